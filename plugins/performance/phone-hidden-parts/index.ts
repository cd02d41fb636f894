import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme components it wraps, shipped with it (they reach theme-classic's as `@theme-init`). */
export const themePath = path.resolve(__dirname, 'theme');

/**
 * On a phone, the desktop sidebar (docs, blog) and the desktop table of contents keep the server's HTML while the
 * page hydrates: Docusaurus renders them for the server and removes them once it sees the narrow window, so React
 * built them only to throw them away. On a v4 doc page that was the sidebar's 200 elements and their components.
 */
export default function phoneHiddenPartsPlugin(): Plugin {
  return {
    name: 'phone-hidden-parts',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.resolve(__dirname, 'client/hydrated.ts')],
  };
}
