import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isInside, moduleReplacement} from '../module-replacement';

/** react-router's own folder, and the path-to-regexp (1.x) it resolves from there. */
export const reactRouterDir = path.dirname(require.resolve('react-router/package.json'));
export const reactRouterPathToRegexp = require.resolve('path-to-regexp', {paths: [reactRouterDir]});

/** The module standing in for path-to-regexp in react-router. */
export const replacement = path.resolve(__dirname, 'client/pathToRegexp.ts');

/** The module standing in for `request` made from `context`: react-router's `import pathToRegexp from "path-to-regexp"`. */
export function replacementFor(context: string, request: string): string | undefined {
  return request === 'path-to-regexp' && isInside(reactRouterDir, context) ? replacement : undefined;
}

/**
 * Routes are matched by comparing strings when they have no parameters (see client/pathToRegexp.ts): react-router
 * compiled a regular expression for each route a URL was tried against, a tenth of main.js's start-up on a doc
 * page, whose route comes after some eighty others.
 */
export default function staticRouteMatchingPlugin(): Plugin {
  return {
    name: 'static-route-matching',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        resolve: {alias: {'@static-route-matching/path-to-regexp$': reactRouterPathToRegexp}},
        plugins: [moduleReplacement(currentBundler, /^path-to-regexp$/, replacementFor)],
      };
    },
  };
}
