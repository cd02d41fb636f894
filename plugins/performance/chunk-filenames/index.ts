import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {nameChunksByContent} from './contentNames';
import {checkRuntimeShape} from './runtimeShape';

/** How the bundler writes the browser's chunks: their id alone, which the runtime spells without a table. */
export const chunkFilename = 'assets/js/[id].js';

/** The module that teaches the runtime the chunks' final names (client/chunkNames.ts), imported first by the entry. */
export const clientChunkNames = path.resolve(__dirname, 'client/chunkNames.ts');

/**
 * Chunks are named by their id and the hash of their content, so that a chunk whose content did not change keeps
 * its URL across deploys, and the runtime every page loads holds no table of names. Docusaurus names them
 * `[name].[contenthash:8].js`, and the bundler's runtime then held the name and hash of each of a locale's ~480
 * chunks (3.5 KB gzip of 5.6). Here the bundler writes `[id].js`; after the build each chunk is renamed
 * `[id].[hash of its bytes].js`, the pages' scripts are rewritten, and the hashes go to a table the browser fetches
 * once it needs a chunk its page does not name (a link prefetched or followed). main.js and the stylesheet keep
 * the bundler's content hash.
 */
export default function chunkFilenamesPlugin(context: LoadContext): Plugin {
  const {baseUrl, i18n} = context;
  return {
    name: 'chunk-filenames',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {output: {chunkFilename}};
    },
    async postBuild({outDir}) {
      // The default locale is built at the root, the others under it: their directories are not this build's.
      const otherLocales = i18n.locales.filter((locale) => locale !== i18n.currentLocale).map((locale) => path.join(outDir, locale));
      // Before renaming: a runtime the wrap no longer fits fails the build here, not in the browser.
      checkRuntimeShape(path.join(outDir, 'assets', 'js'));
      nameChunksByContent(outDir, baseUrl, otherLocales);
    },
  };
}
