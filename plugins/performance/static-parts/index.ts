import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The theme components it wraps (Footer, BlogPostItem) and StaticPart, shipped with it. */
export const themePath = path.resolve(__dirname, 'theme');

/** Its theme when the trick is off: StaticPart renders its children. */
export const offThemePath = path.resolve(__dirname, 'off-theme');

/**
 * Parts made only of text, links and code blocks keep the server's HTML on the page the browser loaded, as
 * static-content keeps a doc's content: the footer of every page, the landing page's sections, the posts of the
 * blog list (header, content, footer). React hydrated them for nothing shown differently.
 */
export default function staticPartsPlugin(): Plugin {
  return {
    name: 'static-parts',
    getThemePath: () => themePath,
    getTypeScriptThemePath: () => themePath,
    getClientModules: () => [path.resolve(__dirname, 'client/hydrated.ts')],
  };
}

/** The trick switched off (SPEED_TRICKS_OFF): the site's components still import `@theme/StaticPart`. */
export function staticPartsOff(): Plugin {
  return {
    name: 'static-parts-off',
    getThemePath: () => offThemePath,
    getTypeScriptThemePath: () => offThemePath,
  };
}
