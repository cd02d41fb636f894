import type {Plugin} from '@docusaurus/types';

/** Where the browser's chunks are written: their id and the build's hash. */
export const chunkFilename = 'assets/js/[id].[fullhash:8].js';

/**
 * Chunks are named by their id and the build's hash, so that the runtime every page loads spells any chunk's file
 * name without a table. Docusaurus names them `[name].[contenthash:8].js`: the runtime then held the name of each
 * of a locale's ~450 chunks (1.5 KB gzip), and with content hashes alone the hash of each (3.5 KB of its 5.6 KB).
 * The cost is on return visits across deploys: a new build gives every chunk a new URL, so a returning reader
 * downloads again the chunks of the pages they open, where content hashes kept the unchanged ones. main.js and the
 * stylesheet, the bulk of a first page, keep their content hash.
 */
export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {output: {chunkFilename}};
    },
  };
}
