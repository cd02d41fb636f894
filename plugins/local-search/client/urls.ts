/** How a hit's absolute URL becomes the link the site follows; the same rule as Docusaurus's Algolia theme. */
export type SearchResultUrlRewrite = {
  /** Hits whose URL matches stay absolute (another site). Tested like Docusaurus does: `new RegExp(x, 'gi')`. */
  externalUrlRegex?: string;
  /** Applied to path + query + hash of the other hits, every occurrence: `replaceAll(new RegExp(from, 'g'), to)`. */
  replaceSearchResultPathname?: {from: string; to: string};
};

export function isExternalResultUrl(url: string, rewrite: SearchResultUrlRewrite): boolean {
  return rewrite.externalUrlRegex !== undefined && new RegExp(rewrite.externalUrlRegex, 'gi').test(url);
}

/**
 * External URLs are returned unchanged; the others lose their origin, get the pathname replacement, then the
 * base URL (added only when missing, as `useBaseUrl` does).
 */
export function processSearchResultUrl(url: string, rewrite: SearchResultUrlRewrite, withBaseUrl: (url: string) => string): string {
  const parsed = new URL(url);
  if (isExternalResultUrl(parsed.href, rewrite)) return url;
  const relative = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  const replacement = rewrite.replaceSearchResultPathname;
  const replaced = replacement ? relative.replaceAll(new RegExp(replacement.from, 'g'), replacement.to) : relative;
  return withBaseUrl(replaced);
}

/** `useBaseUrl`'s rule for a path: the base URL is prepended unless the path already starts with it. */
export function addBaseUrl(baseUrl: string, url: string): string {
  if (!url || url.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url === baseUrl.replace(/\/$/, '')) return baseUrl;
  return url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
}
