import path from 'node:path';
import zlib from 'node:zlib';
import {build} from 'esbuild';

/** The search client with everything it imports (MiniSearch, stemmers), bundled and minified: its gzipped size. */
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
  return zlib.gzipSync(result.outputFiles[0]!.contents).length;
}
