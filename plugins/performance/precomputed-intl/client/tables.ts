import {orderedCategories, type DatePatterns, type PluralTable} from '../intlTables';

/** The date, as `Intl.DateTimeFormat` formats it in UTC with the options the patterns were computed from. */
export function formatWithPatterns(patterns: DatePatterns, date: Date): string {
  return patterns[date.getUTCMonth()]!.replace('{d}', String(date.getUTCDate())).replace('{y}', String(date.getUTCFullYear()));
}

/** The plural category of `count`, or undefined when the table does not hold it (not a small integer). */
export function pluralCategory(table: PluralTable, count: number): string | undefined {
  if (!Number.isInteger(count) || count < 0 || count >= table.integers.length) return undefined;
  return table.categories[Number(table.integers[count])];
}

export type PluralSelector = {categories: string[]; select(count: number): string};

/** Categories from the table; a count the table lacks (or a site without it) asks `Intl.PluralRules`, built then. */
export function pluralSelector(locale: string, table: PluralTable | undefined): PluralSelector {
  let rules: Intl.PluralRules | undefined;
  const intlRules = () => (rules ??= new Intl.PluralRules(locale));
  const categories = table?.categories ?? orderedCategories(intlRules());
  return {categories, select: (count) => (table && pluralCategory(table, count)) ?? intlRules().select(count)};
}

/**
 * Picks the form of `messages` ("one|other", in the categories' order) that fits `count`. A message with
 * fewer forms than the locale has falls back to its last one, as theme-common's does.
 */
export function selectPluralMessage(selector: PluralSelector, count: number, messages: string): string {
  const forms = messages.split('|');
  if (forms.length === 1) return forms[0]!;
  if (forms.length > selector.categories.length) {
    console.error(`Plural message with ${forms.length} forms, but this locale has ${selector.categories.length} (${selector.categories.join(', ')}): ${messages}`);
  }
  const index = selector.categories.indexOf(selector.select(count));
  return forms[Math.min(index, forms.length - 1)]!;
}
