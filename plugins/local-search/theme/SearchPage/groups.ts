import type {HierarchyLevel, LocalSearchHit} from '../../client/searchClient';

/** A section shown under its page: its heading (the deepest level of its hierarchy), the headings between, its snippet. */
export type SectionItem = {key: string; url: string; titleHtml: string; pathHtml: string[]; summaryHtml: string};

/** A page of the results, as the modal shows it: the page, then its matching sections. Values are escaped HTML with <mark>. */
export type PageItem = {key: string; url: string; titleHtml: string; breadcrumbsHtml: string[]; summaryHtml: string; sections: SectionItem[]};

const sectionLevels: HierarchyLevel[] = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function highlighted(hit: LocalSearchHit, level: HierarchyLevel): string | null {
  return hit._highlightResult.hierarchy[level]?.value ?? hit.hierarchy[level];
}

function pageOf(hit: LocalSearchHit, processUrl: (url: string) => string): PageItem {
  const category = highlighted(hit, 'lvl0');
  return {
    key: hit.url_without_anchor,
    url: processUrl(hit.url_without_anchor),
    titleHtml: highlighted(hit, 'lvl1') ?? '',
    breadcrumbsHtml: category ? [category] : [],
    summaryHtml: hit.anchor ? '' : (hit._snippetResult.content?.value ?? ''),
    sections: [],
  };
}

/**
 * The hits of one results page added to the pages listed so far, each section under its page. The client
 * sends the pages' heads (hits without anchor) before their sections; a section whose head is missing gets its
 * page from its own hierarchy.
 */
export function groupHits(listed: PageItem[], hits: LocalSearchHit[], processUrl: (url: string) => string): PageItem[] {
  const pages = [...listed];
  const positions = new Map(pages.map((page, i) => [page.key, i]));
  for (const hit of hits) {
    let position = positions.get(hit.url_without_anchor);
    if (position === undefined) {
      position = pages.push(pageOf(hit, processUrl)) - 1;
      positions.set(hit.url_without_anchor, position);
    }
    if (!hit.anchor) continue;
    // The page is copied before a section is added: the previous list is React state.
    const page = {...pages[position]!, sections: [...pages[position]!.sections]};
    pages[position] = page;
    const present = sectionLevels.map((level) => highlighted(hit, level)).filter((value): value is string => Boolean(value));
    page.sections.push({
      key: hit.objectID,
      url: processUrl(hit.url),
      titleHtml: present.pop() ?? '',
      pathHtml: present,
      summaryHtml: hit._snippetResult.content?.value ?? '',
    });
  }
  return pages;
}
