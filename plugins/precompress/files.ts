import fs from 'node:fs';
import path from 'node:path';

/**
 * The files worth a precompressed twin: the scripts, stylesheets and JSON of `assets/`, the bundler's output, named
 * by their content, which every page loads. Not yet the HTML pages (20 MB a locale: about 31 s of CPU, twice the
 * rest, for 3 % less gzip) nor the SVG images (4 KB a locale in all): see README.md. Not the JSON elsewhere: the
 * search index and the blog's feed.json, which other plugins write in their postBuild while this one runs
 * (local-search compresses its index itself).
 */
export const compressible = (relative: string) => /^assets\/.*\.(js|css|json)$/.test(relative);

/**
 * Under this size a twin saves a few bytes at best (headers and the codings' own framing) for a file each: the
 * servers compress such files on the fly.
 */
export const minBytes = 1024;

/**
 * The files of `dir` (a locale's build) to precompress, sorted: `wanted` (by their path under `dir`, with `/`) and
 * at least `minBytes`, outside `skipDirs` (the other locales' builds inside the default locale's).
 */
export function filesToPrecompress(dir: string, skipDirs: readonly string[] = [], wanted = compressible): string[] {
  const skip = new Set(skipDirs.map((folder) => path.resolve(folder)));
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!skip.has(path.resolve(full))) walk(full);
      } else if (entry.isFile() && wanted(path.relative(dir, full).split(path.sep).join('/')) && fs.statSync(full).size >= minBytes) {
        files.push(full);
      }
    }
  };
  walk(dir);
  return files.sort();
}
