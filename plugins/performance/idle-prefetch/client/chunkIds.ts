/** A chunk load in a loader's code, `n.e("35")`, minified or not (a comment before the id in development). */
const chunkLoad = /\.e\(\s*(?:\/\*.*?\*\/\s*)?"?([\w.~-]+)"?\s*\)/g;
/** Any call of the runtime's chunk loader, however written: what the loads found are counted against. */
const anyChunkLoad = /\.e\(/g;
/** A loader whose module is in a chunk every page has: `() => Promise.resolve().then(n.bind(n, 38615))`. */
const alreadyLoaded = /Promise\.resolve\(/;

/**
 * The ids of the chunk files a route registry entry's loader requests, read from the loader's code:
 * `() => n.e("35").then(n.bind(n, 64491))`, or `Promise.all([n.e("6785"), n.e("35")]).then(…)` when the module
 * shares chunks. Docusaurus maps chunk names to files with a table in the runtime every page loads
 * (`__webpack_require__.gca`, 2.4 KB gzip); the loaders already hold the ids. A loader written another way
 * throws, naming the trick: prefetching would otherwise stop without a word (see plugins/performance/internals.js).
 */
export function chunkIdsOf(loader: unknown): string[] {
  if (typeof loader !== 'function') return [];
  const code = String(loader);
  const ids = Array.from(code.matchAll(chunkLoad), (match) => match[1]!);
  const loads = (code.match(anyChunkLoad) ?? []).length;
  if (ids.length !== loads || (ids.length === 0 && !alreadyLoaded.test(code))) {
    throw new Error(
      `idle-prefetch: a route loader requests its chunks in a way it cannot read (${code.slice(0, 120)}); ` +
        "has the bundler's runtime changed? see plugins/performance/internals.js",
    );
  }
  return ids;
}
