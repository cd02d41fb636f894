import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A chunk as the bundler writes it, `assets/js/<id>.js`: no hash, so that the runtime spells it without a table. */
const unhashedChunk = /^([\w~-]+)\.js$/;

/** The name the table of chunk names is meta-named by in every page's head. */
export const tableMetaName = 'chunk-names';

const hashOf = (content: Buffer | string) => crypto.createHash('sha256').update(content).digest('hex').slice(0, 8);

/** Writes `file` whole or not at all: other plugins' postBuild read the pages while this one rewrites them. */
function writeAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

function htmlFiles(dir: string, skip: ReadonlySet<string>): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.has(full) ? [] : htmlFiles(full, skip);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** `<script src>`s and other references to a chunk in a page, rewritten to its name with the content's hash. */
export function withContentNames(html: string, baseUrl: string, hashes: ReadonlyMap<string, string>, tableUrl: string): string {
  const escapedBase = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Preceded by an attribute's `=` or quote: `/assets/js/1.js` is not rewritten inside `/fr/assets/js/1.js`.
  const reference = new RegExp(`(?<=[=\\s"'])(${escapedBase}assets/js/)([\\w~-]+)\\.js(?=[\\s"'>])`, 'g');
  const rewritten = html.replace(reference, (match, dir: string, id: string) => {
    const hash = hashes.get(id);
    return hash ? `${dir}${id}.${hash}.js` : match;
  });
  if (!rewritten.includes('</head>')) throw new Error('chunk-filenames: a page without </head>, where the table of chunk names is announced');
  return rewritten.replace('</head>', `<meta name=${tableMetaName} content=${tableUrl}></head>`);
}

/**
 * Renames a locale's chunks to `<id>.<hash of their content>.js`, writes the table of those hashes
 * (`assets/js/chunk-names.<hash>.json`, which the browser fetches once it needs a chunk its page does not name)
 * and rewrites the pages' references. Returns the table.
 * @param outDir the locale's build directory
 * @param skipDirs directories under it that are other locales' builds
 */
export function nameChunksByContent(outDir: string, baseUrl: string, skipDirs: readonly string[] = []): Record<string, string> {
  const jsDir = path.join(outDir, 'assets', 'js');
  const hashes = new Map<string, string>();
  for (const name of fs.readdirSync(jsDir).sort()) {
    const id = unhashedChunk.exec(name)?.[1];
    if (id === undefined) continue;
    const hash = hashOf(fs.readFileSync(path.join(jsDir, name)));
    fs.renameSync(path.join(jsDir, name), path.join(jsDir, `${id}.${hash}.js`));
    hashes.set(id, hash);
  }
  if (hashes.size === 0) throw new Error(`chunk-filenames: no chunk named <id>.js in ${jsDir} (has the bundler's chunkFilename changed?)`);
  const table = Object.fromEntries(hashes);
  const tableJson = JSON.stringify(table);
  const tableName = `chunk-names.${hashOf(tableJson)}.json`;
  fs.writeFileSync(path.join(jsDir, tableName), tableJson);
  const tableUrl = `${baseUrl}assets/js/${tableName}`;
  for (const file of htmlFiles(outDir, new Set(skipDirs))) {
    writeAtomically(file, withContentNames(fs.readFileSync(file, 'utf8'), baseUrl, hashes, tableUrl));
  }
  return table;
}
