import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isInside, moduleReplacement} from '../module-replacement';
import {intlTables} from './intlTables';

/** theme-common's compiled sources, which the replacement of reactUtils re-exports from. */
export const themeCommonLib = path.dirname(require.resolve('@docusaurus/theme-common'));

/** theme-common's modules (imported by relative paths inside theme-common) and what stands in for each. */
export const replacedModules: Record<string, string> = {
  reactUtils: path.resolve(__dirname, 'client/reactUtils.ts'),
  IntlUtils: path.resolve(__dirname, 'client/IntlUtils.ts'),
  usePluralForm: path.resolve(__dirname, 'client/usePluralForm.ts'),
};

/** A relative request for one of those modules: `./reactUtils`, `../utils/reactUtils`, `./utils/IntlUtils`… */
export const replacedRequest = new RegExp(`^(?:\\.\\.?/)+(?:utils/)?(${Object.keys(replacedModules).join('|')})$`);

/** The module standing in for `request` made from `context`, if it is one of theme-common's. */
export function replacementFor(context: string, request: string): string | undefined {
  const name = replacedRequest.exec(request)?.[1];
  const fromThemeCommon = isInside(themeCommonLib, context);
  return name && fromThemeCommon ? replacedModules[name] : undefined;
}

/**
 * Pages load without building `Intl` objects. The first collator, date format or plural rules a page builds
 * costs 20–100 ms of main thread while ICU loads its data, and theme-common built them while hydrating:
 * `localeCompare` in `useShallowMemoObject` (every code block, the docs' mobile menu), `Intl.DateTimeFormat` for
 * the docs' "last updated" and the blog's dates, `Intl.PluralRules` for reading times and counts.
 *
 * - At build time, Node's ICU computes the locale's date patterns and plural categories (`intlTables.ts`); they
 *   reach the pages as this plugin's global data.
 * - theme-common's three modules are replaced, in both bundles, by modules with the same exports that use the
 *   tables (`client/`). Formats or counts outside the tables still go to `Intl`. theme-common's components
 *   (LastUpdated, BlogPostItem, BlogArchivePage…) need no swizzle: the hooks they call are the ones replaced.
 */
export default function precomputedIntlPlugin(context: LoadContext): Plugin {
  const {currentLocale, localeConfigs} = context.i18n;
  const calendar = localeConfigs[currentLocale]?.calendar ?? 'gregory';
  return {
    name: 'precomputed-intl',
    async contentLoaded({actions}) {
      actions.setGlobalData(intlTables(currentLocale, calendar));
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const replaceThemeCommonModules = moduleReplacement(currentBundler, replacedRequest, replacementFor);
      return {resolve: {alias: {'@theme-common-lib': themeCommonLib}}, plugins: [replaceThemeCommonModules]};
    },
  };
}
