import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {withRouteChunkGroups} from '../route-chunk-groups';
import {registryModules, withModuleOrigins, type ClientManifest} from './manifestOrigins';

type Compiler = {hooks: {afterEmit: {tapPromise(name: string, hook: () => Promise<void>): void}}};

/**
 * Each page's HTML loads the chunks of its route along with main.js (see manifestOrigins.ts, and ssrTemplate.ts,
 * which the site config sets as its `ssrTemplate`). Without them, main.js requested those chunks once it had
 * run: one more round trip before the page hydrated, and their script tags created in its longest task.
 */
export default function routeChunkScriptsPlugin(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  const routesChunkNamesPath = path.join(context.generatedFilesDir, 'routesChunkNames.json');
  return {
    name: 'route-chunk-scripts',
    configureWebpack(config, isServer) {
      // Pages the dev server serves are rendered in the browser: no HTML to add scripts to. A build's manifest left in
      // .docusaurus was read and written again after each rebuild of the dev server (5-60 ms).
      if (isServer || config.mode !== 'production') return {};
      const addModuleOrigins = {
        apply(compiler: Compiler) {
          // After react-loadable-ssr-addon has written the manifest (in `emit`), before the pages are rendered.
          compiler.hooks.afterEmit.tapPromise('route-chunk-scripts', async () => {
            // The dev server writes no manifest: its pages are rendered in the browser.
            if (!existsSync(manifestPath)) return;
            const manifest = JSON.parse(await fs.readFile(manifestPath, 'utf8')) as ClientManifest;
            const routesChunkNames = JSON.parse(await fs.readFile(routesChunkNamesPath, 'utf8')) as Record<string, unknown>;
            const modules = registryModules(withRouteChunkGroups(await fs.readFile(registryPath, 'utf8'), routesChunkNames));
            if (modules.size === 0) throw new Error(`route-chunk-scripts: no route module found in ${registryPath}; has its format changed?`);
            await fs.writeFile(manifestPath, JSON.stringify(withModuleOrigins(manifest, modules), null, 2));
          });
        },
      };
      return {plugins: [addModuleOrigins]};
    },
  };
}
