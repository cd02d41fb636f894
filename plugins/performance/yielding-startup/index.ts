import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The client bundle's entry: Docusaurus's own, evaluated over several tasks (see client/entry.ts). */
export const clientEntry = path.resolve(__dirname, 'client/entry.ts');

/**
 * Evaluating the client bundle, the current route's modules and starting hydration was a single task: 150–280 ms
 * at 4x CPU (Lighthouse's mobile profile), the largest part of the doc pages' Total Blocking Time. The entry
 * now yields to the browser between its five parts, so input and rendering can happen in between.
 */
export default function yieldingStartupPlugin(): Plugin {
  return {
    name: 'yielding-startup',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {entry: clientEntry};
    },
  };
}
