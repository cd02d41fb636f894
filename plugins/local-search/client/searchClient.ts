/**
 * An Algolia-compatible search client backed by the static index the build writes (`search-index/`).
 * DocSearch's modal and the search page talk to it as they would talk to Algolia's `liteClient`, and it
 * answers from shards fetched from the site itself: no account, no request to another host.
 */
import type {SearchResult} from 'minisearch';
import {bucketWords, compileQuery, markRarity, withoutCommonDotted, PartialIndex, planQuery, planTerms, searchOptions, type QuerySlot} from './engine';
import {layoutPages, type PageLines} from './layout';
import {defaultRankingWeights, rankPages, type PageGroup, type Ranked, type RankingWeights} from './ranking';
import {highlight, snippet, type HighlightTags, type QueryMatch} from './highlight';
import {escapeHtml, isDottedName} from './text';
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
  /** Other ranking weights than the defaults (the benchmark's tuning script tries them). */
  ranking?: Partial<RankingWeights>;
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
  // A typed dotted name is matched through its words, which are highlighted; its own slot is not a word to report.
  const words = slots.filter((slot) => !(slot.optional && slot.words.some(isDottedName))).map((slot) => {
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

/**
 * A hit as DocSearch reads it. A page's head (`head`) is always of type `lvl1`: DocSearch shows the hits of a
 * page that follow a `lvl1` hit of the same `hierarchy.lvl1` as its children (the page, then its sections).
 */
function toHit(loaded: LoadedShard, result: SearchResult, request: SearchRequest, slots: QuerySlot[], head = false): LocalSearchHit {
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
    // A `####` section shows under the heading above it (its parent), as a `###` shows under its `##`.
    lvl2: level === 2 ? heading : level >= 3 ? parent : null,
    lvl3: level >= 3 ? heading : null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  // A page head that did not match by itself (only its sections did) shows its title alone.
  const content = (head && result.score === 0) || !text ? null : text;
  const fields = new Set(Object.values(result.match).flat());
  const levelType = `lvl${Math.min(level, 3) as 1 | 2 | 3}` as const;
  const type = head ? 'lvl1' : fields.has('title') ? levelType : fields.has('content') ? 'content' : levelType;

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

/** One line of the results: a page's head, or one of its sections. */
type Entry = {loaded: LoadedShard; result: SearchResult; slots: QuerySlot[]; head: boolean};

/**
 * A page's lines: its head (its page record's result, or, when only its sections matched, its page record
 * with the query's terms to highlight in its title), and its best sections.
 */
function pageLines(group: PageGroup<LoadedShard>): PageLines<Entry> {
  const {loaded, slots} = group;
  const headResult: SearchResult = group.head?.result ?? {
    id: group.pageRecord,
    score: 0,
    terms: [...new Set(slots.flatMap((slot) => [...slot.terms.keys(), ...slot.phrases.flat()]))],
    queryTerms: [],
    match: {},
  };
  return {
    head: {loaded, result: headResult, slots, head: true},
    sections: group.sections.map((section): Entry => ({loaded, result: section.result, slots, head: false})),
  };
}

export function createLocalSearchClient(options: LocalSearchClientOptions): LocalSearchClient {
  const weights: RankingWeights = {...defaultRankingWeights, ...options.ranking};
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
    let entries: Entry[] = [];
    if (request.type !== 'facet' && query.trim()) {
      const shards = (await shardsFor(filters)).filter((loaded) =>
        matchesFilters({language: loaded.shard.language, docusaurus_tag: loaded.shard.tag}, filters),
      );
      await Promise.all(shards.map((loaded) => loadBuckets(loaded, bucketWords(query, loaded.shard.synonyms))));
      const plans = shards.map((loaded) => planQuery(query, loaded.index, loaded.shard.synonyms));
      await Promise.all(shards.map((loaded, i) => loadChunks(loaded, planTerms(plans[i]!))));
      shards.forEach((loaded, i) => {
        markRarity(plans[i]!, loaded.index);
        plans[i] = withoutCommonDotted(plans[i]!);
      });
      const pinnedTags = pinnedValues('docusaurus_tag', filters);
      const ranked = shards.flatMap((loaded, shardOrder) => {
        // Any word may match a record: a page must have every word somewhere (see rankPages).
        const compiled = compileQuery(plans[shardOrder]!, 'OR');
        if (!compiled) return [];
        const {shard} = loaded;
        const shardWeight = versionWeight(shard.tag, pinnedTags);
        const boost = (id: number) => {
          const record = shard.records[id];
          if (!record) return 0;
          return shardWeight * (shard.pages[record[0]]?.weight ?? 1) * (record[1] === 1 ? weights.pageRecordBoost : 1);
        };
        return loaded.index
          .engine()
          .search(compiled, searchOptions(plans[shardOrder]!, boost, weights.headingBoost, weights.lengthNormalization))
          .map((result): Ranked<LoadedShard> => ({loaded, result, slots: plans[shardOrder]!, order: shardOrder * 1e6 + (result.id as number)}));
      });
      entries = layoutPages(rankPages(ranked, weights).map(pageLines), hitsPerPage || 20);
    }
    const nbHits = entries.length;
    const hits =
      hitsPerPage === 0
        ? []
        : entries.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({loaded, result, slots, head}) => toHit(loaded, result, request, slots, head));
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
