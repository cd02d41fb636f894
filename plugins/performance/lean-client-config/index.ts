import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The loader taking the server-only keys out of the browser's site config. */
export const configLoader = path.resolve(__dirname, 'loader.js');

/** The browser's site config without what only Node reads (see loader.js); the server bundle keeps it whole. */
export default function leanClientConfigPlugin(context: LoadContext): Plugin {
  const config = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
  return {
    name: 'lean-client-config',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: (file: string) => path.resolve(file) === config, use: [{loader: configLoader}]}]}};
    },
  };
}
