import MiniSearch, {type Options, type Query, type SearchOptions} from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type {IndexedDocument, ShardIndex, ShardRecord} from './types';
import {dottedSpans, foldCase, indexTerms, indexTokens, isCjkTerm, isDottedName, processQueryTerm, processTerm, stopWords, tokenize} from './text';

/** The MiniSearch options the builder indexes a language with. */
export function indexOptions(language: string): Options<IndexedDocument> {
  return {
    idField: 'id',
    fields: ['title', 'parents', 'content', 'readers'],
    storeFields: [],
    tokenize: (text) => indexTokens(text),
    processTerm: (term) => indexTerms(term, language),
  };
}

/**
 * The document indexed for a record: its own heading, the headings above it, its whole text, and its reader words
 * (i18n/<locale>/search-keywords.json: what readers type for a page, or for one section of it, that it does not
 * write), a field of their own, so that they neither lengthen the title (BM25) nor count as a heading the query names.
 */
export function indexedDocument(id: number, record: ShardRecord, pageTitle: string, text: string, names = '', readerWords: string[] = []): IndexedDocument {
  const [, level, , heading, parent] = record;
  // A page record's "parents" are the page's other names: the words of its URL (English names of a translated
  // page: `emit-cheatsheet`, `use-with-nextjs`) and its sidebar label.
  const parents = level === 1 ? names : [pageTitle, level >= 3 ? parent : null].filter(Boolean).join(' ');
  return {id, title: heading, parents, content: text, readers: readerWords.join(' ')};
}

/**
 * The index of a shard's records. A record's field lengths (for BM25) are its counts of distinct words, as
 * MiniSearch counts tokens, without its dotted names: a dotted name is indexed as well as its words
 * ({@link indexTokens}), and would otherwise lengthen the records that write `socket.io` and lower their
 * scores for every other query.
 */
export function buildIndex(documents: IndexedDocument[], language: string): MiniSearch<IndexedDocument> {
  const options = indexOptions(language);
  const index = new MiniSearch<IndexedDocument>(options);
  index.addAll(documents);
  const js = index.toJSON();
  const fields = Object.entries(js.fieldIds);
  const totals = new Array<number>(fields.length).fill(0);
  const byId = new Map(documents.map((document) => [document.id, document]));
  for (const [shortId, id] of Object.entries(js.documentIds)) {
    const document = byId.get(id as number)!;
    const lengths: number[] = [];
    for (const [field, fieldId] of fields) {
      lengths[fieldId] = new Set(tokenize((document[field as keyof IndexedDocument] as string | undefined) ?? '')).size;
      totals[fieldId]! += lengths[fieldId]!;
    }
    js.fieldLength[shortId] = lengths;
  }
  js.averageFieldLength = totals.map((total) => total / Math.max(1, js.documentCount));
  return MiniSearch.loadJS<IndexedDocument>(js, options);
}

/**
 * The index split by term, as Pagefind splits its own: `index` (document lengths, the sorted vocabulary and
 * where each chunk starts) goes into the shard, and the postings of each run of terms into a chunk file a
 * query fetches only when it needs one of its terms. A posting is, per field the term is in,
 * [fieldId, document count, gap, (-frequency)?, gap, ...]. CJK terms, far more numerous (every pair of
 * characters), stay out of the shard's vocabulary: they are filed with their postings in buckets by their first
 * character, after the chunks, and a query fetches the buckets of its own characters. So do the dotted names
 * (`io.use`: 465 of them in the pt-br 4.x docs, 2 KB of vocabulary gzipped that every first query downloaded): a
 * query typing one fetches the bucket of its first character.
 */
export function splitIndex(index: MiniSearch<IndexedDocument>, chunkChars: number, bucketChars = chunkChars / 2): {index: ShardIndex; chunks: ShardChunkBody[]} {
  const js = index.toJSON();
  const ids = Object.entries(js.documentIds);
  if (ids.some(([shortId, id]) => Number(shortId) !== id)) throw new Error('splitIndex: document ids must be 0..n-1, added in order');
  const fields = Object.entries(js.fieldIds).sort((a, b) => a[1] - b[1]).map(([name]) => name);
  const lengths: number[] = [];
  for (let id = 0; id < js.documentCount; id += 1) {
    const length = js.fieldLength[id] as number[] | undefined;
    for (let field = 0; field < fields.length; field += 1) lengths.push(length?.[field] ?? 0);
  }
  const entries = [...js.index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const terms: string[] = [];
  const chunks: ShardChunkBody[] = [];
  const chunkStarts: number[] = [];
  const cjk: [string, number[]][] = [];
  let size = Infinity;
  for (const [term, byField] of entries) {
    const posting: number[] = [];
    for (const [fieldId, documents] of Object.entries(byField)) {
      const list = Object.entries(documents as Record<string, number>)
        .map(([id, frequency]) => [Number(id), frequency] as const)
        .sort((a, b) => a[0] - b[0]);
      posting.push(Number(fieldId), list.length);
      let previous = 0;
      for (const [id, frequency] of list) {
        posting.push(id - previous);
        if (frequency !== 1) posting.push(-frequency);
        previous = id;
      }
    }
    if (isCjkTerm(term) || isDottedName(term)) {
      cjk.push([term, posting]);
      continue;
    }
    if (size >= chunkChars) {
      chunks.push({postings: []});
      chunkStarts.push(terms.length);
      size = 0;
    }
    terms.push(term);
    chunks[chunks.length - 1]!.postings.push(posting);
    size += posting.join(',').length + 3;
  }
  const cjkChars = cjk.reduce((sum, [term, posting]) => sum + term.length + posting.join(',').length + 4, 0);
  // A Chinese query fetches a bucket for each of its characters: buckets are half a chunk, so a first query of
  // seven characters stays within the 150 KB budget.
  const buckets = Math.ceil(cjkChars / bucketChars);
  const filed: ShardChunkBody[] = Array.from({length: buckets}, () => ({postings: [], terms: ''}));
  for (const [term, posting] of cjk) {
    const bucket = filed[bucketOf(term, buckets)]!;
    bucket.terms = bucket.terms ? `${bucket.terms} ${term}` : term;
    bucket.postings.push(posting);
  }
  return {
    index: {
      documentCount: js.documentCount,
      fields,
      lengths,
      averages: js.averageFieldLength,
      terms: terms.join(' '),
      chunkStarts,
      ...(buckets > 0 ? {buckets} : {}),
    },
    chunks: [...chunks, ...filed],
  };
}

/** A chunk file's content: the postings of a run of the vocabulary, or a bucket's terms and their postings. */
export type ShardChunkBody = {postings: number[][]; terms?: string};

/** The bucket of a CJK term or a dotted name: its first character's code point modulo the number of buckets. */
export function bucketOf(term: string, buckets: number): number {
  return term.codePointAt(0)! % buckets;
}

/** A shard's index on the client: its vocabulary, and the postings of the chunks fetched so far. */
export class PartialIndex {
  /** The vocabulary: the shard's terms, then the CJK terms and dotted names of the buckets fetched so far. */
  readonly terms: string[];
  private readonly sortedTerms: number;
  private readonly vocabulary: SearchableMap<number>;
  private readonly postings = new Map<number, number[]>();
  private readonly loadedChunks = new Set<number>();
  private miniSearch: MiniSearch<IndexedDocument> | null = null;

  constructor(
    readonly index: ShardIndex,
    readonly language: string,
  ) {
    this.terms = index.terms ? index.terms.split(' ') : [];
    this.sortedTerms = this.terms.length;
    this.vocabulary = new SearchableMap<number>();
    this.terms.forEach((term, i) => this.vocabulary.set(term, i));
  }

  has(term: string): boolean {
    return this.vocabulary.has(term);
  }

  /**
   * Terms starting with `prefix` (shortest first). A word's completions are words: the dotted names starting with
   * it (`manager.reconnection` for `manager`) are found through their words already.
   */
  withPrefix(prefix: string, limit: number): string[] {
    const dotted = isDottedName(prefix);
    return [...this.vocabulary.atPrefix(prefix).keys()]
      .filter((term) => isDottedName(term) === dotted)
      .sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
      .slice(0, limit);
  }

  /** Terms within `distance` edits of `term`, with their distance (words for a word, as above). */
  near(term: string, distance: number): Map<string, number> {
    const dotted = isDottedName(term);
    return new Map(
      [...this.vocabulary.fuzzyGet(term, distance)].filter(([found]) => isDottedName(found) === dotted).map(([found, [, edits]]) => [found, edits]),
    );
  }

  /** How many records hold a term (in the field holding it most), once its postings are loaded; 0 for a term not in the index. */
  documentFrequency(term: string): number | undefined {
    const position = this.vocabulary.get(term);
    if (position === undefined) return 0;
    const posting = this.postings.get(position);
    if (!posting) return undefined;
    let most = 0;
    let i = 0;
    while (i < posting.length) {
      const count = posting[i + 1]!;
      most = Math.max(most, count);
      i += 2;
      for (let n = 0; n < count; n += 1) {
        i += 1;
        if ((posting[i] ?? 0) < 0) i += 1;
      }
    }
    return most;
  }

  /** The chunks holding these terms that are not loaded yet. */
  missingChunks(terms: Iterable<string>): number[] {
    const chunks = new Set<number>();
    for (const term of terms) {
      const position = this.vocabulary.get(term);
      if (position === undefined || position >= this.sortedTerms) continue;
      const chunk = chunkOf(this.index.chunkStarts, position);
      if (!this.loadedChunks.has(chunk)) chunks.add(chunk);
    }
    return [...chunks];
  }

  /**
   * The bucket files (as chunk numbers) holding the CJK terms that start with a character of these words, or
   * the dotted names that start with the first letter of a dotted word, and are not loaded yet: they must be
   * there before a query is planned, as the vocabulary of those characters.
   */
  missingBuckets(words: Iterable<string>): number[] {
    const buckets = this.index.buckets ?? 0;
    const chunks = new Set<number>();
    if (buckets === 0) return [];
    for (const word of words) {
      for (const char of isDottedName(word) ? word.charAt(0) : word) {
        if (!isCjkTerm(char) && !isDottedName(word)) continue;
        const chunk = this.index.chunkStarts.length + bucketOf(char, buckets);
        if (!this.loadedChunks.has(chunk)) chunks.add(chunk);
      }
    }
    return [...chunks];
  }

  addChunk(chunk: number, postings: number[][], bucketTerms?: string) {
    if (this.loadedChunks.has(chunk)) return;
    this.loadedChunks.add(chunk);
    let entries: [string, number[]][];
    if (chunk >= this.index.chunkStarts.length) {
      // A bucket: its terms join the vocabulary.
      const terms = bucketTerms ? bucketTerms.split(' ') : [];
      entries = terms.map((term, i) => [term, postings[i]!]);
      for (const [term, posting] of entries) {
        this.vocabulary.set(term, this.terms.length);
        this.postings.set(this.terms.length, posting);
        this.terms.push(term);
      }
    } else {
      const start = this.index.chunkStarts[chunk]!;
      postings.forEach((posting, i) => this.postings.set(start + i, posting));
      entries = postings.map((posting, i) => [this.terms[start + i]!, posting]);
    }
    if (this.miniSearch) addTerms(this.miniSearch, entries);
  }

  /** A MiniSearch over the loaded terms: the scores are those of the whole index (document counts and lengths are complete). */
  engine(): MiniSearch<IndexedDocument> {
    if (!this.miniSearch) {
      this.miniSearch = loadPartial(this.index);
      addTerms(this.miniSearch, [...this.postings].map(([position, posting]) => [this.terms[position]!, posting]));
    }
    return this.miniSearch;
  }
}

/**
 * Adds terms and their postings to a loaded MiniSearch. MiniSearch has no call for adding a term's postings
 * to an index it loaded; its loadJS fills the same map the same way (field id → document id → frequency),
 * and rebuilding the whole index on every chunk cost tens of milliseconds a query.
 */
function addTerms(miniSearch: MiniSearch<IndexedDocument>, entries: [string, number[]][]) {
  const index = (miniSearch as unknown as {_index: SearchableMap<Map<number, Map<number, number>>>})._index;
  for (const [term, posting] of entries) {
    const byField = new Map<number, Map<number, number>>();
    let i = 0;
    while (i < posting.length) {
      const fieldId = posting[i++]!;
      const count = posting[i++]!;
      const documents = new Map<number, number>();
      let id = 0;
      for (let n = 0; n < count; n += 1) {
        id += posting[i++]!;
        let frequency = 1;
        if ((posting[i] ?? 0) < 0) frequency = -posting[i++]!;
        documents.set(id, frequency);
      }
      byField.set(fieldId, documents);
    }
    index.set(term, byField);
  }
}

/** The chunk of the term at `position`: the last chunk starting at or before it. */
export function chunkOf(chunkStarts: number[], position: number): number {
  let low = 0;
  let high = chunkStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (chunkStarts[middle]! <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

function loadPartial(index: ShardIndex): MiniSearch<IndexedDocument> {
  const {documentCount, fields} = index;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < documentCount; id += 1) {
    documentIds[id] = id;
    fieldLength[id] = index.lengths.slice(id * fields.length, (id + 1) * fields.length);
  }
  return MiniSearch.loadJS<IndexedDocument>(
    {
      documentCount,
      nextId: documentCount,
      documentIds,
      fieldIds: Object.fromEntries(fields.map((name, id) => [name, id])),
      fieldLength,
      averageFieldLength: index.averages,
      storedFields: {},
      dirtCount: 0,
      index: [],
      serializationVersion: 2,
    },
    // Every search passes its own term processing (searchOptions): the indexing tokenizer stays out of the client.
    {idField: 'id', fields, storeFields: []},
  );
}

/**
 * Field weights: a word of the headings above a record (the page title for a section) counts half a word of its
 * text; a record's reader words count 3 times. 5 until 2026-11-30, chosen then on the tuning queries among 1.5, 3,
 * 5, 8 and 12; with the pages' "stuck reader" phrases of 2026-11-30 (1,089 → 1,818 phrases), the reader questions'
 * tuning halves gave MRR 0.856 at 2, 0.861 at 2.5, 0.862 at 3, 0.859 at 4, 0.853 at 5 and 0.848 at 7. A word of
 * its own heading counts `headingBoost` times, a ranking weight (ranking.ts) passed to searchOptions, as is the page
 * record's boost; `title` here is only searchOptions' default.
 */
export const fieldBoost = {title: 3, parents: 0.5, content: 1, readers: 3};

/** How much a term found in place of the typed one counts. */
export const candidateWeights = {exact: 1, synonym: 0.8, prefix: 0.6, sibling: 0.6, fuzzy: 0.45, dottedStart: 0.8};

/** The shortest stem whose siblings (the terms sharing all of it but its last letter) a word also matches. */
export const siblingStemLength = 6;

/**
 * Words naming a docs version ("versão", "v3"): the version a reader searches is the one of the page they are
 * on (the docusaurus_tag filter), and the pages do not repeat it in their text.
 */
const versionWord = /^(?:v\d+|vers(?:ao|oes|ion|ions|ione?s?)|version)$/;

/** The words of a query, as typed (before normalisation). Function words are dropped, except the last one. */
export function queryWords(query: string): string[] {
  const words = tokenize(query);
  const kept = words.filter((word, i) => i === words.length - 1 || !stopWords.has(foldCase(word)));
  const meaningful = kept.filter((word) => !versionWord.test(foldCase(word)));
  return meaningful.length > 0 ? meaningful : kept;
}

/**
 * One slot of a query: what one typed word (or a phrase of the glossary) may match. `terms` are index terms
 * with their weight (the word itself, its completions, its near spellings, its one-word synonyms),
 * `phrases` synonyms of several words (all of their terms must be in the record).
 */
export type QuerySlot = {
  words: string[];
  terms: Map<string, number>;
  phrases: string[][];
  optional?: boolean;
  /** How rare the slot's words are in the index (ln(1 + records / records holding them)), once their postings are loaded. */
  rarity?: number;
  /** For a word of a typed dotted name, that name folded (`io.use`), and for its last word, the word before it (`io`). */
  dotted?: string;
  companion?: string;
};

/** Synonym groups as the shard gives them: each group a list of phrases meaning the same. */
export type SynonymGroups = string[][];

function phraseTerms(phrase: string, language: string): string[] {
  return tokenize(phrase)
    .map((word) => processTerm(word, language))
    .filter((term): term is string => !!term);
}

/** The terms a typed word can match in this index: itself, as a prefix when it is the last word, or near spellings. */
function candidates(word: string, last: boolean, index: PartialIndex): Map<string, number> {
  const language = index.language;
  const term = processQueryTerm(word, language);
  const found = new Map<string, number>();
  if (!term) return found;
  const add = (candidate: string, weight: number) => found.set(candidate, Math.max(found.get(candidate) ?? 0, weight));
  if (index.has(term)) add(term, candidateWeights.exact);
  if (term.length >= siblingStemLength && term !== foldCase(word)) {
    // Forms of one word that Snowball cuts to stems differing in their end (fr `déboguer` → debogu, `débogage` →
    // debogag; pt `duplicadas` → duplic, `duplicatas` → duplicat): the terms sharing all of a long stem but its
    // last letter. Only for a word the stemmer cut: one it left whole (`socket`, `express`, an API name) is
    // taken as typed, not for the start of `socketsjoin`.
    for (const sibling of index.withPrefix(term.slice(0, -1), 10)) if (sibling !== term) add(sibling, candidateWeights.sibling);
  }
  if (last) {
    for (const root of new Set([term, foldCase(word)])) {
      // One Latin letter completes to too much; one Chinese character is a word.
      if (root.length < 2 && /^[a-z0-9]$/.test(root)) continue;
      for (const completion of index.withPrefix(root, 30)) {
        if (completion !== term) add(completion, candidateWeights.prefix * Math.min(1, (root.length + 1) / completion.length));
      }
    }
  }
  if (isDottedName(term)) {
    // A dotted name is also found at the start of a longer one: `socket.handshake` in `socket.handshake.query`.
    for (const longer of index.withPrefix(`${term}.`, 30)) add(longer, candidateWeights.dottedStart);
    return found;
  }
  if (found.size === 0 && term.length >= 4) {
    // A typo: one edit up to 7 letters, two from 8, in what was typed or in its stem.
    const folded = foldCase(word);
    for (const root of new Set([term, folded])) {
      const distance = root.length >= 8 ? 2 : 1;
      for (const [near, edits] of index.near(root, distance)) add(near, candidateWeights.fuzzy / edits);
    }
  }
  return found;
}

/**
 * The query as slots: every typed word a slot, except where a glossary phrase covers several words
 * ("transmitir para todos"); a slot also accepts the other phrases of the word's synonym groups.
 */
export function planQuery(query: string, index: PartialIndex, synonyms: SynonymGroups): QuerySlot[] {
  const language = index.language;
  const words = queryWords(query);
  const stems = words.map((word) => processQueryTerm(word, language) ?? '');
  const groups = synonyms.map((group) => group.map((phrase) => phraseTerms(phrase, language)).filter((terms) => terms.length > 0));
  const slots: QuerySlot[] = [];
  let i = 0;
  while (i < words.length) {
    // The longest glossary phrase starting here.
    let covered = 1;
    let alternatives: string[][] = [];
    for (const group of groups) {
      for (const phrase of group) {
        if (phrase.length < covered || phrase.length > words.length - i) continue;
        if (!phrase.every((term, k) => stems[i + k] === term)) continue;
        if (phrase.length > covered || alternatives.length === 0) alternatives = [];
        covered = phrase.length;
        alternatives.push(...group.filter((other) => other !== phrase));
      }
    }
    const slotWords = words.slice(i, i + covered);
    const terms = covered === 1 ? candidates(words[i]!, i === words.length - 1, index) : new Map<string, number>();
    const phrases: string[][] = covered > 1 ? [stems.slice(i, i + covered)] : [];
    for (const alternative of alternatives) {
      if (alternative.length === 1) {
        // The synonym and its inflections in the other language (room → rooms in a Portuguese index).
        const synonym = alternative[0]!;
        for (const term of index.withPrefix(synonym, 5)) {
          if (term.length <= synonym.length + 2) terms.set(term, Math.max(terms.get(term) ?? 0, candidateWeights.synonym));
        }
      } else {
        phrases.push(alternative);
      }
    }
    slots.push({words: slotWords, terms, phrases});
    i += covered;
  }
  markStraddlingBigrams(slots, index);
  markMembers(slots, query);
  slots.push(...dottedSlots(query, index));
  return slots;
}

/**
 * The slots of the words of a typed dotted name note it (`dotted`), and the last one, a member of what comes
 * before it (`use` in `io.use`, `join` in `socket.join`), that word (`companion`): ranking.ts does not take a
 * page's name holding `io` of `Socket.IO`, or `use` alone (`use-with-react`), for a name of `io.use`.
 */
function markMembers(slots: QuerySlot[], query: string) {
  for (const name of dottedSpans(query)) {
    const dotted = foldCase(name.token);
    const parts = dotted.split('.');
    const single = slots.map((slot) => (slot.words.length === 1 ? foldCase(slot.words[0]!) : null));
    for (let i = 0; i + parts.length <= slots.length; i += 1) {
      if (parts.every((part, k) => single[i + k] === part)) {
        parts.forEach((_, k) => (slots[i + k]!.dotted = dotted));
        slots[i + parts.length - 1]!.companion = parts[parts.length - 2]!;
        break;
      }
    }
  }
}

/**
 * A dotted name typed (`io.use`, `socket.handshake.query`) is searched as its words, as any word is, and also as
 * itself: an optional slot whose term (the name, or a longer one starting with it) adds the score of the records
 * writing it to the score they get from its words, so they come before the ones holding `io` and `use` apart.
 * It is optional: a page need not hold it to answer, and it plays no part in how the page's names match.
 */
function dottedSlots(query: string, index: PartialIndex): QuerySlot[] {
  const end = query.trimEnd().length;
  return dottedSpans(query).flatMap((name) => {
    const terms = candidates(name.token, name.end === end, index);
    return terms.size > 0 ? [{words: [name.token], terms, phrases: [], optional: true}] : [];
  });
}

/** How much rarer than its neighbours a bigram of a typed CJK run is when it is taken as spanning two words. */
export const straddleRatio = 4;
/** What such a bigram's terms count in the score. */
export const straddleWeight = 0.2;

/**
 * A CJK query is cut into overlapping bigrams (安装客户端 → 安装 装客 客户 户端), and the one spanning two words
 * (装客) is rare: only pages holding the literal phrase have it, and its rarity would give them the first
 * places. A bigram of a run far rarer than its neighbours (`straddleRatio`) is taken for one: it counts
 * `straddleWeight` in the score and a page need not hold it (its characters are in the neighbouring words).
 */
function markStraddlingBigrams(slots: QuerySlot[], index: PartialIndex) {
  const bigram = (slot: QuerySlot | undefined) =>
    slot && slot.words.length === 1 && Array.from(slot.words[0]!).length === 2 && isCjkTerm(slot.words[0]!) ? slot.words[0]! : null;
  // Neighbouring bigrams of one typed run overlap by a character.
  const linked = (a: string | null, b: string | null) => !!a && !!b && Array.from(a)[1] === Array.from(b)[0];
  const frequencies = slots.map((slot) => {
    const word = bigram(slot);
    return word === null ? undefined : index.documentFrequency(word);
  });
  slots.forEach((slot, i) => {
    const word = bigram(slot);
    const frequency = frequencies[i];
    if (word === null || frequency === undefined) return;
    const neighbours: number[] = [];
    if (linked(bigram(slots[i - 1]), word) && frequencies[i - 1] !== undefined) neighbours.push(frequencies[i - 1]!);
    if (linked(word, bigram(slots[i + 1])) && frequencies[i + 1] !== undefined) neighbours.push(frequencies[i + 1]!);
    if (neighbours.length === 0 || frequency * straddleRatio >= Math.min(...neighbours)) return;
    slot.optional = true;
    for (const [term, weight] of slot.terms) slot.terms.set(term, weight * straddleWeight);
  });
}

/**
 * The words whose buckets a query needs before it is planned: its CJK words and the phrases of the synonym groups
 * holding a CJK phrase the query writes whole (跨域 also searches 跨源: only a whole phrase is planned as a
 * synonym), and its dotted names (folded, as the index files them).
 */
export function bucketWords(query: string, synonyms: SynonymGroups): string[] {
  const dotted = dottedSpans(query).map((span) => foldCase(span.token));
  const words = tokenize(query).filter(isCjkTerm);
  if (words.length === 0) return dotted;
  const related = synonyms.filter((group) => group.some((phrase) => isCjkTerm(phrase) && query.includes(phrase)));
  return [...words, ...related.flat(), ...dotted];
}

/**
 * Notes on each slot how rare its words are, once the plan's postings are loaded: the typed word's own term
 * when the index has it, else its most common candidate (a completion, a near spelling, a synonym).
 */
export function markRarity(slots: QuerySlot[], index: PartialIndex) {
  const records = index.index.documentCount;
  for (const slot of slots) {
    const own = slot.words.length === 1 ? processQueryTerm(slot.words[0]!, index.language) : null;
    const candidates = own && slot.terms.has(own) ? [own] : [...slot.terms.keys(), ...slot.phrases.flat()];
    const holding = Math.max(0, ...candidates.map((term) => index.documentFrequency(term) ?? 0));
    slot.rarity = Math.log(1 + records / Math.max(1, holding));
  }
}

/**
 * A typed dotted name written whole in at least this share of the records holding its rarest word gets no slot
 * of its own (see withoutCommonDotted).
 */
export const dottedTogether = 0.5;

/**
 * A plan without the slots of the typed dotted names that are written whole nearly wherever their words are. The
 * slot of a dotted name lifts the records writing it whole above those holding its words apart (`io.use`: `io` and
 * `use` are in many records that do not write `io.use`). The site's own name is the other kind: `socket.io` is
 * written whole in 37 % of the pt-br 4.x records (the product, every package name `@socket.io/...`), its word `io`
 * in 52 %, so its slot told no records apart and only counted the product's name a third time: the pages naming
 * the most packages came before the one answering the rest of the question (`como fechar o servidor socket.io`).
 */
export function withoutCommonDotted(slots: QuerySlot[]): QuerySlot[] {
  const share = (rarity: number | undefined) => (rarity === undefined ? 0 : 1 / (Math.exp(rarity) - 1));
  return slots.filter((slot) => {
    if (!slot.optional || slot.words.length !== 1 || !isDottedName(slot.words[0]!)) return true;
    const name = foldCase(slot.words[0]!);
    const words = slots.filter((one) => one.dotted === name);
    if (words.length === 0) return true;
    const rarest = Math.min(...words.map((one) => share(one.rarity)));
    return share(slot.rarity) < dottedTogether * rarest;
  });
}

/** Every index term a plan may need (to fetch their chunks). */
export function planTerms(slots: QuerySlot[]): Set<string> {
  const terms = new Set<string>();
  for (const slot of slots) {
    for (const term of slot.terms.keys()) terms.add(term);
    for (const phrase of slot.phrases) for (const term of phrase) terms.add(term);
  }
  return terms;
}

/**
 * The MiniSearch query of a plan: every slot in the record (`AND`), or any of them (`OR`: the client asks this
 * and then requires every slot of the page, across its records, falling back to the pages with most slots).
 * A slot matches when one of its terms or one of its phrases does.
 */
export function compileQuery(slots: QuerySlot[], combineWith: 'AND' | 'OR'): Query | null {
  const queries: Query[] = [];
  for (const slot of slots) {
    const alternatives: Query[] = [...slot.terms.keys()];
    for (const phrase of slot.phrases) alternatives.push({combineWith: 'AND', queries: phrase, boostTerm: () => candidateWeights.synonym});
    if (alternatives.length === 0) {
      if (combineWith === 'AND') return null;
      continue;
    }
    queries.push({combineWith: 'OR', queries: alternatives});
  }
  return queries.length === 0 ? null : {combineWith, queries};
}

/** BM25 parameters (MiniSearch's defaults but `b`, which the tuning script chose): `b` is how much a long text's matches are discounted. */
export const bm25 = {k: 1.2, b: 0.5, d: 0.5};

export function searchOptions(
  slots: QuerySlot[],
  documentBoost: (id: number) => number,
  headingBoost = fieldBoost.title,
  lengthNormalization = bm25.b,
): SearchOptions {
  const weights = new Map<string, number>();
  for (const slot of slots) for (const [term, weight] of slot.terms) weights.set(term, Math.max(weights.get(term) ?? 0, weight));
  return {
    boost: {...fieldBoost, title: headingBoost},
    bm25: {...bm25, b: lengthNormalization},
    // The plan already holds index terms: no further processing, prefixes or typos.
    tokenize: (text) => [text],
    processTerm: (term) => term,
    prefix: false,
    fuzzy: false,
    boostTerm: (term) => weights.get(term) ?? 1,
    boostDocument: (id) => documentBoost(id as number),
  };
}
