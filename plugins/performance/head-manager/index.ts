import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {moduleReplacement} from '../module-replacement';

/** The module standing in for react-helmet-async in the browser bundle. */
export const replacement = path.resolve(__dirname, 'client/index.tsx');

/** The module standing in for `request` in the browser bundle: react-helmet-async, wherever it is imported. */
export function replacementFor(_context: string, request: string): string | undefined {
  return request === 'react-helmet-async' ? replacement : undefined;
}

/**
 * The browser keeps the document head up to date with a small manager of its own (client/index.tsx) instead of
 * react-helmet-async, which with its dependencies was 6 KB (gzip) of main.js on every page. It follows the same
 * rules (client/headState.ts), so a navigation leaves the head the server renders for that page; the server
 * bundle keeps react-helmet-async.
 */
export default function headManagerPlugin(): Plugin {
  return {
    name: 'head-manager',
    configureWebpack(_config, isServer, {currentBundler}) {
      return isServer ? {} : {plugins: [moduleReplacement(currentBundler, /^react-helmet-async$/, replacementFor)]};
    },
  };
}
