import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {filesToPrecompress} from './files';
import {compressAll, type Compressed} from './pool';

/** The speed trick that renames the chunks in its own postBuild (plugins/performance/chunk-filenames). */
const chunkRenamer = 'chunk-filenames';
/** A chunk as the bundler writes it, before chunk-filenames names it by its content (`main.<hash>.js` is not one). */
const unrenamedChunk = /^[\w~-]+\.js$/;

export const precompressPluginName = 'precompress';

/**
 * Writes `x.gz` (zopfli) and `x.br` (brotli 11) beside each compressible file of the build, which the servers send
 * to clients accepting them (scripts/serve, nginx's gzip_static) instead of compressing on the fly. See README.md.
 */
export default function precompressPlugin(context: LoadContext): Plugin {
  const {i18n} = context;
  return {
    name: precompressPluginName,
    async postBuild({outDir, plugins}) {
      // Docusaurus runs every postBuild at once. chunk-filenames renames the chunks and rewrites the pages before
      // its postBuild returns, so it must be listed before this plugin: a twin of a page it rewrites afterwards, or
      // of a chunk it renames, would be stale.
      if (plugins.some((plugin) => plugin.name === chunkRenamer)) {
        const unrenamed = fs.readdirSync(path.join(outDir, 'assets', 'js')).filter((name) => unrenamedChunk.test(name));
        if (unrenamed.length > 0) {
          throw new Error(`precompress: ${chunkRenamer} has not renamed the chunks yet (${unrenamed[0]}): list precompress after it in the site config`);
        }
      }
      const otherLocales = i18n.locales.filter((locale) => locale !== i18n.currentLocale).map((locale) => path.join(outDir, locale));
      const started = performance.now();
      const compressed = await compressAll(filesToPrecompress(outDir, otherLocales));
      console.log(`[precompress] ${summary(compressed)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    },
  };
}

/**
 * Precompresses the JSON files of a folder another plugin writes in its postBuild (local-search's index), once it
 * has written them: this plugin's postBuild runs at the same time and leaves them alone.
 */
export async function precompressFolder(folder: string): Promise<Compressed[]> {
  return compressAll(filesToPrecompress(folder, [], (relative) => relative.endsWith('.json')));
}

export function summary(compressed: Compressed[]): string {
  const total = (key: 'raw' | 'gzip' | 'brotli') => compressed.reduce((sum, entry) => sum + entry[key], 0);
  const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;
  return `${compressed.length} files, ${mb(total('raw'))} → ${mb(total('gzip'))} gzip, ${mb(total('brotli'))} brotli`;
}
