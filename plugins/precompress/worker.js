// A worker of the pool (pool.ts): compresses the files it is sent, one at a time, and answers with their sizes.
const {parentPort} = require('node:worker_threads');
const {compressFile} = require('./compressor');

parentPort.on('message', async (file) => {
  try {
    parentPort.postMessage({ok: true, result: await compressFile(file)});
  } catch (error) {
    parentPort.postMessage({ok: false, file, message: error instanceof Error ? error.stack : String(error)});
  }
});
