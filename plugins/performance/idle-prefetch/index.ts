import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isInside, moduleReplacement} from '../module-replacement';

/** Docusaurus's compiled client sources, whose entry mounts `./docusaurus` on `window.docusaurus`. */
export const coreClientLib = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');

/** The module standing in for core's `./docusaurus` (prefetch and preload). */
export const replacement = path.resolve(__dirname, 'client/docusaurus.ts');

/** The module standing in for `request` made from `context`: the client entry's `import docusaurus from './docusaurus'`. */
export function replacementFor(context: string, request: string): string | undefined {
  return request === './docusaurus' && isInside(coreClientLib, context) ? replacement : undefined;
}

/**
 * Links prefetch their route's code when the browser is idle, not all at once as they appear (see
 * client/docusaurus.ts), finding the files from the route registry rather than a table in the runtime.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    configureWebpack(config, isServer, {currentBundler}) {
      // Its runtime table of chunk files by name, which only core's prefetch read (see client/routeChunks.ts).
      if (!isServer) config.plugins = config.plugins?.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      return {plugins: [moduleReplacement(currentBundler, /^\.\/docusaurus$/, replacementFor)]};
    },
  };
}
