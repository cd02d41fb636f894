import type {SearchResult} from 'minisearch';
import type {QuerySlot} from './engine';
import type {SearchShard} from './types';
import {dottedSpans, foldCase, processTerm, stopWords, tokenize, tokenSpans} from './text';

/**
 * How records become a ranked list of pages, each with its best sections (DocSearch's layout: the page, then
 * its matching sections). The weights were chosen with the relevance benchmark's tuning queries, never with its
 * held-out ones: on the tuning halves of the reader questions (`SEARCH_TUNE_READERS=1 npx tsx
 * scripts/bench/search-tune.ts`), keeping the three weights the ranking rules' tests hold (inexactName, seriesStep,
 * pageSize) and a question's length (coordMin) where those tests pass, then scored on every tuning query; see the README.
 */
export type RankingWeights = {
  /** A word of a record's own heading counts this many times a word of its text (MiniSearch field boost). */
  headingBoost: number;
  /** A page record (title and introduction) counts this many times more than a section. */
  pageRecordBoost: number;
  /** BM25's `b`: how much a long record's matches are discounted (0: not at all, 1: in proportion). */
  lengthNormalization: number;
  /** A page's score: its best record's, plus `nextRecords` of the next ones, up to `recordsCounted` records. */
  nextRecords: number;
  recordsCounted: number;
  /** A page lacking one word of the query, against the pages holding the most: its score counts this much. */
  missingWord: number;
  /**
   * A query of at least `coordMin` words (a reader's question: "cliente consegue ver em quais salas esta") needs no
   * page holding all of them but one: a page's score counts (the share of the query's words it holds, each word
   * weighed by its rarity) ^ coordPower, so a page lacking two common words ("consegue", "ver") still answers.
   * 0 keeps the rule of `missingWord` for every query.
   */
  coordPower: number;
  coordMin: number;
  /** The share of the query found in one of the page's names (title, sidebar label, URL) lifts it this much. */
  nameShare: number;
  /** The share of a page's name the query covers (each word by its rarity among the names) lifts it this much. */
  nameCover: number;
  /**
   * A page the query names (share × cover of its best name) also gets this share of the best page's score
   * added: a page named by the query but whose text says it seldom still comes near the top.
   */
  nameBonus: number;
  /**
   * A page the query names (`adapter` of `Adaptador Redis`), when the query also names wholly another page whose
   * name holds the same words of it and more (`Adaptador Redis Streams` for "redis streams adapter sem pub/sub";
   * `Adaptador MongoDB` over `Adaptador` for "mongo adapter ..."), counts this much: the more specific page first.
   */
  lessNamed: number;
  /** A section whose heading the query covers (`nginx` for the section `nginx`) counts 1 + this × the share covered. */
  sectionName: number;
  /**
   * A `####` section's heading names it this much of a `##` or `###` one's (DocSearch's lvl4 below lvl2 and lvl3):
   * "nginx" finds the page on nginx before the `#### nginx` of the sticky sessions' setups.
   */
  subsectionName: number;
  /** A word of a name matched only by its stem, a completion, a near spelling or a synonym counts this much of an exact one. */
  inexactName: number;
  /** Part n of a series (`part-2`, `step-3`) weighs 1 / (1 + seriesStep × (n − 1)), unless the query names a number. */
  seriesStep: number;
  /**
   * A page of n records (its own and one a section) weighs n^-pageSize: a long page (an API reference, the FAQ)
   * holds a query's words in some section more often by chance, and its best records score so too.
   */
  pageSize: number;
  /**
   * A record writing two neighbouring words of the query next to each other, in their order (function words
   * between them aside: "modo aviao" in "no modo avião", "modo de avião"), counts 1 + this × the share of the
   * query's neighbouring pairs it writes so.
   */
  proximity: number;
  /** Sections shown under each page. */
  sectionsPerPage: number;
};

export const defaultRankingWeights: RankingWeights = {
  headingBoost: 2,
  pageRecordBoost: 2,
  lengthNormalization: 0.9,
  nextRecords: 0.5,
  recordsCounted: 5,
  missingWord: 0.5,
  coordPower: 1.5,
  coordMin: 4,
  nameShare: 0,
  nameCover: 0.5,
  nameBonus: 1,
  inexactName: 0.5,
  lessNamed: 0.5,
  sectionName: 2,
  subsectionName: 0.5,
  seriesStep: 0.2,
  pageSize: 0.05,
  proximity: 1,
  sectionsPerPage: 2,
};

/** A record MiniSearch found, with the shard it comes from and the query plan it answers. */
export type Ranked<L extends {shard: SearchShard}> = {loaded: L; result: SearchResult; slots: QuerySlot[]; order: number};

/** A page of the results: its own record when it matched, its best sections, and its score. */
export type PageGroup<L extends {shard: SearchShard}> = {
  loaded: L;
  slots: QuerySlot[];
  /** The page's index in its shard, and the id of its page record (title and introduction). */
  page: number;
  pageRecord: number;
  /** The page record's result when it matched the query itself. */
  head: Ranked<L> | null;
  /** Its best sections (`##`, `###`, `####`), best first. */
  sections: Ranked<L>[];
  score: number;
};

/**
 * One of a page's names, as words: folded, without function words, and their index terms; `joined`, its words
 * written as one (`connectionstaterecovery`: an API name typed for the page `connection-state-recovery`);
 * `dotted`, its dotted names (`socket.join` in `socket.join(room)`, `socket.io` in `O protocolo Socket.IO`), and
 * `loose`, its words written outside them.
 */
type Name = {words: string[]; terms: string[]; joined: string; dotted: string[]; loose: Set<string>};

/** What the ranking needs of a shard's pages, computed once per shard. */
type ShardPages = {
  names: Name[][];
  /** How rare each term is among the pages' names: ln(1 + pages / pages whose names hold it). */
  rarity: Map<string, number>;
  /** The position of a page in its series (1 for the first part), or null. */
  part: (number | null)[];
  /** The id of each page's page record. */
  pageRecord: number[];
  /** Section headings as names, by record id, as the ranking reads them. */
  headings: Map<number, Name>;
};

const shardPagesCache = new WeakMap<SearchShard, ShardPages>();

/** The words of the last segment of a page's path: `/pt-br/how-to/use-with-nextjs/` → `use with nextjs`. */
export function slugWords(pagePath: string): string {
  return (pagePath.split('/').filter(Boolean).pop() ?? '').replace(/[-_]+/g, ' ');
}

function nameOf(text: string, language: string): Name {
  const all = tokenize(text).map(foldCase);
  const words = [...new Set(all)].filter((word) => !stopWords.has(word));
  const dottedNames = dottedSpans(text);
  const loose = new Set(
    tokenSpans(text)
      .filter((span) => !dottedNames.some((name) => span.start >= name.start && span.end <= name.end))
      .map((span) => foldCase(span.token)),
  );
  return {
    words,
    terms: words.map((word) => processTerm(word, language) ?? word),
    joined: all.length > 1 ? all.join('') : '',
    dotted: dottedNames.map((name) => foldCase(name.token)),
    loose,
  };
}

/**
 * A URL's words with the dotted names of the page's title put back (`socket io protocol` → `socket.io protocol`
 * for `O protocolo Socket.IO`): the URL drops the dots its title writes.
 */
function dottedSlug(slug: string, titles: Name[]): string {
  let text = ` ${slug} `;
  for (const dotted of titles.flatMap((title) => title.dotted)) text = text.replace(` ${dotted.split('.').join(' ')} `, ` ${dotted} `);
  return text.trim();
}

/** Whether a name writes a dotted name, or a longer one holding it (`io.engine.use` holds `engine.use`). */
function writesDotted(name: Name, dotted: string): boolean {
  return name.dotted.some((one) => `.${one}.`.includes(`.${dotted}.`));
}

/** The same word, or its plural: `middleware` and `middlewares`, `sala` and `salas` (not `rede` and `redis`). */
function sameWord(typed: string, word: string): boolean {
  if (typed === word) return true;
  const [short, long] = typed.length < word.length ? [typed, word] : [word, typed];
  return short.length >= 3 && long.startsWith(short) && /^e?s$/.test(long.slice(short.length));
}

/**
 * Pages whose paths differ only by a trailing number (`private-messaging-part-1/` … `-part-4/`,
 * `tutorial/step-1/` … `step-9/`) form a series; the lowest number is its first part.
 */
function seriesParts(paths: string[]): (number | null)[] {
  const numbered = paths.map((path) => /^(.*\D)(\d+)\/$/.exec(path));
  const lowest = new Map<string, number>();
  const members = new Map<string, number>();
  for (const match of numbered) {
    if (!match) continue;
    const n = Number(match[2]);
    lowest.set(match[1]!, Math.min(lowest.get(match[1]!) ?? n, n));
    members.set(match[1]!, (members.get(match[1]!) ?? 0) + 1);
  }
  return numbered.map((match) => (match && members.get(match[1]!)! > 1 ? Number(match[2]) - lowest.get(match[1]!)! + 1 : null));
}

export function shardPages(shard: SearchShard): ShardPages {
  let cached = shardPagesCache.get(shard);
  if (cached) return cached;
  const names = shard.pages.map((page) => {
    const titles = [page.title, page.label ?? ''].filter(Boolean).map((text) => nameOf(text, shard.language));
    return [...titles, nameOf(dottedSlug(slugWords(page.path), titles), shard.language)];
  });
  const holding = new Map<string, number>();
  for (const pageNames of names) for (const term of new Set(pageNames.flatMap((name) => name.terms))) holding.set(term, (holding.get(term) ?? 0) + 1);
  const rarity = new Map([...holding].map(([term, count]) => [term, Math.log(1 + names.length / count)]));
  const pageRecord: number[] = [];
  shard.records.forEach(([page, level], id) => {
    if (level === 1 && pageRecord[page] === undefined) pageRecord[page] = id;
  });
  cached = {names, rarity, part: seriesParts(shard.pages.map((page) => page.path)), pageRecord, headings: new Map()};
  shardPagesCache.set(shard, cached);
  return cached;
}

/**
 * How well a query slot matches a word of a name: 1 for the word as typed (accents and case aside), else the
 * weight of the slot's term holding the word's stem (the stem itself, a completion, a near spelling or a
 * synonym) times `inexactName`; 0 when the slot does not match the word.
 */
function wordMatch(slot: QuerySlot, typed: string[], word: string, term: string, weights: RankingWeights, name: Name): number {
  if (slot.dotted && !writesDotted(name, slot.dotted)) {
    // A word of a typed dotted name names a page by itself only where the name writes it apart (`io` of
    // `Socket.IO` is not `io` of `io.use`), and the last one (the member) only beside the word before it
    // (`A instância Socket` names `socket.join`; `use-with-react` does not name `io.use`).
    if (!name.loose.has(word)) return 0;
    if (slot.companion && ![...name.loose].some((one) => sameWord(slot.companion!, one))) return 0;
  }
  if (typed.some((one) => sameWord(one, word))) return 1;
  // A word of a synonym phrase counts where the name holds the whole phrase: `load testing` does not name
  // "balanceador de carga" by the `load` of `load balancer`.
  const weight = slot.terms.get(term) ?? (slot.phrases.some((phrase) => phrase.includes(term) && phrase.every((one) => name.terms.includes(one))) ? 1 : 0);
  return weight * weights.inexactName;
}

/**
 * How a page's names (title, sidebar label, URL words) match the query: `share`, the share of the query's
 * words found in one name (each word counted by its rarity in the index); `cover`, the share of a name the
 * query covers (each of its words counted by its rarity among the names); `named`, the best share × cover of
 * one name. The page's factor is 1 + nameShare × share + nameCover × cover: a query naming a page ("react",
 * "adaptador redis", "problemas de conexao") lifts it above pages that only mention its words, and the page
 * whose name it covers most (`Como usar com React`, not `… React Native`) above the others named with them.
 */
export function nameMatch(
  names: Name[],
  rarity: Map<string, number>,
  slots: QuerySlot[],
  weights: RankingWeights,
  pageCount = 0,
): {share: number; cover: number; named: number; slotsNamed: number} {
  // slotsNamed: the required slots the best name (by share × cover) matches, as bits.
  const required = slots.filter((slot) => !slot.optional);
  if (required.length === 0 || names.length === 0) return {share: 0, cover: 0, named: 0, slotsNamed: 0};
  const typed = required.map((slot) => slot.words.map(foldCase));
  const rarities = required.map((slot) => slot.rarity ?? 1);
  const rarityTotal = rarities.reduce((sum, rarity) => sum + rarity, 0) || 1;
  let share = 0;
  let cover = 0;
  let named = 0;
  let slotsNamed = 0;
  for (const name of names) {
    let found = 0;
    let covered = 0;
    let total = 0;
    const best = new Array<number>(required.length).fill(0);
    name.words.forEach((word, i) => {
      const term = name.terms[i]!;
      let match = 0;
      required.forEach((slot, s) => {
        const level = wordMatch(slot, typed[s]!, word, term, weights, name);
        best[s] = Math.max(best[s]!, level);
        match = Math.max(match, level);
      });
      const weight = rarity.get(term) ?? 1;
      covered += weight * match;
      total += weight;
    });
    required.forEach((slot, s) => {
      // A slot of several typed words (a glossary phrase) is found as far as its words are, or where a synonym
      // phrase of it is whole (`Testes de carga` holds half of "balanceador de carga"); a typed word may be the
      // name written as one word.
      if (slot.words.length > 1) {
        const typedShare = typed[s]!.filter((word) => name.words.some((one) => sameWord(word, one))).length / typed[s]!.length;
        const synonymShare = slot.phrases.slice(1).some((phrase) => phrase.every((term) => name.terms.includes(term))) ? weights.inexactName : 0;
        best[s] = Math.max(typedShare, synonymShare);
      }
      if (name.joined && typed[s]!.includes(name.joined)) {
        // The name typed as one word (`connectionStateRecovery`) is the whole name: it covers every word of it.
        best[s] = 1;
        covered = total;
      }
      found += best[s]! * rarities[s]!;
    });
    share = Math.max(share, found / rarityTotal);
    // A name of words many names hold (the home page's `Socket.IO`: 37 of the 78 pages outside the docs have it in
    // their names, by their URL) tells little of its page: typing those words covers it only in part.
    const weight = Math.max(total, minNameWeight * Math.log(1 + pageCount));
    if (total > 0) cover = Math.max(cover, covered / weight);
    if (total > 0 && (found / rarityTotal) * (covered / weight) > named) {
      named = (found / rarityTotal) * (covered / weight);
      slotsNamed = best.reduce((mask, level, s) => (level > 0 && s < 30 ? mask | (1 << s) : mask), 0);
    }
  }
  return {share, cover, named, slotsNamed};
}

/**
 * The least weight a name's cover is counted against, as a share of the weight of a word only one name holds
 * (ln(1 + pages)): a name weighs the sum of its words' rarities among the names (ln(1 + pages / pages naming it)),
 * or this when less. 4.5 × 0.8 = 3.6 in the 88 pages of the 4.x docs, 3.5 in the 78 others, where `Socket.IO` weighs 2.3.
 */
export const minNameWeight = 0.8;

const recordCounts = new WeakMap<SearchShard, number[]>();

/** How many records (the page's own and its sections) a page has. */
function recordCount(shard: SearchShard, page: number): number {
  let counts = recordCounts.get(shard);
  if (!counts) {
    counts = new Array<number>(shard.pages.length).fill(0);
    for (const record of shard.records) counts[record[0]]! += 1;
    recordCounts.set(shard, counts);
  }
  return Math.max(1, counts[page]!);
}

/** A record's heading (a page record's is the page title) as a name. */
function headingOf(shard: SearchShard, id: number): Name {
  const pages = shardPages(shard);
  let heading = pages.headings.get(id);
  if (!heading) {
    heading = nameOf(shard.records[id]![3], shard.language);
    pages.headings.set(id, heading);
  }
  return heading;
}

/** The share of a section's heading the query covers (every word of the heading counting the same). */
function headingCover(shard: SearchShard, id: number, slots: QuerySlot[], weights: RankingWeights): number {
  const heading = headingOf(shard, id);
  if (heading.words.length === 0) return 0;
  const required = slots.filter((slot) => !slot.optional);
  const typed = required.map((slot) => slot.words.map(foldCase));
  let covered = 0;
  heading.words.forEach((word, i) => {
    covered += Math.max(0, ...required.map((slot, s) => wordMatch(slot, typed[s]!, word, heading!.terms[i]!, weights, heading!)));
  });
  return covered / heading.words.length;
}

/**
 * Whether a record matched by its own heading or text: a section matching only through the headings above it
 * (every section of `Como usar com React` holds "React" there) is not shown under its page.
 */
function ownMatch(result: SearchResult): boolean {
  return inField(result, 'title') || inField(result, 'content');
}

function inField(result: SearchResult, field: string): boolean {
  for (const term in result.match) if (result.match[term]!.includes(field)) return true;
  return false;
}

/** The slots (typed words or glossary phrases) a record matched, from the index terms it matched. */
export function slotsMatched(slots: QuerySlot[], terms: readonly string[]): boolean[] {
  if (terms.length === 0) return slots.map(() => false);
  const matched = new Set(terms);
  return slots.map(
    (slot) => terms.some((term) => slot.terms.has(term)) || slot.phrases.some((phrase) => phrase.every((term) => matched.has(term))),
  );
}

/** The share of a query's words a page holds, each word weighed by its rarity in the index (optional slots and numbers aside). */
function rarityShare(group: {slots: QuerySlot[]; covered: boolean[]}): number {
  let total = 0;
  let held = 0;
  group.slots.forEach((slot, i) => {
    if (slot.optional) return;
    // A number in a question is the reader's own figure ("nao passa de 1000 conexoes", "cpu em 100%"): the page
    // answering it seldom writes that figure, and a page holding it by chance (a default of 1000 ms) is no nearer.
    // It still scores where it is written.
    if (slot.words.length === 1 && /^\d+$/.test(slot.words[0]!)) return;
    const rarity = slot.rarity ?? 1;
    total += rarity;
    if (group.covered[i]) held += rarity;
  });
  return total > 0 ? held / total : 0;
}

const recordTerms = new WeakMap<SearchShard, Map<number, (string | null)[]>>();

/**
 * A record's heading and stored text (its first `storedTextLength` characters, kept for the snippet: the index has
 * no word positions) as index terms in order, a function word as null (it keeps its place), '' between the two.
 */
function termsOf(shard: SearchShard, id: number): (string | null)[] {
  let cache = recordTerms.get(shard);
  if (!cache) recordTerms.set(shard, (cache = new Map()));
  let terms = cache.get(id);
  if (!terms) {
    const record = shard.records[id]!;
    terms = [...tokenize(record[3]), '', ...tokenize(record[5] ?? '')].map((word) => (word ? processTerm(word, shard.language) : ''));
    cache.set(id, terms);
  }
  return terms;
}

/** The share of the query's neighbouring pairs of words (typed order, function words aside) a record writes side by side. */
function pairShare(shard: SearchShard, id: number, slots: QuerySlot[]): number {
  const required = slots.filter((slot) => !slot.optional && slot.words.length === 1);
  if (required.length < 2) return 0;
  const terms = termsOf(shard, id);
  let found = 0;
  for (let s = 0; s + 1 < required.length; s += 1) {
    const [a, b] = [required[s]!, required[s + 1]!];
    for (let i = 0; i < terms.length; i += 1) {
      if (!terms[i] || !a.terms.has(terms[i]!)) continue;
      let j = i + 1;
      while (terms[j] === null) j += 1;
      if (terms[j] && b.terms.has(terms[j]!)) {
        found += 1;
        break;
      }
    }
  }
  return found / (required.length - 1);
}

/**
 * Records grouped under their page, pages ranked. A page answers when its records together hold every word
 * of the query (a page that says "enviar" in one section and "todos os clientes" in the next answers "enviar
 * para todos os clientes"), or all of them but one at `missingWord` of its score; when no page holds them all,
 * the pages holding the most do (rather than no result). In a reader's question (`coordMin` words or more), any
 * page holding one of its words answers, at the rarity-weighted share of the words it holds, to the power
 * `coordPower`. A page's score is its best record's plus a share of
 * its next ones (a record counting more where it writes the query's words side by side, a section more when the
 * query names it, a `####` one half as much), times its names' factor, times its place
 * in a series, times a little less the more records it has; and times `lessNamed` when the query names it by
 * fewer of its words than another page it names wholly.
 */
export function rankPages<L extends {shard: SearchShard}>(ranked: Ranked<L>[], weights: RankingWeights = defaultRankingWeights): PageGroup<L>[] {
  for (const entry of ranked) {
    const {shard} = entry.loaded;
    const id = entry.result.id as number;
    if (weights.proximity > 0) entry.result.score *= 1 + weights.proximity * pairShare(shard, id, entry.slots);
    // A section named by the query counts more than one mentioning its words.
    const level = shard.records[id]![1];
    const naming = weights.sectionName * (level === 4 ? weights.subsectionName : 1);
    if (naming > 0 && level !== 1) entry.result.score *= 1 + naming * headingCover(shard, id, entry.slots, weights);
  }
  ranked.sort((a, b) => b.result.score - a.result.score || a.order - b.order);
  type Building = PageGroup<L> & {covered: boolean[]; required: boolean[]; counted: number; first: number; slotsNamed: number; nameCover: number};
  const pages = new Map<string, Building>();
  for (const entry of ranked) {
    const {shard} = entry.loaded;
    const record = shard.records[entry.result.id as number]!;
    const key = `${shard.language}/${shard.tag}/${record[0]}`;
    let group = pages.get(key);
    if (!group) {
      group = {
        loaded: entry.loaded,
        slots: entry.slots,
        page: record[0],
        pageRecord: shardPages(shard).pageRecord[record[0]] ?? (entry.result.id as number),
        head: null,
        sections: [],
        score: 0,
        covered: entry.slots.map(() => false),
        required: entry.slots.map((slot) => !slot.optional),
        counted: 0,
        first: entry.order,
        slotsNamed: 0,
        nameCover: 0,
      };
      pages.set(key, group);
    }
    slotsMatched(entry.slots, entry.result.terms).forEach((hit, i) => (group!.covered[i] ||= hit));
    if (group.counted < weights.recordsCounted) group.score += entry.result.score * (group.counted === 0 ? 1 : weights.nextRecords);
    group.counted += 1;
    if (record[1] === 1) group.head ??= entry;
    else if (group.sections.length < weights.sectionsPerPage && ownMatch(entry.result)) group.sections.push(entry);
  }
  // Optional slots (a CJK bigram spanning two words) are not counted.
  const count = (group: Building) => group.covered.filter((flag, i) => flag && group.required[i]).length;
  const groups = [...pages.values()];
  const best = Math.max(0, ...groups.map(count));
  const required = groups[0]?.required.filter(Boolean).length ?? 0;
  const question = weights.coordPower > 0 && required >= weights.coordMin;
  const answering = groups.filter((group) => count(group) >= (question ? 1 : Math.max(1, best - 1)));
  const top = Math.max(0, ...answering.map((group) => group.score));
  return answering
    .map((group) => {
      const {names, rarity, part} = shardPages(group.loaded.shard);
      const match = nameMatch(names[group.page] ?? [], rarity, group.slots, weights, names.length);
      const numbered = group.slots.some((slot) => slot.words.some((word) => /\d/.test(word)));
      const n = part[group.page];
      const seriesFactor = n && !numbered ? 1 / (1 + weights.seriesStep * (n - 1)) : 1;
      const namesFactor = 1 + weights.nameShare * match.share + weights.nameCover * match.cover;
      group.slotsNamed = match.slotsNamed;
      group.nameCover = match.cover;
      group.score += weights.nameBonus * match.named * top;
      const sizeFactor = weights.pageSize > 0 ? Math.pow(recordCount(group.loaded.shard, group.page), -weights.pageSize) : 1;
      const coverage = question ? Math.pow(rarityShare(group), weights.coordPower) : count(group) < best ? weights.missingWord : 1;
      group.score *= coverage * namesFactor * seriesFactor * sizeFactor;
      return group;
    })
    .map((group, _, all) => {
      // Named by fewer of the query's words than a page the query names wholly (its words a strict superset).
      const wholly = (other: Building) => other.nameCover >= 1 - 1e-9;
      const within = (other: Building) => (other.slotsNamed & group.slotsNamed) === group.slotsNamed && other.slotsNamed !== group.slotsNamed;
      if (weights.lessNamed < 1 && group.slotsNamed && all.some((other) => wholly(other) && within(other))) group.score *= weights.lessNamed;
      return group;
    })
    .sort((a, b) => b.score - a.score || a.first - b.first)
    .map(({loaded, slots, page, pageRecord, head, sections, score}) => ({loaded, slots, page, pageRecord, head, sections, score}));
}
