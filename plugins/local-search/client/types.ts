/** The files the index builder writes and the search client reads. */

/** `<outDir>/search-index/<language>/<tag>.json`: the records of one language and one docusaurus_tag. */
export type SearchShard = {
  /** Format version: a client refuses a shard of another format. */
  format: typeof shardFormat;
  language: string;
  tag: string;
  /** The site URL the paths are relative to (`https://socket.io`): hit URLs are absolute. */
  siteUrl: string;
  pages: ShardPage[];
  /** [page index, level, anchor, heading, parent heading, the first characters of the text for the snippet]. */
  records: ShardRecord[];
  /** Phrases that mean the same (`["sala", "room"]`), from the locale's glossary and synonyms.ts. */
  synonyms: string[][];
  /** The vocabulary and document lengths of the index; the postings are in chunk files (client/engine.ts: splitIndex). */
  index: ShardIndex;
};

export const shardFormat = 2;

/** The part of the index a shard carries. */
export type ShardIndex = {
  documentCount: number;
  fields: string[];
  /** Field lengths, document after document (`fields.length` numbers each). */
  lengths: number[];
  averages: number[];
  /** Every term of the index, sorted, separated by spaces. */
  terms: string;
  /** Position in `terms` of the first term of each chunk file. */
  chunkStarts: number[];
  /**
   * CJK terms (bigrams) are not in `terms`: there are tens of thousands of them; nor are dotted names (`io.use`),
   * which only a query typing one needs. They are filed in this many bucket files by their first character
   * (bucket = its code point modulo `buckets`), each holding its terms and their postings; bucket n is the chunk
   * file numbered `chunkStarts.length + n`.
   */
  buckets?: number;
};

/** `<language>/<tag>/<n>.json`: the postings of the terms of chunk n, in the order of the vocabulary. */
export type ShardChunk = {format: typeof shardFormat; postings: number[][]; /** A bucket's terms, space-separated. */ terms?: string};

export type ShardPage = {
  /** Path from the site root, with the base URL: `/pt-br/docs/v4/rooms/`. */
  path: string;
  /** Category (hierarchy.lvl0): the sidebar category, "Blog", or the site title. */
  category: string;
  title: string;
  /** The page's label in the docs sidebar, when it is not its title (`Problemas de conexão`). */
  label?: string;
  /** Ranking weight of the page when it is not 1: blog posts and the glossary come after the guides. */
  weight?: number;
};

/** 1 = the page itself (its title and introduction), 2 = a `##` section, 3 = a `###` section, 4 = a `####` one. */
export type RecordLevel = 1 | 2 | 3 | 4;

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
    /** Chunk files of the shard and their gzipped bytes together. */
    chunks: number;
    chunkGzipBytes: number;
  }[];
};

/** The document MiniSearch indexes for a record (the id is the record's position in the shard). */
export type IndexedDocument = {id: number; title: string; parents: string; content: string; readers?: string};

/** Where the shard of a language and tag lives, relative to the base URL. */
export function shardPath(language: string, tag: string): string {
  return `search-index/${encodeURIComponent(language)}/${encodeURIComponent(tag)}.json`;
}

/** Where chunk n of a shard lives, relative to the base URL. */
export function chunkPath(language: string, tag: string, chunk: number): string {
  return `search-index/${encodeURIComponent(language)}/${encodeURIComponent(tag)}/${chunk}.json`;
}

export const manifestPath = 'search-index/manifest.json';
