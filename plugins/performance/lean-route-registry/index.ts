import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The loader taking the module paths out of the browser's route registry. */
export const registryLoader = path.resolve(__dirname, 'loader.js');

/**
 * The browser's route registry without its module paths, which only the server renderer reads (see loader.js).
 * The server bundle keeps them: they are how it knows which chunks a page's HTML must load.
 */
export default function leanRouteRegistryPlugin(context: LoadContext): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lean-route-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: (file: string) => path.resolve(file) === registry, use: [{loader: registryLoader}]}]}};
    },
  };
}
