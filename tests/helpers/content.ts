import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {repoRoot} from './processes';

export type CodeBlock = {lang: string; meta: string; code: string; line: number};
export type Heading = {level: number; text: string; id: string | undefined; line: number};
export type MarkdownPage = {file: string; frontMatter: Record<string, string>; headings: Heading[]; codeBlocks: CodeBlock[]};

function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Reads the parts of a Markdown page the checks need: front matter, headings and fenced code blocks. */
export function parseMarkdown(file: string): MarkdownPage {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  let frontMatter: Record<string, string> = {};
  let index = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    // Parsed as Docusaurus parses it, so a YAML mistake (an unquoted ": ") fails here with the file named.
    try {
      frontMatter = (yaml.load(lines.slice(1, end).join('\n')) ?? {}) as Record<string, string>;
    } catch (error) {
      throw new Error(`${path.relative(repoRoot, file)}: invalid front matter: ${(error as Error).message}`);
    }
    index = end + 1;
  }
  const headings: Heading[] = [];
  const codeBlocks: CodeBlock[] = [];
  let fence: {marker: string; lang: string; meta: string; start: number; body: string[]} | undefined;
  for (; index < lines.length; index++) {
    const line = lines[index];
    if (fence) {
      if (line.trim().startsWith(fence.marker) && line.trim().replace(/`+|~+/, '') === '') {
        codeBlocks.push({lang: fence.lang, meta: fence.meta, code: fence.body.join('\n'), line: fence.start + 1});
        fence = undefined;
      } else {
        fence.body.push(line);
      }
      continue;
    }
    const open = line.match(/^\s*(`{3,}|~{3,})\s*([\w+-]*)\s*(.*)$/);
    if (open) {
      fence = {marker: open[1], lang: open[2], meta: open[3].trim(), start: index, body: []};
      continue;
    }
    const heading = line.match(/^(#{2,6})\s+(.*?)\s*$/);
    if (heading) {
      const id = heading[2].match(/\{#([\w-]+)\}\s*$/)?.[1];
      headings.push({level: heading[1].length, text: heading[2], id, line: index + 1});
    }
  }
  return {file: path.relative(repoRoot, file), frontMatter, headings, codeBlocks};
}

export type TranslatedPair = {source: string; translation: string; kind: 'docs' | 'blog' | 'pages'};

/** Every English page with the path its translation has in a locale (whether or not it exists). */
export function translationPairs(locale: string): TranslatedPair[] {
  const i18n = path.join(repoRoot, 'i18n', locale);
  const pairs: TranslatedPair[] = [];
  const add = (sourceDir: string, translationDir: string, kind: TranslatedPair['kind']) => {
    for (const source of walk(path.join(repoRoot, sourceDir))) {
      if (path.basename(source).startsWith('_')) continue;
      const relative = path.relative(path.join(repoRoot, sourceDir), source);
      pairs.push({source, translation: path.join(i18n, translationDir, relative), kind});
    }
  };
  add('docs', 'docusaurus-plugin-content-docs/current', 'docs');
  for (const version of fs.existsSync(path.join(repoRoot, 'versioned_docs')) ? fs.readdirSync(path.join(repoRoot, 'versioned_docs')) : []) {
    add(path.join('versioned_docs', version), path.join('docusaurus-plugin-content-docs', version), 'docs');
  }
  add('blog', 'docusaurus-plugin-content-blog', 'blog');
  add('src/pages', 'docusaurus-plugin-content-pages', 'pages');
  return pairs;
}

/** Code as it must be identical across locales: comments may be translated, so they are left out. */
export function codeWithoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
    .replace(/(^|\s)#(?![!{[]).*$/gm, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
