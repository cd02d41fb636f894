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
import sampleFileDependenciesPlugin from './plugins/remark-code-from-file/dependencies';
import codeVariantsPlugin, {remarkCodeVariants} from './plugins/code-variants';
import remarkLegacyAnchors from './plugins/remark-legacy-anchors';
import prismLanguagesPlugin from './plugins/prism-languages';
import ssrOptionalModulesPlugin from './plugins/ssr-optional-modules';
import buildCachePlugin from './plugins/build-cache';
import devServerPlugin from './plugins/dev-server';
import llmsTxtPlugin from './plugins/llms-txt';
import precompressPlugin from './plugins/precompress';
import {codeTranslationGroups} from './config/codeTranslationGroups';
import {speedTricks} from './plugins/performance';
import translationStatusPlugin, {translationNotice} from './plugins/translation-status';
import {editUrl} from './config/repository';

const siteUrl = process.env.SITE_URL ?? 'https://socket.io';

// Samples in the reader's module system and package manager (tabs), then the blocks filled from examples/; the
// notice on outdated translations and on pages shown untranslated (plugins/translation-status).
const remarkPlugins = [remarkCodeVariants, remarkCodeFromFile, translationNotice(__dirname)];

// "Edit this page": the English source on an English page, the translation on a translated one.
const editOptions = {editUrl, editLocalizedFiles: true};

// The blog's routes (list, archive, feeds) exist once it has a post.
const blogPlugins: PluginConfig[] = blogHasPosts() ? [[blogLatestPostsPlugin as PluginModule, {...blogOptions, ...editOptions, remarkPlugins}]] : [];

// Search: the local index by default; Algolia DocSearch when ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME are set.
const search = searchSetup(siteUrl);

// The tricks that patch Docusaurus internals for speed (plugins/performance), less those SPEED_TRICKS_OFF names.
const speed = speedTricks({codeTranslationGroups: {...codeTranslationGroups, ...search.codeTranslationGroups}});

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
  // Docusaurus's template, with each page's route chunks loaded along with main.js (plugins/performance/route-chunk-scripts).
  ssrTemplate: speed.ssrTemplate,
  // The banner's script reports a wrong baseUrl when window.docusaurus is missing at DOMContentLoaded; the app
  // now starts over later tasks (plugins/performance/yielding-startup), so it would always fire. The crawl tests cover it.
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
          ...editOptions,
          sidebarPath: './sidebars.ts',
          // From Git; a build from a source archive has no history to read (config/vcs.ts).
          showLastUpdateTime: hasGitHistory(__dirname),
          // Changelog files are named after releases (4.8.1.md): a leading number is part of the id, not an order.
          numberPrefixParser: false,
          // The API reference also answers to the heading ids of links already on the web (config/legacyAnchors.ts).
          remarkPlugins: [...remarkPlugins, remarkLegacyAnchors],
        },
        blog: false,
        pages: {remarkPlugins, ...editOptions},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Content: the blog, the code blocks' highlighting, and the samples they show (an edited one rebuilds its pages).
    ...blogPlugins,
    prismLanguagesPlugin,
    sampleFileDependenciesPlugin,
    // Code samples' tabs: the choice applied before first paint, the tabs' stylesheet and keyboard handling.
    codeVariantsPlugin,
    // Translations: the status page (/translations/) and the notices' URLs and stylesheet.
    translationStatusPlugin,
    // Every page as Markdown beside its HTML, llms.txt and llms-full.txt per locale, the "Copy page" menu.
    [llmsTxtPlugin as PluginModule, {sidebarOrder: ['main', 'tutorial', 'server', 'client', 'changelog']}],
    // Search: the local index's plugin, or none with Algolia.
    ...search.plugins,
    // Build: the server bundle without ws's optional add-ons; the persistent cache keyed by base URL.
    ssrOptionalModulesPlugin,
    buildCachePlugin,
    // The dev server: a save under i18n/ no longer recompiles every doc.
    devServerPlugin,
    // Speed, in the order and with the dependencies plugins/performance/index.ts explains.
    ...speed.plugins,
    // The built files' .gz (zopfli) and .br twins for the servers; after chunk-filenames, whose postBuild renames
    // the chunks and rewrites the pages first (plugins/precompress). PRECOMPRESS_OFF=1 times a build without.
    ...(process.env.PRECOMPRESS_OFF === '1' ? [] : [precompressPlugin]),
  ],

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
