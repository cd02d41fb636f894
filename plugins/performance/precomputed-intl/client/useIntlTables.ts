import {usePluginData} from '@docusaurus/useGlobalData';
import type {IntlTables} from '../intlTables';

/** The current locale's tables, from the plugin's global data (absent if the plugin is not registered). */
export function useIntlTables(): IntlTables | undefined {
  return usePluginData('precomputed-intl', undefined, {failfast: false}) as IntlTables | undefined;
}
