import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

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

/**
 * Code highlighting with only the docs' grammars, kept out of the pages' main bundle.
 *
 * - prism-react-renderer ships one file holding Prism and some twenty grammars the docs never use; registering
 *   them (each `insertBefore` walks all of them) was the largest script cost of every page. It is replaced by
 *   `client/`: the same `<Highlight>` over a Prism holding the docs' grammars (`client/prism.ts`).
 * - The server highlights every code block while rendering the page. The browser keeps that HTML and fetches
 *   Prism (a chunk of its own) only to highlight a block again: in the dark theme, or on a page reached by a
 *   client-side navigation (see src/theme/CodeBlock/Content).
 * - theme-classic's client module, which would put Prism back in every page's bundle, is left out: the grammars
 *   are registered by `client/prism.ts` (theme config `prism.additionalLanguages` stays empty).
 */
export default function prismLanguagesPlugin(): Plugin {
  return {
    name: 'prism-languages',
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
