/**
 * The ids of the chunk files a route registry entry's loader requests, read from the loader's code:
 * `() => n.e("35").then(n.bind(n, 64491))`, or `Promise.all([n.e("6785"), n.e("35")]).then(…)` when the module
 * shares chunks. Docusaurus maps chunk names to files with a table in the runtime every page loads
 * (`__webpack_require__.gca`, 2.4 KB gzip); the loaders already hold the ids.
 */
export function chunkIdsOf(loader: unknown): string[] {
  return Array.from(String(loader).matchAll(/\.e\(\s*(?:\/\*.*?\*\/\s*)?"?([\w.~-]+)"?\s*\)/g), (match) => match[1]!);
}
