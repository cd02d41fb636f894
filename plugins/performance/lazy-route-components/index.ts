import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {moduleReplacement} from '../module-replacement';

/** The module standing in for `@docusaurus/ComponentCreator`. */
export const replacement = path.resolve(__dirname, 'client/ComponentCreator.tsx');

/** The module standing in for `request` made from `context`: the generated route table's import only. */
export function replacementFor(context: string, request: string, generatedFilesDir: string): string | undefined {
  return request === '@docusaurus/ComponentCreator' && path.resolve(context) === path.resolve(generatedFilesDir) ? replacement : undefined;
}

/**
 * Route components are created when their route is first rendered or preloaded (see client/ComponentCreator.tsx).
 * Creating a loadable for each of the ~250 routes of a locale was a tenth of main.js's start-up, on every page.
 */
export default function lazyRouteComponentsPlugin(context: LoadContext): Plugin {
  return {
    name: 'lazy-route-components',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const fromRouteTable = (from: string, request: string) => replacementFor(from, request, context.generatedFilesDir);
      return {plugins: [moduleReplacement(currentBundler, /^@docusaurus\/ComponentCreator$/, fromRouteTable)]};
    },
  };
}
