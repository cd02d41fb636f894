import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The module the site's bundles get for `prism-react-renderer`. */
export const leanPrismModule = path.resolve(__dirname, 'client/index.ts');

/**
 * prism-react-renderer ships one file holding Prism and some twenty grammars the docs never use; Docusaurus
 * puts it in the main bundle, where registering those grammars (each `insertBefore` walks all of them) was the
 * largest script cost of every page. Both bundles (server rendering and browser, which must agree for
 * hydration) get instead `client/`: the same `<Highlight>` over a Prism holding only the docs' grammars.
 * The themes still come from prism-react-renderer, read in the Node-side config.
 */
export default function prismLanguagesPlugin(): Plugin {
  return {
    name: 'prism-languages',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': leanPrismModule}}};
    },
  };
}
