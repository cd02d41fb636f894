import fs from 'node:fs';
import path from 'node:path';

/** The runtime spelling a chunk's file from its id alone, as `chunkFilename: 'assets/js/[id].js'` makes it. */
const spellsIdOnly = /\.u\s*=\s*(?:function\s*)?\(?\s*(\w+)\s*\)?\s*(?:=>)?\s*\{?\s*(?:return\s*)?"assets\/js\/"\s*\+\s*\1\s*\+\s*"\.js"/;
/** The runtime's chunk loader, which client/chunkNames.ts wraps. */
const loadsChunks = /\.e\s*=\s*(?:function\s*\(\s*\w+\s*\)|\(?\s*\w+\s*\)?\s*=>)/;
/** What client/chunkNames.ts leaves in the entry: the name of the table's meta element, in its selector. */
const wrapperMark = 'chunk-names';

/**
 * Checks, on the built scripts of a locale, what client/chunkNames.ts relies on at run time: the runtime defines
 * `__webpack_require__.u` spelling `assets/js/<id>.js` (so that the wrap can add the hash) and
 * `__webpack_require__.e` (which the wrap delays until the table is known), and the entry carries the wrap. A
 * bundler that writes its runtime another way would leave every renamed chunk unreachable, which only a browser
 * would notice: this throws instead, naming the trick.
 * @param jsDir the locale's `assets/js`, before the chunks are renamed
 */
export function checkRuntimeShape(jsDir: string): void {
  const names = fs.readdirSync(jsDir);
  const runtimeName = names.find((name) => /^runtime~main\.[^/]*\.js$/.test(name)) ?? names.find((name) => /^main\.[^/]*\.js$/.test(name));
  const mainName = names.find((name) => /^main\.[^/]*\.js$/.test(name));
  if (!runtimeName || !mainName) throw new Error(`chunk-filenames: no runtime~main.*.js or main.*.js in ${jsDir} (has Docusaurus renamed its entry?)`);
  const runtime = fs.readFileSync(path.join(jsDir, runtimeName), 'utf8');
  const problems = [
    !spellsIdOnly.test(runtime) && `its __webpack_require__.u does not spell "assets/js/" + id + ".js"`,
    !loadsChunks.test(runtime) && 'it defines no __webpack_require__.e',
    !fs.readFileSync(path.join(jsDir, mainName), 'utf8').includes(wrapperMark) && `${mainName} does not carry client/chunkNames.ts`,
  ].filter(Boolean);
  if (problems.length > 0) {
    throw new Error(`chunk-filenames: the runtime (${runtimeName}) is not the one client/chunkNames.ts wraps: ${problems.join('; ')} (see plugins/performance/internals.js)`);
  }
}
