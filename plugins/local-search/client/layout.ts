/** A page of the results: its head (the page itself) and its best sections, best first. */
export type PageLines<T> = {head: T; sections: T[]};

/**
 * The order of the hits, in pages of results of `hitsPerPage`: on each, the heads of the pages it starts, in
 * rank order, then their first sections, then their second ones. So the first hits are distinct pages (DocSearch
 * shows pages first) and no page takes more than two of the first five. A page's sections that do not fit on
 * the results page of its head open the next one: every page keeps its sections whatever `hitsPerPage` is,
 * and `nbHits` does not depend on it. DocSearch draws each page's sections beneath it (it groups hits by
 * `hierarchy.lvl1`), and the search page does the same: a reader sees each page, then its sections.
 */
export function layoutPages<T>(pages: PageLines<T>[], hitsPerPage: number): T[] {
  const size = Math.max(1, hitsPerPage);
  const lines: T[] = [];
  const carried: T[] = [];
  let next = 0;
  while (next < pages.length || carried.length > 0) {
    const opening = carried.splice(0, size);
    const heads: T[] = [];
    const sections: T[][] = [];
    let used = opening.length;
    while (next < pages.length && used < size) {
      const page = pages[next]!;
      next += 1;
      heads.push(page.head);
      const fitting = page.sections.slice(0, size - used - 1);
      sections.push(fitting);
      carried.push(...page.sections.slice(fitting.length));
      used += 1 + fitting.length;
    }
    lines.push(...heads, ...opening);
    for (let rank = 0; sections.some((list) => list.length > rank); rank += 1) {
      for (const list of sections) if (list.length > rank) lines.push(list[rank]!);
    }
  }
  return lines;
}
