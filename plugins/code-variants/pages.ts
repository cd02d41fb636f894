import fs from 'node:fs';
import path from 'node:path';
import {moduleVariants, siteDir} from './samples';

const contentDirs = ['docs', 'versioned_docs', 'src/pages', 'blog', 'i18n'];
const fence = /^[ \t]*(`{3,}|~{3,})[^\n]*?\bfile=(\S+)/gm;

function markdownFiles(dir: string): string[] {
  const full = path.join(siteDir, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, {withFileTypes: true, recursive: true}).flatMap((entry) =>
    entry.isFile() && /\.mdx?$/.test(entry.name) ? [path.relative(siteDir, path.join(entry.parentPath, entry.name))] : [],
  );
}

/** Every code block of every page (all locales) that shows a file of examples/: page, file and region. */
export function fileBlocks(): Array<{page: string; file: string; region: string | undefined}> {
  return contentDirs.flatMap(markdownFiles).flatMap((page) =>
    [...fs.readFileSync(path.join(siteDir, page), 'utf8').matchAll(fence)].map((match) => {
      const [file, region] = match[2]!.split('#');
      return {page, file: file!, region};
    }),
  );
}

/** The samples shown with module-system tabs somewhere, and whether one of their blocks shows a TypeScript tab. */
export function tabbedSamples(): Map<string, {typeScript: boolean}> {
  const samples = new Map<string, {typeScript: boolean}>();
  for (const {file, region} of fileBlocks()) {
    const variants = moduleVariants(file, region);
    if (!variants) continue;
    const known = samples.get(file);
    samples.set(file, {typeScript: (known?.typeScript ?? false) || variants.ts !== undefined});
  }
  return samples;
}
