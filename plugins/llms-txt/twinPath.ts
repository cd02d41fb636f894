/**
 * The URL path of a page's Markdown twin: the page's path with its trailing slash replaced by `.md`
 * (`/pt-br/docs/v4/rooms/` → `/pt-br/docs/v4/rooms.md`), as Rspress, Mintlify and most llms.txt files name them, so
 * a reader (or an agent) finds it from the page's URL alone. A locale's home page, whose path is the base URL, has
 * `index.md` inside it (`/pt-br/` → `/pt-br/index.md`): `/pt-br.md` would sit outside the locale's folder.
 * Shared by the build (plugin) and the browser (the copy menu, the alternate link).
 */
export function twinPath(pagePath: string, baseUrl: string): string {
  const path = pagePath.endsWith('/') ? pagePath : `${pagePath}/`;
  if (path === baseUrl || path === '/') return `${path}index.md`;
  return `${path.slice(0, -1)}.md`;
}

/** The page path of a twin's path, the inverse of {@link twinPath}. */
export function pagePathOfTwin(twin: string): string {
  return twin.endsWith('/index.md') ? twin.slice(0, -'index.md'.length) : `${twin.slice(0, -'.md'.length)}/`;
}

/**
 * Whether the routes of a plugin have a twin: those of the docs, blog and pages plugins, the content of the site. The
 * other routes (the search page, the 404 page) have nothing to read. The build writes twins by this rule, and the pages
 * link to theirs by it (theme/SkipToContent), in every page's main.js: a pattern, shorter than a list.
 */
export const hasTwin = (pluginName: string): boolean => /^docusaurus-plugin-content-(docs|blog|pages)$/.test(pluginName);
