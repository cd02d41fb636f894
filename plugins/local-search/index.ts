import path from 'node:path';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {precompressFolder, precompressPluginName} from '../precompress';
import type {SearchResultUrlRewrite} from './client/urls';
import {writeSearchIndex} from './indexer';

export type LocalSearchOptions = SearchResultUrlRewrite & {
  /** Path of the results page under the base URL (`search` → `/pt-br/search/`). */
  searchPagePath: string;
  /** Characters of postings per chunk file of the index (see indexer.ts). */
  chunkChars?: number;
};

/** What the theme components read (usePluginData('docusaurus-theme-local-search')). */
export type LocalSearchGlobalData = Required<Pick<LocalSearchOptions, 'searchPagePath'>> & SearchResultUrlRewrite;

export const pluginName = 'docusaurus-theme-local-search';

function joinUrl(baseUrl: string, pagePath: string): string {
  return `${baseUrl.replace(/\/$/, '')}/${pagePath.replace(/^\/|\/$/g, '')}`;
}

type DocsPluginContent = {loadedVersions?: {versionName: string}[]};

/**
 * Local search: DocSearch's button and modal, and a results page, answering from a static index this
 * plugin writes after each locale's build (`search-index/<language>/<tag>.json`).
 */
export default function localSearchPlugin(context: LoadContext, options: LocalSearchOptions): Plugin<void> {
  const {baseUrl, i18n} = context;
  const searchRoute = joinUrl(baseUrl, options.searchPagePath);
  const themePath = path.resolve(__dirname, 'theme');

  return {
    name: pluginName,

    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,

    // The same ids and texts as Docusaurus's Algolia theme: one set of translations for both modes.
    getDefaultCodeTranslationMessages: () =>
      readDefaultCodeTranslationMessages({locale: i18n.currentLocale, name: 'theme-search-algolia'}),

    contentLoaded({actions}) {
      actions.setGlobalData({
        searchPagePath: options.searchPagePath,
        externalUrlRegex: options.externalUrlRegex,
        replaceSearchResultPathname: options.replaceSearchResultPathname,
      } satisfies LocalSearchGlobalData);
      actions.addRoute({path: searchRoute, component: '@theme/SearchPage', exact: true});
    },

    async postBuild({outDir, routesPaths, routesBuildMetadata, siteConfig, plugins}) {
      const expectedTags = ['default'];
      for (const plugin of plugins) {
        if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
        const pluginId = (plugin.options as {id?: string}).id ?? 'default';
        for (const version of (plugin.content as DocsPluginContent | undefined)?.loadedVersions ?? []) {
          expectedTags.push(`docs-${pluginId}-${version.versionName}`);
        }
      }
      const noIndex = Object.entries(routesBuildMetadata ?? {})
        .filter(([, metadata]) => metadata.noIndex)
        .map(([route]) => route);
      await writeSearchIndex({
        outDir,
        baseUrl,
        siteUrl: siteConfig.url,
        siteTitle: siteConfig.title,
        language: i18n.currentLocale,
        routesPaths,
        excludedRoutes: [searchRoute, `${searchRoute}/`, ...noIndex],
        expectedTags,
        chunkChars: options.chunkChars,
        styleGuide: path.join(context.localizationDir, 'STYLE.md'),
        readerWords: path.join(context.localizationDir, 'search-keywords.json'),
      });
      // The index's .gz and .br twins, which a reader's first query downloads, when the site precompresses its files
      // (plugins/precompress): written here, once the index is, as precompress's own postBuild runs meanwhile.
      if (plugins.some((plugin) => plugin.name === precompressPluginName)) await precompressFolder(path.join(outDir, 'search-index'));
    },
  };
}
