import type {CompactIndex} from './engine';

/** The files the index builder writes and the search client reads. */

/** `<outDir>/search-index/<language>/<tag>.json`: the records of one language and one docusaurus_tag. */
export type SearchShard = {
  /** Format version: a client refuses a shard of another format. */
  format: typeof shardFormat;
  language: string;
  tag: string;
  /** The site URL the paths are relative to (`https://socket.io`): hit URLs are absolute. */
  siteUrl: string;
  /** Characters of each section's text the index covers; null for the whole text. */
  indexedTextLength: number | null;
  pages: ShardPage[];
  /** [page index, level, anchor, heading, parent heading, text]. */
  records: ShardRecord[];
  /** The MiniSearch index of the records (client/engine.ts: compactIndex). */
  index: CompactIndex;
};

export const shardFormat = 1;

export type ShardPage = {
  /** Path from the site root, with the base URL: `/pt-br/docs/v4/rooms/`. */
  path: string;
  /** Category (hierarchy.lvl0): the sidebar category, "Blog", or the site title. */
  category: string;
  title: string;
};

/** 1 = the page itself (its title and introduction), 2 = a `##` section, 3 = a `###` section. */
export type RecordLevel = 1 | 2 | 3;

export type ShardRecord = [page: number, level: RecordLevel, anchor: string | null, heading: string, parent: string | null, text: string];

/** `<outDir>/search-index/manifest.json`: every shard of this locale's build. */
export type SearchManifest = {
  format: typeof shardFormat;
  shards: {
    language: string;
    tag: string;
    file: string;
    records: number;
    bytes: number;
    gzipBytes: number;
    indexedTextLength: number | null;
  }[];
};

/** The document MiniSearch indexes for a record (the id is the record's position in the shard). */
export type IndexedDocument = {id: number; title: string; parents: string; content: string};

/** Where the shard of a language and tag lives, relative to the base URL. */
export function shardPath(language: string, tag: string): string {
  return `search-index/${encodeURIComponent(language)}/${encodeURIComponent(tag)}.json`;
}

export const manifestPath = 'search-index/manifest.json';
