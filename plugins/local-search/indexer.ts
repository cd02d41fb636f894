import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import {buildIndex, compactIndex, indexedDocument} from './client/engine';
import {manifestPath, shardFormat, shardPath, type SearchManifest, type SearchShard, type ShardRecord} from './client/types';
import {extractPage, type ExtractedPage} from './extract';

/** Characters of a section's text kept for the snippet (the index itself covers more, see buildShard). */
export const storedTextLength = 140;

/** Caps tried, in order, on the text indexed per section when a shard is over its byte budget. */
export const indexedTextCaps = [Infinity, 2000, 1200, 800, 500, 300, 200, 140];

export type IndexedPage = {path: string; page: ExtractedPage};

/** Cuts a text at a word boundary near `length` characters. */
export function truncate(text: string, length = storedTextLength): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return space > length * 0.6 ? cut.slice(0, space) : cut;
}

/**
 * Groups the pages by (language, docusaurus_tag) and builds each group's shard: the pages, one record per
 * page and per `##` / `###` section, and the precomputed MiniSearch index of the records.
 */
export function buildShards(
  pages: IndexedPage[],
  options: {siteUrl: string; siteTitle: string; defaultLanguage: string; budgets?: Record<string, number>},
): SearchShard[] {
  const groups = new Map<string, {language: string; tag: string; pages: IndexedPage[]}>();
  for (const entry of pages) {
    const language = entry.page.language ?? options.defaultLanguage;
    const tag = entry.page.tag ?? 'default';
    const key = `${language}\u0000${tag}`;
    if (!groups.has(key)) groups.set(key, {language, tag, pages: []});
    groups.get(key)!.pages.push(entry);
  }
  return [...groups.values()]
    .sort((a, b) => a.language.localeCompare(b.language) || a.tag.localeCompare(b.tag))
    .map((group) =>
      buildShard(group.language, group.tag, group.pages, {
        ...options,
        maxBytes: options.budgets?.[group.tag] ?? options.budgets?.['*'],
      }),
    );
}

export type ShardOptions = {
  siteUrl: string;
  siteTitle: string;
  /** Gzipped size the shard should stay under; the text indexed per section is capped until it does. */
  maxBytes?: number;
};

export function gzipSize(body: string): number {
  return zlib.gzipSync(body).length;
}

/**
 * One shard: its pages, one record per page and per `##` / `###` section (text cut to `storedTextLength`
 * for the snippet), and the precomputed MiniSearch index of the records over their whole text, or over
 * the first characters of each section's text when the whole text would exceed `maxBytes`.
 */
export function buildShard(language: string, tag: string, pages: IndexedPage[], options: ShardOptions): SearchShard {
  const sorted = [...pages].sort((a, b) => a.path.localeCompare(b.path));
  const records: ShardRecord[] = [];
  const fullTexts: string[] = [];
  const titles: string[] = [];
  const shardPages = sorted.map(({path: pagePath, page}, pageIndex) => {
    for (const section of page.sections) {
      // A heading with neither text nor words of its own adds nothing to find.
      if (!section.heading && !section.text) continue;
      records.push([pageIndex, section.level, section.anchor, section.heading, section.parent, truncate(section.text)]);
      fullTexts.push(section.text);
      titles.push(page.title);
    }
    return {path: pagePath, category: page.category ?? options.siteTitle, title: page.title};
  });
  let shard: SearchShard | null = null;
  for (const cap of indexedTextCaps) {
    const documents = records.map((record, id) =>
      indexedDocument(id, [...record.slice(0, 5), truncate(fullTexts[id]!, cap)] as ShardRecord, titles[id]!),
    );
    shard = {
      format: shardFormat,
      language,
      tag,
      siteUrl: options.siteUrl.replace(/\/$/, ''),
      indexedTextLength: Number.isFinite(cap) ? cap : null,
      pages: shardPages,
      records,
      index: compactIndex(buildIndex(documents)),
    };
    if (!options.maxBytes || gzipSize(JSON.stringify(shard)) <= options.maxBytes) break;
  }
  return shard!;
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
  /** Gzipped byte budget of a shard, by tag (`*` for the others). */
  shardBudgets?: Record<string, number>;
};

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

  const shards = buildShards(pages, {
    siteUrl: options.siteUrl,
    siteTitle: options.siteTitle,
    defaultLanguage: options.language,
    budgets: options.shardBudgets,
  });
  for (const tag of options.expectedTags) {
    if (!shards.some((shard) => shard.language === options.language && shard.tag === tag)) {
      shards.push(buildShard(options.language, tag, [], options));
    }
  }

  const manifest: SearchManifest = {format: shardFormat, shards: []};
  for (const shard of shards) {
    const file = shardPath(shard.language, shard.tag);
    const body = JSON.stringify(shard);
    const target = path.join(options.outDir, ...file.split('/').map(decodeURIComponent));
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.writeFile(target, body);
    manifest.shards.push({
      language: shard.language,
      tag: shard.tag,
      file,
      records: shard.records.length,
      bytes: Buffer.byteLength(body),
      gzipBytes: gzipSize(body),
      indexedTextLength: shard.indexedTextLength,
    });
  }
  await fs.writeFile(path.join(options.outDir, manifestPath), JSON.stringify(manifest));
  return manifest;
}
