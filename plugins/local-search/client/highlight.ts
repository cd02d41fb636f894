import {escapeHtml, processQueryTerm, tokenSpans} from './text';

export type HighlightTags = {pre: string; post: string};

export type Highlighted = {
  /** HTML: the escaped text with the matching words wrapped in the tags. */
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
};

/** Word ranges of `text` whose index term is one of `terms` (merged when they overlap, as CJK bigrams do). */
export function matchRanges(text: string, terms: ReadonlySet<string>, language: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const span of tokenSpans(text)) {
    const term = processQueryTerm(span.token, language);
    if (!term || !terms.has(term)) continue;
    const last = ranges[ranges.length - 1];
    if (last && span.start <= last[1]) last[1] = Math.max(last[1], span.end);
    else ranges.push([span.start, span.end]);
  }
  return ranges;
}

function render(text: string, ranges: [number, number][], tags: HighlightTags, from = 0, to = text.length): string {
  let html = '';
  let position = from;
  for (const [start, end] of ranges) {
    if (end <= from || start >= to) continue;
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    html += escapeHtml(text.slice(position, s)) + tags.pre + escapeHtml(text.slice(s, e)) + tags.post;
    position = e;
  }
  return html + escapeHtml(text.slice(position, to));
}

/**
 * The query words found in `text`: `terms` are the index terms the record matched, `queryWords` the words
 * typed (for matchLevel and matchedWords, as Algolia reports them).
 */
function matchInfo(text: string, ranges: [number, number][], queryWords: {word: string; terms: Set<string>}[], language: string) {
  if (ranges.length === 0) return {matchLevel: 'none' as const, matchedWords: []};
  const found = new Set<string>();
  for (const span of tokenSpans(text)) {
    const term = processQueryTerm(span.token, language);
    if (!term) continue;
    for (const query of queryWords) if (query.terms.has(term)) found.add(query.word);
  }
  const matchedWords = queryWords.map((query) => query.word).filter((word) => found.has(word));
  return {matchLevel: matchedWords.length >= queryWords.length ? ('full' as const) : ('partial' as const), matchedWords};
}

export type QueryMatch = {
  /** Every index term the record matched. */
  terms: Set<string>;
  /** Each query word with the index terms it matched. */
  words: {word: string; terms: Set<string>}[];
  /** The index's language (how a word of the text becomes a term). */
  language: string;
};

export function highlight(text: string, match: QueryMatch, tags: HighlightTags): Highlighted {
  const ranges = matchRanges(text, match.terms, match.language);
  return {value: render(text, ranges, tags), ...matchInfo(text, ranges, match.words, match.language)};
}

/**
 * A window of `words` words of `text` around its first match, highlighted and escaped, with `ellipsis`
 * where the text was cut (Algolia's `attributesToSnippet: ["content:15"]`).
 */
export function snippet(
  text: string,
  match: QueryMatch,
  tags: HighlightTags,
  words: number,
  ellipsis: string,
): {value: string; matchLevel: Highlighted['matchLevel']} {
  const ranges = matchRanges(text, match.terms, match.language);
  const bounds = [...text.matchAll(/\S+/g)].map((m) => [m.index!, m.index! + m[0].length] as const);
  if (bounds.length <= words) return {value: render(text, ranges, tags), matchLevel: matchInfo(text, ranges, match.words, match.language).matchLevel};
  const firstMatch = ranges[0]?.[0] ?? 0;
  const matchWord = Math.max(0, bounds.findIndex(([, end]) => end > firstMatch));
  // Some context before the match, most of the window after it.
  const first = Math.max(0, Math.min(matchWord - Math.floor(words / 3), bounds.length - words));
  const last = first + words - 1;
  const from = bounds[first]![0];
  const to = bounds[last]![1];
  const value =
    (first > 0 ? escapeHtml(ellipsis) : '') +
    render(text, ranges, tags, from, to) +
    (last < bounds.length - 1 ? escapeHtml(ellipsis) : '');
  return {value, matchLevel: matchInfo(text.slice(from, to), matchRanges(text.slice(from, to), match.terms, match.language), match.words, match.language).matchLevel};
}
