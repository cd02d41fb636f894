import fs from 'node:fs';

/** Which half a query belongs to: weights may be tuned on `tune` queries, never on `held-out` ones. */
export type QuerySplit = 'tune' | 'held-out';

/** A reader's query, the docs version of the page it is typed on, the pages that answer it, and its half. */
export type RelevanceQuery = {query: string; context: 'v4' | 'v3' | 'v2'; expected: string[]; split: QuerySplit; source?: string};

/**
 * Reads a queries.<locale>.tsv file: query, context (v4, v3, v2), expected page paths separated by spaces, and
 * optionally the split (`tune`, the default, or `held-out`) and where the question comes from.
 */
export function readQueries(file: string): RelevanceQuery[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [query, context, expected, split = 'tune', source] = line.split('\t');
      if (!query || !expected || !['v4', 'v3', 'v2'].includes(context ?? '') || !['tune', 'held-out'].includes(split)) {
        throw new Error(`${file}: bad line "${line}"`);
      }
      return {
        query,
        context: context as RelevanceQuery['context'],
        expected: expected.split(' ').filter(Boolean),
        split: split as QuerySplit,
        ...(source ? {source} : {}),
      };
    });
}

/** FNV-1a (32 bits) of a text's UTF-8 bytes: a split no one chooses by hand. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The split of a set of reader questions: the half with the lowest FNV-1a hash of their text is held out (the
 * weights are never tuned on it), the other half tunes. Decided once, when the questions were written.
 */
export function readerSplit(queries: string[]): Map<string, QuerySplit> {
  const heldOut = new Set([...queries].sort((a, b) => fnv1a(a) - fnv1a(b)).slice(0, Math.floor(queries.length / 2)));
  return new Map(queries.map((query) => [query, heldOut.has(query) ? 'held-out' : 'tune']));
}

/**
 * The blocks of reader questions (the queries with a source) in queries.pt-br.tsv, in file order, each split on its
 * own when it was written: 30 for issue 40, then 20 fresh ones (2026-11-29) written once the first block's held-out
 * half had been read, then 30 more (2026-11-29) written once the second block's held-out misses had been read, then
 * a fourth block of 30 (2026-11-29) written blind by a helper, before the ranking changes it measures, then a fifth
 * block of 30 (2026-11-29), also written blind by a helper before the ranking changes it measures, then a sixth
 * block of 30 (2026-11-29), written blind by a helper after the reader words were added to the index and before
 * they were measured on it, then a seventh block of 30 (2026-11-29), written blind by a helper before the reader
 * words' second pass and the reader words of the blog were written, then an eighth block of 30 (2026-11-29), written
 * blind by a helper after the second pass and the tuner's weights were chosen, to measure them, then a ninth block of
 * 30 (2026-11-30), written blind by a helper while the ranking was re-tuned on the reader questions and the third pass
 * of reader words (on sections) was written, before either was measured on it, then a tenth block of 30
 * (2026-11-30), written blind by a helper once those changes were in, to measure them, then an eleventh block of 30 (2026-11-30),
 * written blind by a helper before the eleventh session's ranking changes were measured on it, then a twelfth block of
 * 30 (2026-11-30), written blind by a helper before the twelfth session's ranking changes were measured on it, then a
 * thirteenth block of 30 (2026-11-30), written blind by a helper while the reader words taken from the trackers'
 * threads were written, before they were measured on it, then a fourteenth block of 30 (2026-11-30), written blind by
 * a helper before anything of the fourteenth session was measured on it, then a fifteenth block of 26 (2026-11-30),
 * written blind by another helper at the same time, from Q&A sites, blog posts and trackers other than socket.io's
 * own (30, less 4 whose threads the fourteenth block used too), measured after the fourteenth, then a sixteenth block
 * of 30 (2026-11-30, fifteenth session), written blind by a helper from the trackers of the socketio organisation, and
 * a seventeenth of 30, written blind by another helper at the same time from Q&A sites, blog posts and projects using
 * Socket.IO (no thread of either in an earlier block), each measured once, before anything else of that session.
 */
export const readerBlocks = [30, 20, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 26, 30, 30];

/** The reader questions cut into their blocks (see readerBlocks); anything past the last block is left out. */
export function inReaderBlocks<T>(readers: T[], sizes: number[] = readerBlocks): T[][] {
  let start = 0;
  return sizes.map((size) => readers.slice(start, (start += size)));
}
