import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeThemeClasses, codeThemes, type CodeThemes, type PrismThemeConfig} from './client/tokenClasses';

const client = (file: string) => path.resolve(__dirname, 'client', file);

/** The module the site's bundles get for `prism-react-renderer`. */
export const leanPrismModule = client('index.ts');

/** What code blocks import to highlight: `@prism-languages/loader`, a module per bundle. */
export const loaderModules = {server: client('loader.server.ts'), browser: client('loader.ts')};

/** theme-classic's client module registering `prism.additionalLanguages` on prism-react-renderer's Prism. */
export const themeClassicPrismClientModule = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib/prism-include-languages',
);

/** The site's code themes, as code blocks read them from the theme config. */
export function siteCodeThemes(context: LoadContext): CodeThemes {
  const prism = context.siteConfig.themeConfig.prism as Partial<PrismThemeConfig> | undefined;
  if (!prism?.theme) throw new Error('prism-languages: the site config has no themeConfig.prism.theme to colour code with');
  return codeThemes(prism as PrismThemeConfig);
}

/** Writes the token stylesheet of the site's themes among the generated files, and returns its path. */
function writeTokenStylesheet(context: LoadContext): string {
  const file = path.join(context.generatedFilesDir, 'prism-languages', 'tokens.css');
  const css = codeThemeClasses(siteCodeThemes(context)).css();
  fs.mkdirSync(path.dirname(file), {recursive: true});
  // Written again only when it changes: the dev server builds the plugin anew on each reload of the site, and a
  // rewrite, even of the same text, had the bundler rebuild the stylesheet (plugins/dev-server/README.md).
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) fs.writeFileSync(file, css);
  return file;
}

/**
 * Code highlighting with only the docs' grammars, kept out of the pages' main bundle.
 *
 * - prism-react-renderer ships one file holding Prism and some twenty grammars the docs never use; registering
 *   them (each `insertBefore` walks all of them) was the largest script cost of every page. It is replaced by
 *   `client/`: the same `<Highlight>` over a Prism holding the docs' grammars (`client/prism.ts`).
 * - The server highlights every code block while rendering the page. The browser keeps that HTML and fetches
 *   Prism (a chunk of its own) only to highlight a block rendered in the browser, on a page reached by a
 *   client-side navigation (see src/theme/CodeBlock/Content).
 * - Tokens are coloured by classes, for both colour modes at once, from a stylesheet this plugin writes from the
 *   site's `prism.theme` and `prism.darkTheme` (client/tokenClasses.ts): a code block's HTML is the same in both
 *   modes, so dark mode needs neither Prism nor a new render.
 * - theme-classic's client module, which would put Prism back in every page's bundle, is left out: the grammars
 *   are registered by `client/prism.ts` (theme config `prism.additionalLanguages` stays empty).
 */
export default function prismLanguagesPlugin(context: LoadContext): Plugin {
  const stylesheet = writeTokenStylesheet(context);
  return {
    name: 'prism-languages',
    getClientModules: () => [stylesheet],
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': leanPrismModule,
            '@prism-languages/loader$': isServer ? loaderModules.server : loaderModules.browser,
            [`${themeClassicPrismClientModule}$`]: false,
          },
        },
      };
    },
  };
}
