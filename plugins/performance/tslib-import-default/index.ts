import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {isInside, moduleReplacement} from '../module-replacement';

/** @docusaurus/utils-common's compiled sources: CommonJS, which require tslib for a single helper. */
export const utilsCommonLib = path.dirname(require.resolve('@docusaurus/utils-common'));

/** The module standing in for tslib in utils-common: tslib's `__importDefault`, alone. */
export const replacement = path.resolve(__dirname, 'client/importDefault.js');

/** The module standing in for `request` made from `context`: utils-common's own `require("tslib")`. */
export function replacementFor(context: string, request: string): string | undefined {
  const fromUtilsCommon = isInside(utilsCommonLib, context);
  return fromUtilsCommon && request === 'tslib' ? replacement : undefined;
}

/**
 * utils-common is CommonJS, so its `require("tslib")` brought every tslib helper into main.js (4 KB gzip) for
 * the one it calls. That import, and no other, gets a module with just that helper.
 */
export default function tslibImportDefaultPlugin(): Plugin {
  return {
    name: 'tslib-import-default',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {plugins: [moduleReplacement(currentBundler, /^tslib$/, replacementFor)]};
    },
  };
}
