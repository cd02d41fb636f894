// Writes a file's two precompressed twins. Plain CommonJS: it runs in worker threads, where the site's TypeScript
// loader is not installed.
const fs = require('node:fs');
const zlib = require('node:zlib');
const {gzipAsync} = require('@gfx/zopfli');

/**
 * Zopfli's passes over each block. 1 is within 0.2 % of 15 on main.js for half the time (the table in README.md);
 * the output is deterministic whatever the value.
 */
const zopfliIterations = 1;

/**
 * From this size on, zopfli splits a file into blocks with their own Huffman trees (2 KB less on main.js). Below,
 * splitting costs about 0.3 s a file whatever its size and saves a few bytes: a locale's 500 scripts took 48 s of
 * CPU with it on every file, 4 s this way (README.md).
 */
const blockSplittingFrom = 64 * 1024;

/**
 * Writes `file.gz` (zopfli: a gzip stream any gzip client reads, 3-5 % smaller than zlib's) and `file.br`
 * (brotli, quality 11, the best it does), and returns the sizes. Written whole or not at all: a server must never
 * send half a file.
 */
async function compressFile(file) {
  const body = fs.readFileSync(file);
  const gzipped = await gzip(body);
  const brotlied = brotli(body);
  writeWhole(`${file}.gz`, gzipped);
  writeWhole(`${file}.br`, brotlied);
  return {file, raw: body.length, gzip: gzipped.length, brotli: brotlied.length};
}

/** The gzip twin's bytes (zopfli). */
async function gzip(body) {
  return Buffer.from(await gzipAsync(body, {numiterations: zopfliIterations, blocksplitting: body.length >= blockSplittingFrom}));
}

/** The brotli twin's bytes (quality 11). */
function brotli(body) {
  return zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

function writeWhole(target, bytes) {
  const partial = `${target}.${process.pid}.partial`;
  fs.writeFileSync(partial, bytes);
  fs.renameSync(partial, target);
}

module.exports = {compressFile, gzip, brotli, zopfliIterations, blockSplittingFrom};
