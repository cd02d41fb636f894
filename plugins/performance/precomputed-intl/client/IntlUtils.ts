// Stands in for theme-common's lib/utils/IntlUtils (see plugins/performance/precomputed-intl): same exports, no ICU at load.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {dateFormatKey} from '../intlTables';
import {formatWithPatterns} from './tables';
import {useIntlTables} from './useIntlTables';

export function useCalendar(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]!.calendar;
}

/** What theme components use of a DateTimeFormat. */
export type DateFormatter = {format(date?: Date | number): string};

/**
 * theme-common's `useDateTimeFormat`: a formatter for the current locale and calendar. Formats computed at build
 * time are applied from their patterns; any other builds its `Intl.DateTimeFormat` as theme-common does.
 */
export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const {i18n} = useDocusaurusContext();
  const calendar = useCalendar();
  const tables = useIntlTables();
  const fullOptions = {calendar, ...options};
  const patterns = tables?.dates[dateFormatKey(fullOptions)];
  if (!patterns) return new Intl.DateTimeFormat(i18n.currentLocale, fullOptions);
  return {format: (date = Date.now()) => formatWithPatterns(patterns, new Date(date))};
}
