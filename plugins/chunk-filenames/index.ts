import type {Plugin} from '@docusaurus/types';

/** Where the browser's chunks are written: their id and the hash of their content. */
export const chunkFilename = 'assets/js/[id].[contenthash:8].js';

/**
 * Chunks are named by their id rather than by their name. Docusaurus names them `[name].[contenthash:8].js`, so
 * the runtime every page loads held a map from each chunk's id to its name (a route chunk's name is a hash too):
 * 1.5 KB gzip for the ~280 chunks of a locale, there only to spell the file names. The content hash stays, so a
 * changed chunk still gets a new URL.
 */
export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {output: {chunkFilename}};
    },
  };
}
