// Stands in for theme-common's lib/utils/usePluralForm (see plugins/performance/precomputed-intl): same API, no ICU at load.
import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pluralSelector, selectPluralMessage} from './tables';
import {useIntlTables} from './useIntlTables';

export function usePluralForm(): {selectMessage(count: number, messages: string): string} {
  const {i18n} = useDocusaurusContext();
  const table = useIntlTables()?.plural;
  const selector = useMemo(() => pluralSelector(i18n.currentLocale, table), [i18n.currentLocale, table]);
  return {selectMessage: (count, messages) => selectPluralMessage(selector, count, messages)};
}
