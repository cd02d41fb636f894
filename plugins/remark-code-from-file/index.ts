import fs from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import type {Code, Root} from 'mdast';
import type {VFile} from 'vfile';

const siteDir = path.resolve(__dirname, '../..');
// The syntax the loader reads too (the bundler's side: an edited sample rebuilds the page, see dependencies.ts).
const {fileMeta} = require('./loader.js') as {fileMeta: RegExp};
const regionMarker = /^\s*(?:\/\/|#|<!--|\/\*)\s*#(end)?region\b(.*?)(?:-->|\*\/)?\s*$/;

/** Returns the lines between `#region name` and `#endregion`, or the whole text; markers are never shown. */
export function extractRegion(text: string, region: string | undefined, file: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  let inside = region === undefined;
  let found = region === undefined;
  const kept: string[] = [];
  for (const line of lines) {
    const marker = line.match(regionMarker);
    if (marker) {
      const name = marker[2].trim();
      if (region !== undefined && name === region) {
        inside = !marker[1];
        found = true;
      }
      continue;
    }
    if (inside) kept.push(line);
  }
  if (!found) throw new Error(`region "${region}" not found in ${file}`);
  return dedent(kept.join('\n').replace(/^\n+|\n+$/g, ''));
}

function dedent(text: string): string {
  const indents = text.split('\n').filter((line) => line.trim()).map((line) => line.match(/^ */)![0].length);
  const common = Math.min(...indents, Infinity);
  return common > 0 && common !== Infinity ? text.split('\n').map((line) => line.slice(common)).join('\n') : text;
}

/**
 * Fills a code block whose meta names `file=examples/chat/index.js` (or `…index.js#region`) with that
 * file's text, so the docs show the very samples that `npm test` runs, in every locale.
 */
export default function remarkCodeFromFile() {
  return (tree: Root, vfile: VFile) => {
    visit(tree, 'code', (node: Code) => {
      const match = node.meta?.match(fileMeta);
      if (!match) return;
      const [file, region] = match[1].split('#');
      const fullPath = path.join(siteDir, file);
      const page = path.relative(siteDir, vfile.path ?? 'unknown page');
      if (!fs.existsSync(fullPath)) {
        throw new Error(`${page}: the code block points to ${file}, which does not exist`);
      }
      try {
        node.value = extractRegion(fs.readFileSync(fullPath, 'utf8'), region, file);
      } catch (error) {
        throw new Error(`${page}: ${(error as Error).message}`);
      }
      node.meta = node.meta!.replace(fileMeta, '').trim() || null;
    });
  };
}
