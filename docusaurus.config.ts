import type {Config, PluginConfig, PluginModule} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './config/announcementBar';
import {footer} from './config/footer';
import {i18n} from './config/locales';
import {navbar} from './config/navbar';
import {prism} from './config/prism';
import {searchSetup} from './config/search';
import {docsVersions} from './config/versions';
import {blogOptions} from './config/blog';
import {blogHasPosts} from './config/sitePaths';
import {futureFlags} from './config/future';
import {hasGitHistory} from './config/vcs';
import blogLatestPostsPlugin from './plugins/blog-latest-posts';
import remarkCodeFromFile from './plugins/remark-code-from-file';
import remarkLegacyAnchors from './plugins/remark-legacy-anchors';
import prismLanguagesPlugin from './plugins/prism-languages';
import ssrOptionalModulesPlugin from './plugins/ssr-optional-modules';
import precomputedIntlPlugin from './plugins/precomputed-intl';
import routeChunkScriptsPlugin from './plugins/route-chunk-scripts';
import docsPreferredVersionPlugin from './plugins/docs-preferred-version';
import tslibImportDefaultPlugin from './plugins/tslib-import-default';
import staticRouteMatchingPlugin from './plugins/static-route-matching';
import leanRouteRegistryPlugin from './plugins/lean-route-registry';
import routeChunkGroupsPlugin from './plugins/route-chunk-groups';
import chunkFilenamesPlugin from './plugins/chunk-filenames';
import idlePrefetchPlugin from './plugins/idle-prefetch';
import yieldingStartupPlugin from './plugins/yielding-startup';
import leanVersionPropsPlugin from './plugins/lean-version-props';
import codeTranslationGroupsPlugin from './plugins/code-translation-groups';
import {codeTranslationGroups} from './config/codeTranslationGroups';
import lazyNprogressPlugin from './plugins/lazy-nprogress';
import leanClientConfigPlugin from './plugins/lean-client-config';
import buildCachePlugin from './plugins/build-cache';
import lazyRouteComponentsPlugin from './plugins/lazy-route-components';
import headManagerPlugin from './plugins/head-manager';
import staticContentPlugin from './plugins/static-content';
import {ssrTemplate} from './plugins/route-chunk-scripts/ssrTemplate';

const siteUrl = process.env.SITE_URL ?? 'https://socket.io';

// SPEED_TRICKS_OFF=static-route-matching,lazy-nprogress leaves those speed plugins (by folder name) out of the build,
// so that `npm run bench -- tricks` can measure what each one earns.
const speedTricks: Record<string, unknown> = {
  'precomputed-intl': precomputedIntlPlugin,
  'route-chunk-scripts': routeChunkScriptsPlugin,
  'docs-preferred-version': docsPreferredVersionPlugin,
  'lazy-route-components': lazyRouteComponentsPlugin,
  'static-content': staticContentPlugin,
  'head-manager': headManagerPlugin,
  'tslib-import-default': tslibImportDefaultPlugin,
  'static-route-matching': staticRouteMatchingPlugin,
  'lean-route-registry': leanRouteRegistryPlugin,
  'route-chunk-groups': routeChunkGroupsPlugin,
  'lean-version-props': leanVersionPropsPlugin,
  'lean-client-config': leanClientConfigPlugin,
  'code-translation-groups': codeTranslationGroupsPlugin,
  'chunk-filenames': chunkFilenamesPlugin,
  'lazy-nprogress': lazyNprogressPlugin,
  'idle-prefetch': idlePrefetchPlugin,
  'yielding-startup': yieldingStartupPlugin,
};
const tricksOff = (process.env.SPEED_TRICKS_OFF ?? '').split(',').map((name) => name.trim()).filter(Boolean);
for (const name of tricksOff) {
  if (!(name in speedTricks)) throw new Error(`SPEED_TRICKS_OFF: no speed trick is named "${name}" (known: ${Object.keys(speedTricks).join(', ')})`);
}
const trickIsOn = (plugin: unknown) => !tricksOff.some((name) => speedTricks[name] === (Array.isArray(plugin) ? plugin[0] : plugin));

const remarkPlugins = [remarkCodeFromFile];

// The blog's routes (list, archive, feeds) exist once it has a post.
const blogPlugins: PluginConfig[] = blogHasPosts() ? [[blogLatestPostsPlugin as PluginModule, {...blogOptions, remarkPlugins}]] : [];

// Search: the local index by default; Algolia DocSearch when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are set.
const search = searchSetup(siteUrl);

export default {
  title: 'Socket.IO',
  tagline: 'Bidirectional and low-latency communication for every platform',
  url: siteUrl,
  baseUrl: '/',
  // Every route of the site ends with a slash (/pt-br/docs/v4/rooms/): the URLs people link to.
  trailingSlash: true,
  favicon: 'images/favicon.svg',
  organizationName: 'socketio',
  projectName: 'socket.io-website',

  // v4 and faster; last-update dates from Git, or none when built from a source archive (config/vcs.ts).
  future: futureFlags(__dirname),
  // Docusaurus's template, with each page's route chunks loaded along with main.js (plugins/route-chunk-scripts).
  ssrTemplate,
  // The banner's script reports a wrong baseUrl when window.docusaurus is missing at DOMContentLoaded; the app
  // now starts over later tasks (plugins/yielding-startup), so it would always fire. The crawl tests cover it.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  // .md files are plain CommonMark (simpler for authors and translators); .mdx files may use JSX.
  markdown: {
    format: 'detect',
    // Keep `## Heading {#id}` in .mdx pages too (future.v4 turns the MDX 1 compatibility off by default).
    mdx1Compat: {headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  i18n,

  customFields: {
    // Empty: the demos talk to the server that serves the site (npm start). Set it for static hosting.
    demoServerUrl: process.env.DEMO_SERVER_URL ?? '',
  },

  presets: [
    [
      'classic',
      {
        docs: {
          ...docsVersions,
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          // From Git; a build from a source archive has no history to read (config/vcs.ts).
          showLastUpdateTime: hasGitHistory(__dirname),
          // Changelog files are named after releases (4.8.1.md): a leading number is part of the id, not an order.
          numberPrefixParser: false,
          // The API reference also answers to the heading ids of links already on the web (config/legacyAnchors.ts).
          remarkPlugins: [...remarkPlugins, remarkLegacyAnchors],
        },
        blog: false,
        pages: {remarkPlugins},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [ssrOptionalModulesPlugin, prismLanguagesPlugin, precomputedIntlPlugin, routeChunkScriptsPlugin, docsPreferredVersionPlugin, lazyRouteComponentsPlugin, staticContentPlugin, headManagerPlugin, tslibImportDefaultPlugin, staticRouteMatchingPlugin, leanRouteRegistryPlugin, routeChunkGroupsPlugin, leanVersionPropsPlugin, leanClientConfigPlugin, [codeTranslationGroupsPlugin as PluginModule, {groups: {...codeTranslationGroups, ...search.codeTranslationGroups}}], chunkFilenamesPlugin, lazyNprogressPlugin, idlePrefetchPlugin, yieldingStartupPlugin, buildCachePlugin, ...blogPlugins, ...search.plugins].filter(trickIsOn),

  themeConfig: {
    image: 'images/social-card.png',
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    announcementBar,
    navbar,
    footer,
    prism,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {sidebar: {hideable: true}},
    ...search.themeConfig,
  } satisfies Preset.ThemeConfig,
} satisfies Config;
