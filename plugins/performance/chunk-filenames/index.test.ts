import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import chunkFilenamesPlugin, {chunkFilename} from './index';
import {nameChunksByContent, withContentNames} from './contentNames';
import {checkRuntimeShape} from './runtimeShape';

type Configure = (config: object, isServer: boolean) => {output?: {chunkFilename?: string}};
const context = {baseUrl: '/pt-br/', i18n: {locales: ['en', 'pt-br'], currentLocale: 'pt-br'}} as never;

test('the browser bundle names its chunks by id alone, which its runtime spells without a table; the server bundle is left alone', () => {
  const configure = chunkFilenamesPlugin(context).configureWebpack as unknown as Configure;
  assert.deepEqual(configure({}, false), {output: {chunkFilename: 'assets/js/[id].js'}});
  assert.deepEqual(configure({}, true), {});
  assert.doesNotMatch(chunkFilename, /\[(name|contenthash|chunkhash|fullhash)/);
});

test("a page's chunk scripts get their content's hash; another locale's paths and main.js are left alone", () => {
  const html =
    '<html><head><script src=/pt-br/assets/js/12.js async></script><script src="/pt-br/assets/js/main.0123abcd.js" defer></script>' +
    '<link rel=prefetch href=/fr/pt-br/assets/js/12.js></head><body><script src=/pt-br/assets/js/99.js></script></body></html>';
  const rewritten = withContentNames(html, '/pt-br/', new Map([['12', 'aaaaaaaa']]), '/pt-br/assets/js/chunk-names.bbbbbbbb.json');
  assert.equal(
    rewritten,
    '<html><head><script src=/pt-br/assets/js/12.aaaaaaaa.js async></script><script src="/pt-br/assets/js/main.0123abcd.js" defer></script>' +
      '<link rel=prefetch href=/fr/pt-br/assets/js/12.js><meta name=chunk-names content=/pt-br/assets/js/chunk-names.bbbbbbbb.json></head>' +
      '<body><script src=/pt-br/assets/js/99.js></script></body></html>',
  );
});

test('a chunk keeps its name while its content does not change, and gets a new one when it does', () => {
  const build = (chunks: Record<string, string>) => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-filenames-'));
    fs.mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
    fs.mkdirSync(path.join(outDir, 'fr'));
    for (const [id, content] of Object.entries(chunks)) fs.writeFileSync(path.join(outDir, 'assets/js', `${id}.js`), content);
    fs.writeFileSync(path.join(outDir, 'assets/js/main.0123abcd.js'), 'main');
    fs.writeFileSync(path.join(outDir, 'index.html'), '<head><script src=/assets/js/1.js async></script></head>');
    const otherLocale = '<head><script src=/fr/assets/js/1.js async></script></head>';
    fs.writeFileSync(path.join(outDir, 'fr/index.html'), otherLocale);
    const table = nameChunksByContent(outDir, '/', [path.join(outDir, 'fr')]);
    const files = fs.readdirSync(path.join(outDir, 'assets/js')).sort();
    const page = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    assert.equal(fs.readFileSync(path.join(outDir, 'fr/index.html'), 'utf8'), otherLocale);
    fs.rmSync(outDir, {recursive: true});
    return {table, files, page};
  };
  const first = build({1: 'one', 2: 'two'});
  const second = build({1: 'one', 2: 'two, edited'});
  assert.equal(second.table['1'], first.table['1']);
  assert.notEqual(second.table['2'], first.table['2']);
  assert.ok(first.files.includes(`1.${first.table['1']}.js`) && first.files.includes('main.0123abcd.js'));
  assert.ok(!first.files.includes('1.js'));
  const tableFile = first.files.find((file) => file.startsWith('chunk-names.'))!;
  assert.match(tableFile, /^chunk-names\.[0-9a-f]{8}\.json$/);
  assert.equal(first.page, `<head><script src=/assets/js/1.${first.table['1']}.js async></script><meta name=chunk-names content=/assets/js/${tableFile}></head>`);
});

test('a build whose chunks are not named <id>.js fails, naming the trick', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-filenames-'));
  fs.mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
  fs.writeFileSync(path.join(outDir, 'assets/js/1.0123abcd.js'), 'one');
  assert.throws(() => nameChunksByContent(outDir, '/'), /chunk-filenames: no chunk named <id>\.js/);
  fs.rmSync(outDir, {recursive: true});
});

/** A locale's built scripts: the runtime and main.js as given. */
function builtScripts(runtime: string, main: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-filenames-runtime-'));
  fs.writeFileSync(path.join(dir, 'runtime~main.0123abcd.js'), runtime);
  fs.writeFileSync(path.join(dir, 'main.4567ef01.js'), main);
  fs.writeFileSync(path.join(dir, '12.js'), 'chunk');
  return dir;
}

// As Rspack 1.7 minifies them, with chunkFilename `assets/js/[id].js`.
const runtime = 'l.f={},l.e=e=>Promise.all(Object.keys(l.f).reduce((t,r)=>(l.f[r](e,t),t),[])),l.u=e=>"assets/js/"+e+".js",l.miniCssF=e=>""+e+".css"';
const main = 'let r=document.querySelector(\'meta[name="chunk-names"]\')?.getAttribute("content");let s=n.u;n.u=e=>s(e)';

test("after the build, the runtime has the __webpack_require__.u and .e the trick's client module wraps", () => {
  const dir = builtScripts(runtime, main);
  assert.doesNotThrow(() => checkRuntimeShape(dir));
  // Not minified (webpack's own runtime, or a bundler without a minifier).
  const plain = '__webpack_require__.e = function (chunkId) {}; __webpack_require__.u = function (chunkId) { return "assets/js/" + chunkId + ".js"; };';
  assert.doesNotThrow(() => checkRuntimeShape(builtScripts(plain, main)));
  fs.rmSync(dir, {recursive: true});
});

test('a runtime the wrap no longer fits fails the build, naming chunk-filenames and what changed', () => {
  // A table of names in the speller (Docusaurus's own chunkFilename), a renamed loader, the wrap left out of main.js.
  const table = runtime.replace('"assets/js/"+e+".js"', '"assets/js/"+({12:"docs"}[e]||e)+".js"');
  assert.throws(() => checkRuntimeShape(builtScripts(table, main)), /^Error: chunk-filenames: .*__webpack_require__\.u does not spell/);
  assert.throws(() => checkRuntimeShape(builtScripts(runtime.replace('l.e=', 'l.ensure='), main)), /^Error: chunk-filenames: .*defines no __webpack_require__\.e/);
  assert.throws(() => checkRuntimeShape(builtScripts(runtime, 'let s=n.u')), /^Error: chunk-filenames: .*main\.4567ef01\.js does not carry client\/chunkNames\.ts/);
  assert.throws(() => checkRuntimeShape(fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-filenames-empty-'))), /^Error: chunk-filenames: no runtime~main/);
});
