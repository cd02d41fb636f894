import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The loader giving a group's registry entries one chunk name. */
export const chunkGroupsLoader = path.resolve(__dirname, 'loader.js');

/**
 * Route modules that every page of a kind loads together, put in one chunk (and, in loader.js, the posts of each
 * blog list page). A doc page requested five chunks for its route's components and its plugin's data (DocsRoot,
 * DocVersionRoot, DocRoot, DocItem, `__plugin.json`), three of them under 0.5 KB: each request costs a round trip
 * on a slow link and its headers (about 0.3 KB). The props of a docs version stay apart, as a page of one version
 * does not need the others'.
 */
export const routeChunkGroups = {
  'docs-page': ['@theme/DocsRoot', '@theme/DocVersionRoot', '@theme/DocRoot', '@theme/DocItem', '@generated/docusaurus-plugin-content-docs/default/__plugin.json'],
  // The blog's data every blog page reads: its plugin's, its sidebar's, its metadata's (0.1 to 0.5 KB each).
  'blog-data': [
    '@generated/docusaurus-plugin-content-blog/default/__plugin.json',
    '~blog/default/blog-post-list-prop-default.json',
    '~blog/default/blogMetadata-default.json',
  ],
} as const satisfies Record<string, readonly string[]>;

const {withChunkGroups, listPageGroups} = require(chunkGroupsLoader) as {
  withChunkGroups: (source: string, groups: Record<string, readonly string[]>, byChunkName?: Map<string, string>) => string;
  listPageGroups: (routesChunkNames: Record<string, unknown>) => Map<string, string>;
};

/**
 * registry.js as the browser's bundle compiles it, with the groups' chunk names: the groups above, and one per
 * list page for its posts, read from routesChunkNames.json.
 */
export function withRouteChunkGroups(registrySource: string, routesChunkNames: Record<string, unknown>): string {
  return withChunkGroups(registrySource, routeChunkGroups, listPageGroups(routesChunkNames));
}

/** Only the browser's bundle: the server renders from one file and reads the registry for module paths alone. */
export default function routeChunkGroupsPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-chunk-groups',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: (file: string) => path.resolve(file) === registry, use: [{loader: chunkGroupsLoader, options: {groups: routeChunkGroups}}]}],
        },
      };
    },
  };
}
