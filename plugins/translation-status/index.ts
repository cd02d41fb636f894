import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';
import {historyUrl, repositoryUrl} from '../../config/repository';
import {currentLocale, i18n} from '../../config/locales';
import {siteReport} from './report';
import remarkTranslationNotice from './remark';
import {contentAreas, pairOfTranslation} from './sources';
import {count} from './status';
import type {StatusData} from './page/data';

/**
 * Each built page's permalink by its source file, per locale, from the content plugins' loaded content. The remark
 * plugin runs later in the same process, as the bundler compiles the Markdown, and reads the English page's URL
 * from here. On the process, not the module: Docusaurus evaluates the config more than once.
 */
const registryKey = Symbol.for('socket.io-website.translation-status.permalinks');
function registry(): Map<string, Map<string, string>> {
  const store = globalThis as unknown as Record<symbol, Map<string, Map<string, string>>>;
  return (store[registryKey] ??= new Map());
}

/** Every `{source, permalink}` in the loaded content of every plugin (docs, blog posts, Markdown pages). */
function permalinksOf(allContent: unknown, siteDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const {source, permalink} = value as {source?: unknown; permalink?: unknown};
    if (typeof source === 'string' && typeof permalink === 'string' && source.startsWith('@site/')) {
      found.set(path.join(siteDir, source.slice('@site/'.length)), permalink);
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) walk(child);
  };
  walk(allContent);
  return found;
}

/** The remark plugin and its options, for the docs, blog and pages plugins. */
export function translationNotice(siteDir: string): [typeof remarkTranslationNotice, Parameters<typeof remarkTranslationNotice>[0]] {
  const options = {
    siteDir,
    defaultLocale: i18n.defaultLocale,
    englishUrlOf: (file: string) => registry().get(currentLocale())?.get(file),
    get locale() {
      return currentLocale();
    },
  };
  return [remarkTranslationNotice, options];
}

/** Where the status page is served, in each edition (its content is English). */
export const statusRoute = '/translations/';

/**
 * The status page's data: what `npm run translations` prints, for every locale, with links. `pathOf` gives an
 * English page's path from the site's root (`docs/v4/rooms/`), the same in every edition.
 */
async function statusData(siteDir: string, siteBaseUrl: string, pathOf: (english: string) => string | undefined): Promise<StatusData> {
  const report = await siteReport(siteDir);
  const localePath = (locale: string) => (i18n.localeConfigs as Record<string, {path: string}>)[locale]!.path;
  return {
    repositoryUrl,
    areas: contentAreas(siteDir).map((area) => area.name),
    locales: report.map(({locale, pages, messages}) => ({
      locale,
      label: (i18n.localeConfigs as Record<string, {label: string}>)[locale]!.label,
      pages: count(pages),
      byArea: contentAreas(siteDir).map((area) => count(pages.filter((page) => page.area === area.name))),
      messages: count(messages),
      outdated: pages
        .filter((page) => page.status === 'outdated')
        .map((page) => {
          const rest = pathOf(page.english);
          return {
            file: page.translation,
            url: rest === undefined ? undefined : `${siteBaseUrl}${localePath(locale)}/${rest}`,
            englishUrl: rest === undefined ? undefined : `${siteBaseUrl}${rest}`,
            changed: page.englishChange?.date.slice(0, 10),
            history: historyUrl(page.english),
          };
        }),
      outdatedMessages: messages.filter((message) => message.status === 'outdated').map((message) => message.id),
      missing: pages.filter((page) => page.status === 'missing').map((page) => page.english),
    })),
  };
}

/**
 * Translation status: the notices' English URLs (see the registry above), the status page at /translations/, the
 * notices' stylesheet, and the English page as a dependency of
 * its translation's compiled module, so that the persistent cache compiles a translation again when its English
 * page changes.
 */
export default function translationStatusPlugin(context: LoadContext): Plugin {
  const {siteDir, baseUrl, siteConfig} = context;
  const locale = context.i18n.currentLocale;
  // Docusaurus hands each locale its own base URL (siteConfig's too): `/pt-br/` in a full build, the site's own
  // (`/`) for the default locale and for a locale built alone.
  const localePath = context.i18n.localeConfigs[locale]?.path ?? locale;
  const atSiteRoot = locale === context.i18n.defaultLocale || !baseUrl.endsWith(`/${localePath}/`);
  const siteBaseUrl = atSiteRoot ? baseUrl : baseUrl.slice(0, -(localePath.length + 1));
  return {
    name: 'translation-status',
    getClientModules: () => [path.join(__dirname, 'notice.css')],
    async allContentLoaded({allContent, actions}) {
      const slash = (url: string) => (siteConfig.trailingSlash && !url.endsWith('/') ? `${url}/` : url);
      const permalinks = new Map([...permalinksOf(allContent, siteDir)].map(([file, permalink]) => [file, slash(permalink)]));
      // Each page's path from the site's root (the same in every edition), by its English source; and the
      // English URL of each page: a locale built alone at the site's root has no English pages beside it, its
      // links go to the public site.
      const pathsByEnglish = new Map<string, string>();
      const englishUrls = new Map<string, string>();
      for (const [file, permalink] of permalinks) {
        const rest = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
        englishUrls.set(file, locale !== i18n.defaultLocale && atSiteRoot ? `${siteConfig.url}${siteBaseUrl}${rest}` : `${siteBaseUrl}${rest}`);
        pathsByEnglish.set(pairOfTranslation(siteDir, file)?.english ?? path.relative(siteDir, file).split(path.sep).join('/'), rest);
      }
      registry().set(locale, englishUrls);
      // The status page, in English, in every edition: the footer links to it in the reader's edition, and the
      // page has its alternates in the others, as every page does.
      const data = await statusData(siteDir, siteBaseUrl, (english) => pathsByEnglish.get(english));
      actions.addRoute({
        path: normalizeUrl([baseUrl, statusRoute]),
        component: path.join(__dirname, 'page/StatusPage.tsx'),
        modules: {status: await actions.createData('translation-status.json', JSON.stringify(data))},
        exact: true,
      });
    },
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]i18n[\\/][^\\/]+[\\/]docusaurus-plugin-content-(docs|blog|pages)[\\/].*\.mdx?$/,
              enforce: 'pre' as const,
              use: [{loader: path.join(__dirname, 'loader.js'), options: {siteDir}}],
            },
          ],
        },
      };
    },
  };
}
