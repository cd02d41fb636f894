import {registryEntries, unescape} from '../internals';

/** The part of react-loadable-ssr-addon's client manifest read here. */
export type ClientManifest = {entrypoints: string[]; origins: Record<string, string[]>; assets: Record<string, unknown>};

/**
 * Each route module of Docusaurus's generated registry (`.docusaurus/registry.js`) with the name of the chunk
 * holding it: `"17896441": [() => import(/* webpackChunkName: "17896441" *\/ "@theme/DocItem"), "@theme/DocItem", …]`.
 * The name is read from the import, where route-chunk-groups may have given several modules one name.
 */
export function registryModules(registrySource: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const {entry} of registryEntries(registrySource, 'route-chunk-scripts')) modules.set(unescape(entry.request), entry.chunkName);
  return modules;
}

/**
 * The manifest with an origin for each route module, under the name the server render reports it by (the
 * module's request), next to its chunk name. With webpack 5 and Rspack, react-loadable-ssr-addon keys origins by
 * chunk name only, so Docusaurus finds no chunk for the modules a page rendered and its HTML names only the
 * entry scripts: the page's own chunks were requested by main.js once it had run, one round trip later.
 */
export function withModuleOrigins(manifest: ClientManifest, modules: Map<string, string>): ClientManifest {
  const origins = {...manifest.origins};
  for (const [request, chunkName] of modules) {
    const chunks = manifest.origins[chunkName];
    if (chunks) origins[request] = chunks;
  }
  return {...manifest, origins};
}
