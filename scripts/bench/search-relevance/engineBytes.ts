import path from 'node:path';
import {build} from 'esbuild';
import {gzip} from '../../../plugins/precompress/compressor';

/**
 * The search client with everything it imports (MiniSearch, stemmers), bundled and minified: its size gzipped as the
 * build's .gz twins are (plugins/precompress: zopfli), what a gzip client receives.
 */
export async function engineBytes(): Promise<number> {
  const result = await build({
    entryPoints: [path.resolve(__dirname, '../../../plugins/local-search/client/searchClient.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return (await gzip(Buffer.from(result.outputFiles[0]!.contents))).length;
}
