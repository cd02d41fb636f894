import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';

export type Compressed = {file: string; raw: number; gzip: number; brotli: number};

/**
 * Compresses `files` on worker threads, one per core: zopfli and brotli 11 are CPU-bound (about 150 KB of input a
 * second each), and the main thread is the build's, where other plugins' postBuild run meanwhile.
 */
export async function compressAll(files: string[], workers = os.availableParallelism()): Promise<Compressed[]> {
  const queue = [...files];
  const results: Compressed[] = [];
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const worker = new Worker(path.join(__dirname, 'worker.js'));
      const next = () => {
        const file = queue.shift();
        if (file === undefined) {
          void worker.terminate().then(() => resolve());
          return;
        }
        worker.postMessage(file);
      };
      worker.on('message', (answer: {ok: true; result: Compressed} | {ok: false; file: string; message: string}) => {
        if (!answer.ok) {
          queue.length = 0;
          void worker.terminate();
          reject(new Error(`precompress: ${answer.file}: ${answer.message}`));
          return;
        }
        results.push(answer.result);
        next();
      });
      worker.on('error', reject);
      next();
    });
  await Promise.all(Array.from({length: Math.max(1, Math.min(workers, files.length))}, run));
  return results.sort((a, b) => a.file.localeCompare(b.file));
}
