// Stands in for theme-common's lib/utils/reactUtils (see plugins/performance/precomputed-intl): its exports, one rewritten.
import {useMemo} from 'react';

export * from '@theme-common-lib/utils/reactUtils';

/**
 * theme-common's `useShallowMemoObject`: the object, kept while its entries are the same. The keys are sorted
 * by code unit, not with `localeCompare`, whose first call builds an ICU collator (about 50 ms): every code block
 * (through `useMutationObserver`) and every doc page's mobile menu called it while the page loaded.
 */
export function useShallowMemoObject<O extends object>(object: O): O {
  const entries = Object.entries(object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => object, entries.flat());
}
