import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildIndex, indexedDocument, splitIndex} from './client/engine';
import {slugWords} from './client/ranking';
import {chunkPath, manifestPath, shardFormat, shardPath, type IndexedDocument, type SearchManifest, type SearchShard, type ShardChunk, type ShardRecord} from './client/types';
import {extractPage, type ExtractedPage} from './extract';
import {processTerm, tokenize} from './client/text';
import {styleGuideSynonyms, synonymGroups} from './synonyms';

/**
 * Columns of a section's text kept for the snippet (the index covers the whole text). A Chinese, Japanese or
 * Korean character takes three columns: 140 of them were three times the text (and the bytes) a snippet line
 * shows in Latin script, and at two columns (70 characters) the snippets were 74 KB gzipped of the 118 KB of
 * the two zh-CN shards a first query reads, which put some first queries over the 150 KB budget (up to 162 KB
 * with the engine). The modal shows one line of them; 46 characters fill it. 110 columns, not 140, since the
 * pages of 2026 (issue 34) and the Spanish stemmer took every locale's first query over the budget (pt-br 155.8,
 * es 156.9 KB; 142.2 and 142.9 KB at 110 columns): a line of snippet in Latin script is still filled.
 */
export const storedTextLength = 110;

/** Columns a Chinese, Japanese or Korean character takes in the stored text. */
const wideColumns = 3;

const wideChar = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;

/** Cuts a text at a word boundary near `length` columns (a wide character counts `wideColumns`). */
export function truncate(text: string, length = storedTextLength): string {
  let columns = 0;
  let end = 0;
  for (const char of text) {
    columns += wideChar.test(char) ? wideColumns : 1;
    if (columns > length) break;
    end += char.length;
  }
  if (end >= text.length) return text;
  const cut = text.slice(0, end);
  const space = cut.lastIndexOf(' ');
  return space > end * 0.6 ? cut.slice(0, space) : cut;
}

/**
 * Characters of postings (as JSON) per chunk file: about 0.8 KB gzipped, so a query fetches little more than the
 * postings of its own words (a term whose postings are longer than that gets a chunk of its own). A word costs a
 * request whatever the size, so smaller chunks save bytes without adding requests: the heaviest pt-br first query
 * of the benchmark fetches 15.8 KB less than with chunks of 6,000 (README, "The index").
 */
export const defaultChunkChars = 2000;

/** A page to index, with its reader words: the page's own, and those of its sections by anchor. */
export type IndexedPage = {path: string; page: ExtractedPage; readerWords?: string[]; sectionWords?: Map<string, string[]>};

/**
 * Ranking weight of a page by its path: blog posts, changelogs and the glossary mention every subject in
 * passing, so for the same words the guides, the API and the tutorial come first. The glossary weighs as a
 * changelog (0.4, 0.5 before 2026-11-29: on the tuning queries 0.25 to 0.4 gave the same, better than 0.5; its
 * one-paragraph entries still came before the page explaining `acknowledgement` or `upgrade`).
 */
export function pageWeight(pagePath: string): number {
  if (/\/blog\//.test(pagePath)) return 0.5;
  if (/\/changelog\//.test(pagePath)) return 0.4;
  if (/\/glossary\/$/.test(pagePath)) return 0.4;
  return 1;
}

/**
 * The other names of a page, indexed with its title: the words of its URL (the English name of a translated
 * page) and its sidebar label when it differs from the title (`Problemas de conexão`).
 */
export function pageNames(pagePath: string, page: Pick<ExtractedPage, 'title' | 'sidebarLabel'>): string {
  const label = page.sidebarLabel && page.sidebarLabel !== page.title ? page.sidebarLabel : '';
  return [slugWords(pagePath), label].filter(Boolean).join(' ');
}

/** A shard and its chunk files (chunk n at chunkPath(language, tag, n)). */
export type BuiltShard = {shard: SearchShard; chunks: ShardChunk[]};

/**
 * Groups the pages by (language, docusaurus_tag) and builds each group's shard: the pages, one record per
 * page and per `##` / `###` / `####` section, and the MiniSearch index of the records split by term.
 */
export function buildShards(
  pages: IndexedPage[],
  options: {siteUrl: string; siteTitle: string; defaultLanguage: string; chunkChars?: number; styleGuide?: string[][]},
): BuiltShard[] {
  const groups = new Map<string, {language: string; tag: string; pages: IndexedPage[]}>();
  for (const entry of pages) {
    const language = entry.page.language ?? options.defaultLanguage;
    const tag = entry.page.tag ?? 'default';
    const key = `${language}\u0000${tag}`;
    if (!groups.has(key)) groups.set(key, {language, tag, pages: []});
    groups.get(key)!.pages.push(entry);
  }
  // The index terms of the default language's pages: a style guide's term is kept when the pages use it.
  const words = new Set<string>();
  if (options.styleGuide) {
    for (const {page} of pages) {
      if ((page.language ?? options.defaultLanguage) !== options.defaultLanguage) continue;
      for (const section of page.sections) {
        for (const word of tokenize(`${section.heading} ${section.text}`)) {
          const term = processTerm(word, options.defaultLanguage);
          if (term) words.add(term);
        }
      }
    }
  }
  // Not for a Chinese, Japanese or Korean index: its pairs put an English word with large postings (`server`) beside
  // the typed characters, which cost a zh-CN first query up to 6 KB (149.3 of the 150 KB budget) and changed none of
  // its tuning queries (2026-11-29).
  const styleGuideOf = (language: string) => (language === options.defaultLanguage && !/^(?:zh|ja|ko)\b/i.test(language) ? options.styleGuide : undefined);
  const synonyms = new Map<string, string[][]>();
  for (const {language, tag, pages: groupPages} of groups.values()) {
    // The current docs' glossary gives the language's pairs.
    const glossary = groupPages.find((entry) => /\/glossary\/$/.test(entry.path));
    if (glossary && (tag.endsWith('-current') || !synonyms.has(language))) synonyms.set(language, synonymGroups(language, glossary.page, styleGuideOf(language), words));
  }
  return [...groups.values()]
    .sort((a, b) => a.language.localeCompare(b.language) || a.tag.localeCompare(b.tag))
    .map((group) =>
      buildShard(group.language, group.tag, group.pages, {
        ...options,
        synonyms: synonyms.get(group.language) ?? synonymGroups(group.language, null, styleGuideOf(group.language), words),
      }),
    );
}

export type ShardOptions = {
  siteUrl: string;
  siteTitle: string;
  synonyms?: string[][];
  chunkChars?: number;
};

export function gzipSize(body: string): number {
  return zlib.gzipSync(body).length;
}

/**
 * One shard: its pages, one record per page and per `##` / `###` / `####` section (text cut to `storedTextLength`
 * for the snippet), and the MiniSearch index of the records over their whole text, split by term.
 */
export function buildShard(language: string, tag: string, pages: IndexedPage[], options: ShardOptions): BuiltShard {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const records: ShardRecord[] = [];
  const documents: IndexedDocument[] = [];
  const shardPages = sorted.map(({path: pagePath, page, readerWords, sectionWords}, pageIndex) => {
    for (const section of page.sections) {
      // A heading with neither text nor words of its own adds nothing to find.
      if (!section.heading && !section.text) continue;
      const record: ShardRecord = [pageIndex, section.level, section.anchor, section.heading, section.parent, truncate(section.text)];
      const words = section.level === 1 ? readerWords : section.anchor ? sectionWords?.get(section.anchor) : undefined;
      documents.push(indexedDocument(records.length, record, page.title, section.text, pageNames(pagePath, page), words));
      records.push(record);
    }
    const weight = pageWeight(pagePath);
    const label = page.sidebarLabel && page.sidebarLabel !== page.title ? page.sidebarLabel : undefined;
    return {path: pagePath, category: page.category ?? options.siteTitle, title: page.title, ...(label ? {label} : {}), ...(weight !== 1 ? {weight} : {})};
  });
  const {index, chunks} = splitIndex(buildIndex(documents, language), options.chunkChars ?? defaultChunkChars);
  return {
    shard: {
      format: shardFormat,
      language,
      tag,
      siteUrl: options.siteUrl.replace(/\/$/, ''),
      pages: shardPages,
      records,
      synonyms: options.synonyms ?? synonymGroups(language, null),
      index,
    },
    chunks: chunks.map((chunk) => ({format: shardFormat, ...chunk})),
  };
}

/** The files of a shard: path under the base URL → JSON text. */
export function shardFiles({shard, chunks}: BuiltShard): Map<string, string> {
  const files = new Map<string, string>([[shardPath(shard.language, shard.tag), JSON.stringify(shard)]]);
  chunks.forEach((chunk, n) => files.set(chunkPath(shard.language, shard.tag, n), JSON.stringify(chunk)));
  return files;
}

/** The HTML file of a route in a build: `/pt-br/docs/v4/rooms/` → `<outDir>/docs/v4/rooms/index.html`. */
export function htmlFileOfRoute(outDir: string, baseUrl: string, routePath: string): string | null {
  if (!routePath.startsWith(baseUrl)) return null;
  const relative = routePath.slice(baseUrl.length);
  if (relative.endsWith('.html')) return path.join(outDir, relative);
  return path.join(outDir, relative, 'index.html');
}

export type WriteIndexOptions = {
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  siteTitle: string;
  /** The locale's language (docsearch:language), for pages without the meta tag. */
  language: string;
  /** Every route of this locale's build. */
  routesPaths: string[];
  /** Routes left out: the search page, 404. */
  excludedRoutes: string[];
  /** Tags the client may ask for: each gets a shard, empty if no page carries it. */
  expectedTags: string[];
  /** Characters of postings per chunk file. */
  chunkChars?: number;
  /** The locale's style guide (i18n/<locale>/STYLE.md), whose terms table gives synonym pairs; absent for English. */
  styleGuide?: string;
  /** The locale's reader words (i18n/<locale>/search-keywords.json, see readerWordsOf); absent where none are written. */
  readerWords?: string;
};

/**
 * The words readers type for a page that the page does not write (`i18n/<locale>/search-keywords.json`: page path
 * under the locale's base URL → phrases), indexed in a field of the page's own record (engine.ts: indexedDocument);
 * a path with an anchor (`/docs/v4/server-instance/#fetchsockets`) gives the words of that section, indexed in its
 * record. A path that is not a page of the build, or an anchor that is not a section of that page, fails it, naming
 * the file and the path: a page renamed must take its words along. Keys: the route, or the route and `#anchor`.
 */
export function readerWordsOf(
  json: string,
  file: string,
  baseUrl: string,
  routes: string[],
  anchorsOf: (route: string) => ReadonlySet<string> | undefined = () => undefined,
): Map<string, string[]> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new Error(`local-search: ${file} is not valid JSON (${(error as Error).message})`);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error(`local-search: ${file} must map page paths to lists of phrases`);
  const known = new Set(routes);
  const words = new Map<string, string[]>();
  for (const [key, phrases] of Object.entries(parsed)) {
    const [pagePath, anchor] = key.split('#', 2) as [string, string | undefined];
    const route = `${baseUrl}${pagePath.replace(/^\//, '')}`;
    if (!known.has(route)) throw new Error(`local-search: ${file} gives words for ${key}, which is not a page of this locale (${route})`);
    if (anchor !== undefined && !anchorsOf(route)?.has(anchor)) {
      throw new Error(`local-search: ${file} gives words for ${key}, but ${route} has no section #${anchor}`);
    }
    if (!Array.isArray(phrases) || !phrases.every((phrase) => typeof phrase === 'string' && phrase.trim())) {
      throw new Error(`local-search: ${file}: the words of ${key} must be a list of phrases`);
    }
    words.set(anchor === undefined ? route : `${route}#${anchor}`, phrases);
  }
  return words;
}

/** Reads the rendered pages of one locale's build and writes `search-index/` into its output folder. */
export async function writeSearchIndex(options: WriteIndexOptions): Promise<SearchManifest> {
  const excluded = new Set(options.excludedRoutes);
  const routes = [...new Set(options.routesPaths)].filter((route) => !excluded.has(route) && !/(^|\/)404(\.html)?\/?$/.test(route));
  const pages: IndexedPage[] = [];
  for (const route of routes) {
    const file = htmlFileOfRoute(options.outDir, options.baseUrl, route);
    if (!file) continue;
    let html: string;
    try {
      html = await fs.readFile(file, 'utf8');
    } catch {
      continue; // a route without its own HTML file (a redirect, a client-only route)
    }
    const page = extractPage(html, {siteTitle: options.siteTitle});
    if (page.noIndex) continue;
    pages.push({path: route, page});
  }
  let readerWords: Map<string, string[]> | undefined;
  if (options.readerWords) {
    let json: string | undefined;
    try {
      json = await fs.readFile(options.readerWords, 'utf8');
    } catch {
      // No reader words for this locale.
    }
    if (json !== undefined) {
      const anchors = new Map(pages.map((entry) => [entry.path, new Set(entry.page.sections.map((section) => section.anchor).filter(Boolean) as string[])]));
      readerWords = readerWordsOf(json, options.readerWords, options.baseUrl, pages.map((entry) => entry.path), (route) => anchors.get(route));
    }
  }
  for (const entry of pages) {
    const words = readerWords?.get(entry.path);
    if (words) entry.readerWords = words;
    for (const [key, phrases] of readerWords ?? []) {
      if (!key.startsWith(`${entry.path}#`)) continue;
      (entry.sectionWords ??= new Map()).set(key.slice(entry.path.length + 1), phrases);
    }
  }

  let styleGuide: string[][] | undefined;
  try {
    if (options.styleGuide) styleGuide = styleGuideSynonyms(await fs.readFile(options.styleGuide, 'utf8'));
  } catch {
    // No style guide for this locale.
  }
  const shards = buildShards(pages, {
    siteUrl: options.siteUrl,
    siteTitle: options.siteTitle,
    defaultLanguage: options.language,
    chunkChars: options.chunkChars,
    styleGuide,
  });
  for (const tag of options.expectedTags) {
    if (!shards.some(({shard}) => shard.language === options.language && shard.tag === tag)) {
      shards.push(buildShard(options.language, tag, [], {...options, synonyms: shards.find(({shard}) => shard.language === options.language)?.shard.synonyms}));
    }
  }

  const manifest: SearchManifest = {format: shardFormat, shards: []};
  for (const built of shards) {
    const {shard} = built;
    const file = shardPath(shard.language, shard.tag);
    const files = shardFiles(built);
    // A rebuild into the same folder must not leave chunks of the previous index behind.
    await fs.rm(path.join(options.outDir, ...file.replace(/\.json$/, '').split('/').map(decodeURIComponent)), {recursive: true, force: true});
    let chunkGzipBytes = 0;
    for (const [relative, body] of files) {
      const target = path.join(options.outDir, ...relative.split('/').map(decodeURIComponent));
      await fs.mkdir(path.dirname(target), {recursive: true});
      await fs.writeFile(target, body);
      if (relative !== file) chunkGzipBytes += gzipSize(body);
    }
    const body = files.get(file)!;
    manifest.shards.push({
      language: shard.language,
      tag: shard.tag,
      file,
      records: shard.records.length,
      bytes: Buffer.byteLength(body),
      gzipBytes: gzipSize(body),
      chunks: built.chunks.length,
      chunkGzipBytes,
    });
  }
  await fs.writeFile(path.join(options.outDir, manifestPath), JSON.stringify(manifest));
  return manifest;
}
