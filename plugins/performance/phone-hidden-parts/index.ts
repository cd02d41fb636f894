import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme components it wraps, shipped with it (they reach theme-classic's as `@theme-init`). */
export const themePath = path.resolve(__dirname, 'theme');

/**
 * On a phone, what it does not show keeps the server's HTML while the page hydrates: the desktop sidebars (docs,
 * blog) and table of contents, which Docusaurus removes once it sees the narrow window, and the navbar's items,
 * which Infima hides. React built them for nothing: on a v4 doc page, 61 % of main.js's function calls at start-up.
 */
export default function phoneHiddenPartsPlugin(): Plugin {
  return {
    name: 'phone-hidden-parts',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.resolve(__dirname, 'client/hydrated.ts')],
  };
}
