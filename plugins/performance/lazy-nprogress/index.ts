import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacement} from '../module-replacement';

/** theme-classic's progress bar client module, as its getClientModules() names it. */
export const themeClientModule = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/nprogress');

/** The module standing in for it. */
export const replacement = path.resolve(__dirname, 'client/nprogress.ts');

export function replacementFor(_context: string, request: string): string | undefined {
  return request === themeClientModule ? replacement : undefined;
}

/**
 * The route progress bar loads its library as the first navigation starts (see client/nprogress.ts): nprogress
 * was 1.8 KB (gzip) of main.js, on every page, for a bar that most visits never show.
 */
export default function lazyNprogressPlugin(): Plugin {
  return {
    name: 'lazy-nprogress',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [moduleReplacement(currentBundler, /theme-classic[\\/]lib[\\/]nprogress$/, replacementFor)]};
    },
  };
}
