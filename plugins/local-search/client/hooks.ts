import {useCallback, useMemo} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useDocsContextualSearchTags} from '@docusaurus/plugin-content-docs/client';
import type {LocalSearchClient} from './searchClient';
import {processSearchResultUrl} from './urls';
import type {LocalSearchGlobalData} from '../index';

const pluginName = 'docusaurus-theme-local-search';

export function useLocalSearchData(): LocalSearchGlobalData {
  return usePluginData(pluginName) as LocalSearchGlobalData;
}

/**
 * The search client's code (and MiniSearch's) is not part of the page: it is fetched with the modal, on the
 * first intent to search, or by the results page. One client per base URL, shared by both (and its shards).
 */
const clients = new Map<string, Promise<LocalSearchClient>>();

export function loadLocalSearchClient(baseUrl: string): Promise<LocalSearchClient> {
  let client = clients.get(baseUrl);
  if (!client) {
    client = import('./searchClient').then(({createLocalSearchClient}) => createLocalSearchClient({baseUrl}));
    clients.set(baseUrl, client);
    client.catch(() => clients.delete(baseUrl));
  }
  return client;
}

/** A client with the real one's interface, loading it on the first search. */
export function useLocalSearchClient(): LocalSearchClient {
  const {siteConfig} = useDocusaurusContext();
  return useMemo(() => {
    const load = () => loadLocalSearchClient(siteConfig.baseUrl);
    const agent = {
      value: 'local-search',
      add() {
        return agent;
      },
    };
    return {
      appId: 'local',
      search: async (request) => (await load()).search(request),
      addAlgoliaAgent() {},
      transporter: {algoliaAgent: agent},
      clearCache() {
        void load().then((client) => client.clearCache());
      },
    };
  }, [siteConfig.baseUrl]);
}

/** The contextual filters Docusaurus's Algolia theme sends: this locale, and the pages' tag plus each docs plugin's current version. */
export function useContextualFacetFilters(): (string | string[])[] {
  const {i18n} = useDocusaurusContext();
  const docsTags = useDocsContextualSearchTags();
  return useMemo(
    () => [`language:${i18n.currentLocale}`, ['default', ...docsTags].map((tag) => `docusaurus_tag:${tag}`)],
    [i18n.currentLocale, docsTags],
  );
}

/** Turns a hit's absolute URL into the link to follow (see config/search.ts). */
export function useSearchResultUrl(): (url: string) => string {
  const {withBaseUrl} = useBaseUrlUtils();
  const {externalUrlRegex, replaceSearchResultPathname} = useLocalSearchData();
  return useCallback(
    (url: string) => processSearchResultUrl(url, {externalUrlRegex, replaceSearchResultPathname}, (relative) => withBaseUrl(relative)),
    [withBaseUrl, externalUrlRegex, replaceSearchResultPathname],
  );
}

/** The results page for a query: `/pt-br/search/?q=...`. */
export function useSearchLink(): (query: string) => string {
  const {siteConfig} = useDocusaurusContext();
  const {searchPagePath} = useLocalSearchData();
  return useCallback(
    (query: string) => `${siteConfig.baseUrl}${searchPagePath.replace(/^\/|\/$/g, '')}/?q=${encodeURIComponent(query)}`,
    [siteConfig.baseUrl, searchPagePath],
  );
}
