import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig, TranslationFileContent} from '@docusaurus/types';
import {renderLlmsFullTxt, renderLlmsTxt, type TwinEntry} from './llmsTxt';
import {translatedMessages, translationFile, type LlmsTxtMessages} from './messages';
import {outline} from './outline';
import {hasTwin, twinPath} from './twinPath';

export type LlmsTxtOptions = {
  /** The order of the latest docs' sidebars in llms.txt, by sidebar id; sidebars not named come after, in their order. */
  sidebarOrder?: string[];
};

type BlogContent = {blogPosts: {metadata: {permalink: string}}[]};
type PagesContent = {permalink: string}[];
type NavbarItem = {type?: string; docId?: string; label?: string; items?: NavbarItem[]};

/** Every route with a component, nested ones included, with the plugin that made it. */
function leafRoutes(routes: RouteConfig[], plugin?: string): {path: string; plugin?: string}[] {
  return routes.flatMap((route) => {
    const owner = (route as RouteConfig & {plugin?: {name: string}}).plugin?.name ?? plugin;
    return route.routes ? leafRoutes(route.routes, owner) : [{path: route.path, plugin: owner}];
  });
}

/** The HTML file of a route in the build: `/pt-br/docs/v4/rooms/` → `<outDir>/docs/v4/rooms/index.html`. */
function htmlFile(outDir: string, baseUrl: string, route: string): string {
  return path.join(outDir, route.slice(baseUrl.length), 'index.html');
}

/** A permalink as a route path: plugins' metadata leave out the trailing slash that `trailingSlash: true` gives routes. */
const withSlash = (permalink: string) => (permalink.endsWith('/') ? permalink : `${permalink}/`);

const exists = (file: string) => fs.access(file).then(() => true, () => false);

/**
 * Writes, after each locale's build, a Markdown twin beside every page of the docs, blog and pages plugins
 * (`rooms/index.html` → `rooms.md`, see twinPath.ts), converted from the built HTML (toMarkdown.ts), and the
 * locale's `llms.txt` and `llms-full.txt` at its root. Its theme adds the "Copy page" menu and each page's
 * `<link rel="alternate" type="text/markdown">`. README.md says why it is not one of the maintained plugins.
 */
export default function llmsTxtPlugin(context: LoadContext, options: LlmsTxtOptions = {}): Plugin<LlmsTxtMessages> {
  const themePath = path.resolve(__dirname, 'theme');
  return {
    name: 'llms-txt',

    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    loadContent: async () => translatedMessages(undefined),
    getTranslationFiles: () => [{path: 'llms-txt', content: translationFile()}],
    translateContent: ({translationFiles}) =>
      translatedMessages(translationFiles.find((file) => file.path === 'llms-txt')?.content as TranslationFileContent | undefined),

    async postBuild({outDir, baseUrl, siteConfig, routes, plugins, content: messages}) {
      const siteUrl = siteConfig.url.replace(/\/$/, '');
      const twinRoutes = [...new Set(leafRoutes(routes).filter((route) => route.plugin && hasTwin(route.plugin)).map((route) => route.path))];
      const entries = new Map<string, TwinEntry>();
      // Imported here, not at the top: the converter and its unified/remark-gfm tree took 0.13 s of each reload of
      // the site in the dev server, which evaluates the config afresh and never builds twins.
      const {pageToTwin} = await import('./toMarkdown');
      for (const route of twinRoutes) {
        const file = htmlFile(outDir, baseUrl, route);
        if (!(await exists(file))) continue;
        const twin = pageToTwin(await fs.readFile(file, 'utf8'), siteUrl + route);
        const twinRoute = twinPath(route, baseUrl);
        await fs.writeFile(path.join(outDir, twinRoute.slice(baseUrl.length)), twin.markdown);
        entries.set(route, {twin, url: siteUrl + twinRoute});
      }

      const content = (name: string) => plugins.find((plugin) => plugin.name === name)?.content;
      const docs = content('docusaurus-plugin-content-docs') as DocsContent | undefined;
      const blog = content('docusaurus-plugin-content-blog') as BlogContent | undefined;
      const pages = content('docusaurus-plugin-content-pages') as PagesContent | undefined;
      const navbar = ((siteConfig.themeConfig as {navbar?: {items?: NavbarItem[]}}).navbar?.items ?? []) as NavbarItem[];
      const siteOutline = outline({
        baseUrl,
        versions: docs?.loadedVersions ?? [],
        navbar,
        sidebarOrder: options.sidebarOrder ?? [],
        pageRoutes: (pages ?? []).map((page) => withSlash(page.permalink)).filter((route) => entries.has(route)),
        postRoutes: (blog?.blogPosts ?? []).map((post) => withSlash(post.metadata.permalink)),
        titleOf: (route) => entries.get(withSlash(route))?.twin.title,
        messages,
      });
      const entryOf = (route: string) => entries.get(withSlash(route));
      await fs.writeFile(path.join(outDir, 'llms.txt'), renderLlmsTxt(siteConfig.title, messages, siteOutline, entryOf));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), renderLlmsFullTxt(siteConfig.title, messages, siteOutline, entryOf));
    },
  };
}
