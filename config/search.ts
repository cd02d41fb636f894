import type {PluginConfig, PluginModule} from '@docusaurus/types';
import type {SearchResultUrlRewrite} from '../plugins/local-search/client/urls';
import localSearchPlugin, {type LocalSearchOptions} from '../plugins/local-search';
import type {CodeTranslationGroups} from '../plugins/performance/code-translation-groups';

/**
 * Search. By default the site searches a static index it builds itself (plugins/local-search): no account,
 * no request to another host. With ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME all set, it uses
 * Algolia DocSearch instead, exactly as Docusaurus does (`themeConfig.algolia`, loaded by the classic preset).
 */

/** The search results page: `/search/` (`/pt-br/search/`), query in `?q=`. */
export const searchPagePath = 'search';

/** Hosts whose URLs are pages of this site: the production site, and the URL this build is for. */
export function siteHosts(siteUrl: string): string[] {
  return [...new Set(['socket.io', new URL(siteUrl).host])];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How result URLs become links, in both modes. A URL on another host (the admin UI, the CDN…) stays as it
 * is; a URL of the site loses its origin, has a legacy `.html` / `/index.html` ending turned into the
 * trailing slash every route has, and gets the base URL.
 */
export function searchResultUrlRewrite(siteUrl: string): Required<SearchResultUrlRewrite> {
  const hosts = siteHosts(siteUrl).map(escapeRegExp).join('|');
  return {
    externalUrlRegex: `^https?://(?!(?:www\\.)?(?:${hosts})(?:[/?#]|$))`,
    replaceSearchResultPathname: {from: '(?:/index)?\\.html(?=[?#]|$)', to: '/'},
  };
}

export type AlgoliaSearchConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: true;
  searchPagePath: string;
} & Required<SearchResultUrlRewrite>;

/** Algolia's settings, when the three variables are set (all of them: a partial setup keeps the local search). */
export function algoliaConfig(siteUrl: string, env: NodeJS.ProcessEnv = process.env): AlgoliaSearchConfig | null {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const apiKey = env.ALGOLIA_API_KEY?.trim();
  const indexName = env.ALGOLIA_INDEX_NAME?.trim();
  if (!appId || !apiKey || !indexName) return null;
  return {appId, apiKey, indexName, contextualSearch: true, searchPagePath, ...searchResultUrlRewrite(siteUrl)};
}

/**
 * The local search's messages, loaded with its modal and its page rather than in main.js (see
 * config/codeTranslationGroups.ts). Algolia's theme reads the same ids from main.js: with it, no groups.
 */
export const localSearchCodeTranslationGroups: CodeTranslationGroups = {
  searchModal: ['theme.SearchModal.'],
  searchPage: ['theme.SearchPage.', 'search.page.'],
};

/** What docusaurus.config.ts adds: the local search plugin, or Algolia's theme configuration. */
export function searchSetup(siteUrl: string, env: NodeJS.ProcessEnv = process.env): {
  plugins: PluginConfig[];
  themeConfig: {algolia?: AlgoliaSearchConfig};
  codeTranslationGroups: CodeTranslationGroups;
} {
  const algolia = algoliaConfig(siteUrl, env);
  if (algolia) return {plugins: [], themeConfig: {algolia}, codeTranslationGroups: {}};
  const options: LocalSearchOptions = {searchPagePath, ...searchResultUrlRewrite(siteUrl)};
  return {plugins: [[localSearchPlugin as PluginModule, options]], themeConfig: {}, codeTranslationGroups: localSearchCodeTranslationGroups};
}
