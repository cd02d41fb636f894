import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {test} from 'node:test';
import precompressPlugin, {precompressFolder} from './index';
import {compressFile} from './compressor';
import {filesToPrecompress, minBytes} from './files';
import {compressAll} from './pool';

// Text that compresses the way a script does: repeated identifiers with some variety.
const script = Array.from({length: 400}, (_, i) => `export function handler${i % 37}(socket){socket.emit("event${i}",${i * 7});}\n`).join('');

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

test('the .gz and .br twins hold the file, the .gz smaller than zlib at its best, the same bytes on every build', async () => {
  const dir = site({'assets/js/main.0123abcd.js': script});
  const file = path.join(dir, 'assets/js/main.0123abcd.js');
  const sizes = await compressFile(file);
  const gzip = fs.readFileSync(`${file}.gz`);
  const brotli = fs.readFileSync(`${file}.br`);
  assert.equal(zlib.gunzipSync(gzip).toString(), script);
  assert.equal(zlib.brotliDecompressSync(brotli).toString(), script);
  assert.deepEqual(sizes, {file, raw: Buffer.byteLength(script), gzip: gzip.length, brotli: brotli.length});
  assert.ok(gzip.length < zlib.gzipSync(script, {level: 9}).length, `zopfli ${gzip.length} B against zlib -9`);
  await compressFile(file);
  assert.ok(fs.readFileSync(`${file}.gz`).equals(gzip) && fs.readFileSync(`${file}.br`).equals(brotli), 'deterministic');
  assert.deepEqual(fs.readdirSync(path.dirname(file)).sort(), ['main.0123abcd.js', 'main.0123abcd.js.br', 'main.0123abcd.js.gz'], 'no partial file left');
});

test("the files precompressed: assets' scripts, stylesheets and JSON of this locale, from minBytes on", () => {
  const big = 'x'.repeat(minBytes);
  const dir = site({
    'assets/js/main.0123abcd.js': big,
    'assets/js/12.aaaaaaaa.js': big,
    'assets/js/chunk-names.bbbbbbbb.json': big,
    'assets/css/styles.cccccccc.css': big,
    'assets/js/13.dddddddd.js': 'x'.repeat(minBytes - 1),
    'assets/images/logo.svg': big,
    'assets/fonts/a.woff2': big,
    'index.html': big,
    'images/diagram.svg': big,
    'search-index/en/default.json': big,
    'blog/feed.json': big,
    'fr/assets/js/main.eeeeeeee.js': big,
  });
  assert.deepEqual(
    filesToPrecompress(dir, [path.join(dir, 'fr')]).map((file) => path.relative(dir, file)),
    ['assets/css/styles.cccccccc.css', 'assets/js/12.aaaaaaaa.js', 'assets/js/chunk-names.bbbbbbbb.json', 'assets/js/main.0123abcd.js'],
  );
});

test('the pool compresses every file once, over several workers, and fails naming a file it could not read', async () => {
  const dir = site(Object.fromEntries(Array.from({length: 5}, (_, i) => [`assets/js/${i}.js`, script + i])));
  const files = Array.from({length: 5}, (_, i) => path.join(dir, `assets/js/${i}.js`));
  const results = await compressAll(files, 2);
  assert.deepEqual(results.map((result) => result.file), files);
  for (const file of files) assert.equal(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString(), fs.readFileSync(file, 'utf8'));
  await assert.rejects(compressAll([path.join(dir, 'missing.js')], 1), /precompress: .*missing\.js/);
});

const context = {i18n: {locales: ['en', 'fr'], currentLocale: 'en'}} as never;
type PostBuild = (props: {outDir: string; plugins: {name: string}[]}) => Promise<void>;

test("postBuild writes the twins of the locale's assets, not of another locale's", async () => {
  const dir = site({'assets/js/12.aaaaaaaa.js': script, 'fr/assets/js/12.aaaaaaaa.js': script, 'index.html': script});
  const postBuild = precompressPlugin(context).postBuild as unknown as PostBuild;
  await postBuild({outDir: dir, plugins: [{name: 'chunk-filenames'}]});
  assert.ok(fs.existsSync(path.join(dir, 'assets/js/12.aaaaaaaa.js.gz')));
  assert.ok(fs.existsSync(path.join(dir, 'assets/js/12.aaaaaaaa.js.br')));
  assert.ok(!fs.existsSync(path.join(dir, 'fr/assets/js/12.aaaaaaaa.js.gz')));
  assert.ok(!fs.existsSync(path.join(dir, 'index.html.gz')));
});

test('postBuild fails, saying why, when chunk-filenames has not renamed the chunks yet (their twins would be stale)', async () => {
  const dir = site({'assets/js/12.js': script, 'assets/js/main.0123abcd.js': script});
  const postBuild = precompressPlugin(context).postBuild as unknown as PostBuild;
  await assert.rejects(postBuild({outDir: dir, plugins: [{name: 'chunk-filenames'}]}), /chunk-filenames has not renamed the chunks yet \(12\.js\)/);
  // Without chunk-filenames (SPEED_TRICKS_OFF), chunks keep the bundler's names.
  await postBuild({outDir: dir, plugins: []});
  assert.ok(fs.existsSync(path.join(dir, 'assets/js/12.js.gz')));
});

test("the search index's JSON, which local-search writes, is precompressed by precompressFolder", async () => {
  const dir = site({'search-index/en/default.json': script, 'search-index/en/default/0.json': script, 'search-index/manifest.json': '{}'});
  await precompressFolder(path.join(dir, 'search-index'));
  assert.ok(fs.existsSync(path.join(dir, 'search-index/en/default.json.gz')));
  assert.ok(fs.existsSync(path.join(dir, 'search-index/en/default/0.json.br')));
  assert.ok(!fs.existsSync(path.join(dir, 'search-index/manifest.json.gz')), 'under minBytes');
});
