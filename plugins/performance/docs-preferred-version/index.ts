import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isInside, moduleReplacement} from '../module-replacement';

/** plugin-content-docs' compiled client sources. */
export const docsClientLib = path.dirname(require.resolve('@docusaurus/plugin-content-docs/client'));

/** The module standing in for plugin-content-docs' `docsPreferredVersion`. */
export const replacement = path.resolve(__dirname, 'client/docsPreferredVersion.tsx');

/** The module standing in for `request` made from `context`: plugin-content-docs' own imports of docsPreferredVersion. */
export function replacementFor(context: string, request: string): string | undefined {
  const fromDocsClient = isInside(docsClientLib, context);
  return fromDocsClient && request === './docsPreferredVersion' ? replacement : undefined;
}

/**
 * The docs' preferred version, held in a context whose value changes only when a preferred version does (see
 * client/docsPreferredVersion.tsx). plugin-content-docs' module is replaced in both bundles; theme-classic and
 * theme-common reach it through plugin-content-docs' client index, so no component needs a swizzle.
 */
export default function docsPreferredVersionPlugin(): Plugin {
  return {
    name: 'docs-preferred-version',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [moduleReplacement(currentBundler, /^\.\/docsPreferredVersion$/, replacementFor)]};
    },
  };
}
