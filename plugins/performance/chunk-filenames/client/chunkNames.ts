// Teaches the bundler's runtime the chunks' names with their content hash (see the plugin). Imported first by the
// client entry, before any chunk is requested.

type ChunkId = string | number;
declare const __webpack_require__: {
  u: (chunkId: ChunkId) => string;
  e: (chunkId: ChunkId) => Promise<unknown>;
  O?: {j?: (chunkId: ChunkId) => boolean};
};

/** `<id>.<hash>.js`, as the plugin renames a chunk and the page's scripts name it. */
const contentNamed = /\/assets\/js\/([\w~-]+)\.([0-9a-f]{8})\.js$/;

/**
 * The table's URL, announced by every page the plugin renamed the chunks of; none in development, where chunks keep
 * `<id>.js`, nor with the trick switched off (SPEED_TRICKS_OFF), where yielding-startup's entry still imports this
 * module: Docusaurus's own `<name>.<hash>.js` must then be left as they are.
 */
const tableUrl = document.querySelector('meta[name="chunk-names"]')?.getAttribute('content') ?? undefined;

const hashes = new Map<string, string>();
// The page's own chunks are named by its scripts: starting the page needs no table.
if (tableUrl !== undefined) {
  for (const script of Array.from(document.scripts)) {
    const match = contentNamed.exec(script.getAttribute('src') ?? '');
    if (match) hashes.set(match[1]!, match[2]!);
  }
}

let table: Promise<void> | undefined;

/** Resolves once every chunk's name is known: at once in development, after the table's one fetch otherwise. */
export function chunkNamesKnown(): Promise<void> {
  if (tableUrl === undefined) return Promise.resolve();
  table ??= fetch(tableUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`chunk-filenames: ${tableUrl} answered ${response.status}`);
      return response.json() as Promise<Record<string, string>>;
    })
    .then(
      (names) => {
        for (const [id, hash] of Object.entries(names)) hashes.set(id, hash);
      },
      (error: unknown) => {
        // Tried again at the next chunk: a failed table is a failed chunk load, which the router handles.
        table = undefined;
        throw error;
      },
    );
  return table;
}

const spell = __webpack_require__.u;
__webpack_require__.u = (chunkId) => {
  const hash = hashes.get(String(chunkId));
  return hash === undefined ? spell(chunkId) : spell(chunkId).replace(/\.js$/, `.${hash}.js`);
};

const load = __webpack_require__.e;
__webpack_require__.e = (chunkId) =>
  tableUrl === undefined || hashes.has(String(chunkId)) || __webpack_require__.O?.j?.(chunkId)
    ? load(chunkId)
    : chunkNamesKnown().then(() => load(chunkId));
