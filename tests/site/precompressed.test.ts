import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {minBytes} from '../../plugins/precompress/files';
import {buildDir, localePrefixes} from '../helpers/builtSite';

// The servers send a file's .gz or .br twin in its place (plugins/precompress, scripts/serve, nginx's gzip_static):
// a twin that is not the file, or one left behind by a renamed file, would serve readers something else.

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

test('every .gz and .br twin of the build decompresses to the file beside it', () => {
  const files = walk(buildDir);
  const twins = files.filter((file) => /\.(gz|br)$/.test(file));
  assert.ok(twins.length > 1000, `the build has precompressed twins (${twins.length} found)`);
  const wrong: string[] = [];
  for (const twin of twins) {
    const original = twin.slice(0, -path.extname(twin).length);
    const relative = path.relative(buildDir, twin);
    if (!fs.existsSync(original)) {
      wrong.push(`${relative}: no file beside it`);
      continue;
    }
    const bytes = fs.readFileSync(twin);
    const decompressed = twin.endsWith('.gz') ? zlib.gunzipSync(bytes) : zlib.brotliDecompressSync(bytes);
    if (!decompressed.equals(fs.readFileSync(original))) wrong.push(`${relative}: not the file's content`);
  }
  assert.deepEqual(wrong, []);
});

test("every locale's scripts and stylesheets of at least minBytes have both twins", () => {
  const missing: string[] = [];
  for (const prefix of localePrefixes) {
    const assets = path.join(buildDir, prefix, 'assets');
    if (!fs.existsSync(assets)) continue;
    for (const file of walk(assets).filter((name) => /\.(js|css)$/.test(name) && fs.statSync(name).size >= minBytes)) {
      for (const extension of ['.gz', '.br']) if (!fs.existsSync(file + extension)) missing.push(path.relative(buildDir, file) + extension);
    }
  }
  assert.deepEqual(missing, []);
});
