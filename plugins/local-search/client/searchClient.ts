/**
 * An Algolia-compatible search client backed by the static index the build writes (`search-index/`).
 * DocSearch's modal and the search page talk to it as they would talk to Algolia's `liteClient`, and it
 * answers from shards fetched from the site itself: no account, no request to another host.
 */
import type {SearchResult} from 'minisearch';
import {bucketWords, compileQuery, PartialIndex, pageRecordBoost, planQuery, planTerms, searchOptions, type QuerySlot} from './engine';
import {highlight, snippet, type HighlightTags, type QueryMatch} from './highlight';
import {escapeHtml} from './text';
import {chunkPath, manifestPath, shardFormat, shardPath, type SearchManifest, type SearchShard, type ShardChunk} from './types';

/** One search request, in Algolia's parameter names (the ones this client understands). */
export type SearchRequest = {
  indexName?: string;
  query?: string;
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
  page?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  type?: string;
  [parameter: string]: unknown;
};

/** Algolia's facetFilters: every element must match; an element that is an array matches if one of its filters does. */
export type FacetFilters = string | readonly (string | readonly string[])[];

/** The legacy shape (`search([{indexName, params}])`), `params` being an object or a URL-encoded string. */
export type LegacySearchRequest = {indexName?: string; query?: string; params?: string | Record<string, unknown>; [key: string]: unknown};

export type HighlightValue = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};
export type SnippetValue = {value: string; matchLevel: 'none' | 'partial' | 'full'};
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<HierarchyLevel, string | null>;

/** A hit as DocSearch reads it. Every string a browser may render (hierarchy, content, highlights) is HTML-escaped. */
export type LocalSearchHit = {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3' | 'content';
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
  _highlightResult: {hierarchy: Partial<Record<HierarchyLevel, HighlightValue>>; hierarchy_camel: Partial<Record<HierarchyLevel, HighlightValue>>[]; content?: HighlightValue};
  _snippetResult: {hierarchy?: Partial<Record<HierarchyLevel, SnippetValue>>; content?: SnippetValue};
};

export type LocalSearchResult = {
  hits: LocalSearchHit[];
  nbHits: number;
  nbPages: number;
  page: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  processingTimeMS: number;
  exhaustiveNbHits: true;
};

export type LocalSearchClient = {
  appId: string;
  search(request: {requests: SearchRequest[]} | LegacySearchRequest[]): Promise<{results: LocalSearchResult[]}>;
  /** DocSearch tags its requests with its name; there is nobody to tell here. */
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): unknown}};
  /** Clears the shards kept in memory (the next search fetches them again). */
  clearCache(): void;
};

export type LocalSearchClientOptions = {
  /** The site's base URL for this locale (`/pt-br/`): the shards are at `<baseUrl>search-index/...`. */
  baseUrl: string;
  /** Defaults to the global fetch. */
  fetch?: (url: string) => Promise<{ok: boolean; status: number; json(): Promise<unknown>}>;
};

/**
 * The error this client rejects with when a shard cannot be fetched. DocSearch shows its error screen
 * ("Unable to fetch results") only for errors named `RetryError`, the name Algolia's client gives to a
 * request no host answered; any other error leaves the modal on its previous screen.
 */
export class SearchIndexUnavailableError extends Error {
  override name = 'RetryError';
  constructor(
    message: string,
    readonly url: string,
  ) {
    super(message);
  }
}

type LoadedShard = {shard: SearchShard; index: PartialIndex};

type Filter = {attribute: string; value: string; negated: boolean};

function parseFilter(filter: string): Filter {
  const colon = filter.indexOf(':');
  const attribute = colon === -1 ? filter : filter.slice(0, colon);
  let value = colon === -1 ? '' : filter.slice(colon + 1);
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  return {attribute: attribute.trim().replace(/^"|"$/g, ''), value: value.trim().replace(/^"|"$/g, ''), negated};
}

/** facetFilters as a conjunction of disjunctions. */
export function normalizeFacetFilters(facetFilters: FacetFilters | undefined): Filter[][] {
  if (facetFilters === undefined || facetFilters === null) return [];
  let filters: unknown = facetFilters;
  if (typeof filters === 'string') {
    try {
      filters = filters.trim().startsWith('[') ? JSON.parse(filters) : [filters];
    } catch {
      filters = [filters];
    }
  }
  if (!Array.isArray(filters)) return [];
  return filters.map((element) => (Array.isArray(element) ? element : [element]).map((filter) => parseFilter(String(filter))));
}

function matchesFilters(attributes: Record<string, string>, filters: Filter[][]): boolean {
  return filters.every((group) =>
    group.some((filter) => (attributes[filter.attribute] === filter.value) !== filter.negated),
  );
}

/** The values an attribute can take under the filters, or null when the filters do not pin it down. */
function pinnedValues(attribute: string, filters: Filter[][]): Set<string> | null {
  let values: Set<string> | null = null;
  for (const group of filters) {
    if (group.length === 0 || !group.every((filter) => filter.attribute === attribute && !filter.negated)) continue;
    const groupValues = new Set<string>(group.map((filter) => filter.value));
    if (values) for (const value of [...values]) if (!groupValues.has(value)) values.delete(value);
    if (!values) values = groupValues;
  }
  return values;
}

/** Merges a request's `params` (object or URL-encoded string, as older clients send them) into the request. */
export function normalizeRequest(request: LegacySearchRequest | SearchRequest): SearchRequest {
  const {params, ...rest} = request as LegacySearchRequest;
  let parsed: Record<string, unknown> = {};
  if (typeof params === 'string') {
    for (const [key, raw] of new URLSearchParams(params)) {
      let value: unknown = raw;
      if (/^[[{]/.test(raw)) {
        try {
          value = JSON.parse(raw);
        } catch {
          value = raw;
        }
      } else if (/^\d+$/.test(raw) && ['hitsPerPage', 'page'].includes(key)) {
        value = Number(raw);
      }
      parsed[key] = value;
    }
  } else if (params && typeof params === 'object') {
    parsed = params;
  }
  return {...rest, ...parsed} as SearchRequest;
}

/** Which index terms the record matched, and which of them each typed word (or glossary phrase) accounts for. */
function queryMatch(slots: QuerySlot[], result: SearchResult, language: string): QueryMatch {
  const terms = new Set(result.terms);
  const words = slots.map((slot) => {
    const own = new Set([...slot.terms.keys(), ...slot.phrases.flat()]);
    return {word: slot.words.join(' '), terms: new Set(result.terms.filter((term) => own.has(term)))};
  });
  return {terms, words, language};
}

function parseSnippetAttributes(attributes: string[] | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const attribute of attributes ?? []) {
    const [name, words] = attribute.split(':');
    map.set(name!, Number(words) > 0 ? Number(words) : 10);
  }
  return map;
}

const levels: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function toHit(loaded: LoadedShard, result: SearchResult, request: SearchRequest, slots: QuerySlot[]): LocalSearchHit {
  const {shard} = loaded;
  const id = result.id as number;
  const [pageIndex, level, anchor, heading, parent, text] = shard.records[id]!;
  const page = shard.pages[pageIndex]!;
  const tags: HighlightTags = {pre: request.highlightPreTag ?? '<mark>', post: request.highlightPostTag ?? '</mark>'};
  const ellipsis = request.snippetEllipsisText ?? '…';
  const match = queryMatch(slots, result, shard.language);

  const raw: Hierarchy = {
    lvl0: page.category,
    lvl1: page.title,
    lvl2: level === 2 ? heading : level === 3 ? parent : null,
    lvl3: level === 3 ? heading : null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const content = text || null;
  const fields = new Set(Object.values(result.match).flat());
  const levelType = `lvl${level}` as const;
  const type = fields.has('title') ? levelType : fields.has('content') ? 'content' : levelType;

  const hierarchy = {} as Hierarchy;
  const highlightedHierarchy: Partial<Record<HierarchyLevel, HighlightValue>> = {};
  const snippetAttributes = parseSnippetAttributes(request.attributesToSnippet);
  const snippetHierarchy: Partial<Record<HierarchyLevel, SnippetValue>> = {};
  for (const lvl of levels) {
    const value = raw[lvl];
    hierarchy[lvl] = value === null ? null : escapeHtml(value);
    if (value === null) continue;
    highlightedHierarchy[lvl] = highlight(value, match, tags);
    const words = snippetAttributes.get(`hierarchy.${lvl}`);
    if (words) snippetHierarchy[lvl] = snippet(value, match, tags, words, ellipsis);
  }
  const snippetResult: LocalSearchHit['_snippetResult'] = {};
  if (Object.keys(snippetHierarchy).length > 0) snippetResult.hierarchy = snippetHierarchy;
  const contentWords = snippetAttributes.get('content');
  if (content !== null && contentWords) snippetResult.content = snippet(content, match, tags, contentWords, ellipsis);

  const urlWithoutAnchor = `${shard.siteUrl}${page.path}`;
  return {
    objectID: `${shard.language}/${shard.tag}/${id}`,
    url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
    url_without_anchor: urlWithoutAnchor,
    anchor,
    type,
    hierarchy,
    content: content === null ? null : escapeHtml(content),
    language: shard.language,
    docusaurus_tag: shard.tag,
    _highlightResult: {
      hierarchy: highlightedHierarchy,
      hierarchy_camel: [highlightedHierarchy],
      ...(content !== null ? {content: highlight(content, match, tags)} : {}),
    },
    _snippetResult: snippetResult,
  };
}

type Ranked = {loaded: LoadedShard; result: SearchResult; slots: QuerySlot[]; order: number};

/** Records of a page per result list at most: one page does not fill the list when others answer too. */
export const recordsPerPage = 5;

/** The slots (typed words or glossary phrases) a record matched, from the index terms it matched. */
function slotsMatched(slots: QuerySlot[], terms: readonly string[]): boolean[] {
  if (terms.length === 0) return slots.map(() => false);
  const matched = new Set(terms);
  return slots.map(
    (slot) => terms.some((term) => slot.terms.has(term)) || slot.phrases.some((phrase) => phrase.every((term) => matched.has(term))),
  );
}

/**
 * A page lacking one word of the query, against the pages holding the most: its score counts this much. A
 * reader's word the page does not use (`tipagem` for a page that says `tipos`, `automática` for one that says
 * `reconnection`) no longer hides the page named after the rest of the query, which still has to score twice
 * as well as a page holding every word to come first.
 */
export const missingWordWeight = 0.5;

/**
 * Results grouped under their page, as DocSearch shows them. A page answers when its records together hold
 * every word of the query (a page that says "enviar" in one section and "todos os clientes" in the next
 * answers "enviar para todos os clientes"), or all of them but one at half its score (`missingWordWeight`);
 * when no page holds them all, the pages holding the most do (rather than no result). Pages come in the order
 * of their best record's score (plus a share of the next two), lifted when their title holds the query's
 * words; each page's records in the order of their scores.
 */
function rankPages(ranked: Ranked[]): Ranked[] {
  ranked.sort((a, b) => b.result.score - a.result.score || a.order - b.order);
  type PageGroup = {records: Ranked[]; covered: boolean[]; titleCovered: boolean[]; required: boolean[]; score: number};
  const pages = new Map<string, PageGroup>();
  for (const entry of ranked) {
    const {shard} = entry.loaded;
    const record = shard.records[entry.result.id as number]!;
    const key = `${shard.language}/${shard.tag}/${record[0]}`;
    const matched = slotsMatched(entry.slots, entry.result.terms);
    let group = pages.get(key);
    if (!group) {
      group = {records: [], covered: matched.map(() => false), titleCovered: matched.map(() => false), required: entry.slots.map((slot) => !slot.optional), score: 0};
      pages.set(key, group);
    }
    matched.forEach((hit, i) => (group!.covered[i] ||= hit));
    if (record[1] === 1) {
      // A page record's title is the page title, its parents the words of its URL: the words it matched there.
      const inTitle = Object.entries(entry.result.match).filter(([, fields]) => fields.includes('title') || fields.includes('parents')).map(([term]) => term);
      slotsMatched(entry.slots, inTitle).forEach((hit, i) => (group!.titleCovered[i] ||= hit));
    }
    if (group.records.length < 3) group.score += entry.result.score * (group.records.length === 0 ? 1 : 0.25);
    if (group.records.length < recordsPerPage) group.records.push(entry);
  }
  // Optional slots (a CJK bigram spanning two words) are not counted.
  const count = (group: PageGroup, flags: boolean[]) => flags.filter((flag, i) => flag && group.required[i]).length;
  const groups = [...pages.values()];
  const best = Math.max(0, ...groups.map((group) => count(group, group.covered)));
  return groups
    .filter((group) => count(group, group.covered) >= Math.max(1, best - 1))
    .map((group) => ({
      group,
      score:
        group.score *
        (count(group, group.covered) < best ? missingWordWeight : 1) *
        (1 + (2 * count(group, group.titleCovered)) / Math.max(1, count(group, group.required))),
    }))
    .sort((a, b) => b.score - a.score || a.group.records[0]!.order - b.group.records[0]!.order)
    .flatMap(({group}) => group.records);
}

/**
 * The docs of an older version (3.x, 2.x) come after the current ones, unless the filters ask for that
 * version by name (a reader on a 3.x page searches the 3.x docs).
 */
function versionWeight(tag: string, pinnedTags: Set<string> | null): number {
  if (!tag.startsWith('docs-') || tag.endsWith('-current') || pinnedTags?.has(tag)) return 1;
  return 0.6;
}

function defaultFetch(url: string) {
  return fetch(url, {credentials: 'same-origin'});
}

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const fetchJson = options.fetch ?? defaultFetch;
  const cache = new Map<string, Promise<unknown>>();

  function load<T>(file: string, parse: (json: unknown) => T): Promise<T> {
    const url = base + file;
    let pending = cache.get(url) as Promise<T> | undefined;
    if (!pending) {
      pending = (async () => {
        let response;
        try {
          response = await fetchJson(url);
        } catch (error) {
          throw new SearchIndexUnavailableError(`The search index ${url} could not be fetched: ${String(error)}`, url);
        }
        if (!response.ok) throw new SearchIndexUnavailableError(`The search index ${url} answered ${response.status}`, url);
        let json: unknown;
        try {
          json = await response.json();
        } catch (error) {
          throw new SearchIndexUnavailableError(`The search index ${url} is not valid JSON: ${String(error)}`, url);
        }
        return parse(json);
      })();
      cache.set(url, pending);
      // A failed fetch is not remembered: the next search tries again.
      pending.catch(() => cache.delete(url));
    }
    return pending;
  }

  const loadShard = (language: string, tag: string) =>
    load(shardPath(language, tag), (json): LoadedShard => {
      const shard = json as SearchShard;
      if (!shard || shard.format !== shardFormat) {
        throw new SearchIndexUnavailableError(`The search index for ${language}/${tag} has an unknown format`, base + shardPath(language, tag));
      }
      return {shard, index: new PartialIndex(shard.index, shard.language)};
    });

  /** Fetches the chunks of the shard that hold these terms and are not loaded yet. */
  async function loadChunks(loaded: LoadedShard, terms: Iterable<string>) {
    await loadChunkFiles(loaded, loaded.index.missingChunks(terms));
  }

  async function loadChunkFiles(loaded: LoadedShard, chunks: number[]) {
    const {shard, index} = loaded;
    await Promise.all(
      chunks.map(async (chunk) => {
        const file = await load(chunkPath(shard.language, shard.tag, chunk), (json) => {
          const body = json as ShardChunk;
          if (!body || body.format !== shardFormat) {
            throw new SearchIndexUnavailableError(`The search index chunk ${chunk} of ${shard.language}/${shard.tag} has an unknown format`, base + chunkPath(shard.language, shard.tag, chunk));
          }
          return body;
        });
        index.addChunk(chunk, file.postings, file.terms);
      }),
    );
  }

  /** Fetches the buckets of the CJK characters of these words (the vocabulary the query is planned with). */
  async function loadBuckets(loaded: LoadedShard, words: Iterable<string>) {
    const {index} = loaded;
    const missing = index.missingBuckets(words);
    if (missing.length > 0) await loadChunkFiles(loaded, missing);
  }

  /** The shards that can hold records matching the filters: from the filters alone when they name a language and tags. */
  async function shardsFor(filters: Filter[][]): Promise<LoadedShard[]> {
    const languages = pinnedValues('language', filters);
    const tags = pinnedValues('docusaurus_tag', filters);
    let pairs: [string, string][];
    if (languages && tags) {
      pairs = [...languages].flatMap((language) => [...tags].map((tag): [string, string] => [language, tag]));
    } else {
      const manifest = await load(manifestPath, (json) => json as SearchManifest);
      pairs = manifest.shards
        .filter((entry) => matchesFilters({language: entry.language, docusaurus_tag: entry.tag}, filters.filter((group) => group.every((f) => f.attribute === 'language' || f.attribute === 'docusaurus_tag'))))
        .map((entry): [string, string] => [entry.language, entry.tag]);
    }
    return Promise.all(pairs.map(([language, tag]) => loadShard(language, tag)));
  }

  async function searchOne(request: SearchRequest): Promise<LocalSearchResult> {
    const started = Date.now();
    const query = typeof request.query === 'string' ? request.query : '';
    const hitsPerPage = Math.max(0, Math.min(1000, Number(request.hitsPerPage ?? 20) || 0));
    const page = Math.max(0, Number(request.page ?? 0) || 0);
    const filters = normalizeFacetFilters(request.facetFilters);
    let ranked: Ranked[] = [];
    if (request.type !== 'facet' && query.trim()) {
      const shards = (await shardsFor(filters)).filter((loaded) =>
        matchesFilters({language: loaded.shard.language, docusaurus_tag: loaded.shard.tag}, filters),
      );
      await Promise.all(shards.map((loaded) => loadBuckets(loaded, bucketWords(query, loaded.shard.synonyms))));
      const plans = shards.map((loaded) => planQuery(query, loaded.index, loaded.shard.synonyms));
      await Promise.all(shards.map((loaded, i) => loadChunks(loaded, planTerms(plans[i]!))));
      const pinnedTags = pinnedValues('docusaurus_tag', filters);
      ranked = shards.flatMap((loaded, shardOrder) => {
        // Any word may match a record: a page must have every word somewhere (see rankPages).
        const compiled = compileQuery(plans[shardOrder]!, 'OR');
        if (!compiled) return [];
        const {shard} = loaded;
        const shardWeight = versionWeight(shard.tag, pinnedTags);
        const boost = (id: number) => {
          const record = shard.records[id];
          if (!record) return 0;
          return shardWeight * (shard.pages[record[0]]?.weight ?? 1) * (record[1] === 1 ? pageRecordBoost : 1);
        };
        return loaded.index
          .engine()
          .search(compiled, searchOptions(plans[shardOrder]!, boost))
          .map((result): Ranked => ({loaded, result, slots: plans[shardOrder]!, order: shardOrder * 1e6 + (result.id as number)}));
      });
      ranked = rankPages(ranked);
    }
    const nbHits = ranked.length;
    const hits = hitsPerPage === 0 ? [] : ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({loaded, result, slots}) => toHit(loaded, result, request, slots));
    return {
      hits,
      nbHits,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
      page,
      hitsPerPage,
      query,
      params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
      index: request.indexName ?? 'local',
      processingTimeMS: Date.now() - started,
      exhaustiveNbHits: true,
    };
  }

  const agent = {
    value: 'local-search',
    add() {
      return agent;
    },
  };

  return {
    appId: 'local',
    async search(request) {
      const requests = Array.isArray(request) ? request : request.requests;
      const results = await Promise.all(requests.map((one) => searchOne(normalizeRequest(one))));
      return {results};
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent: agent},
    clearCache() {
      cache.clear();
    },
  };
}
