import fs from 'node:fs';

/** A reader's query, the docs version of the page it is typed on, and the pages that answer it. */
export type RelevanceQuery = {query: string; context: 'v4' | 'v3' | 'v2'; expected: string[]};

/** Reads a queries.<locale>.tsv file: query, context (v4, v3, v2), expected page paths separated by spaces. */
export function readQueries(file: string): RelevanceQuery[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [query, context, expected] = line.split('\t');
      if (!query || !expected || !['v4', 'v3', 'v2'].includes(context ?? '')) throw new Error(`${file}: bad line "${line}"`);
      return {query, context: context as RelevanceQuery['context'], expected: expected.split(' ').filter(Boolean)};
    });
}
