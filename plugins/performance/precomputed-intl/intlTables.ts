/**
 * What the pages need from `Intl`, computed at build time by Node's ICU: date patterns and plural categories.
 * The browser formats from these tables instead of building `Intl` objects while a page loads (the first one
 * of a page costs 20–100 ms of main thread: ICU loads its locale data).
 */

/** A date format the site uses: `Intl.DateTimeFormat` options, always in UTC. */
export type DateFormatOptions = Intl.DateTimeFormatOptions & {timeZone: 'UTC'};

/** Per month (0–11), the formatted date with `{d}` for the day and `{y}` for the year. */
export type DatePatterns = string[];

export type PluralTable = {
  /** The locale's categories, in Docusaurus's order (zero, one, two, few, many, other). */
  categories: string[];
  /** For each integer 0 … length-1, the index of its category, as one digit. */
  integers: string;
};

export type IntlTables = {
  /** Keyed by `dateFormatKey` of the options (with the locale's calendar). */
  dates: Record<string, DatePatterns>;
  plural: PluralTable;
};

/**
 * The formats of theme-classic (doc "last updated", blog post header, blog archive) and of the landing page's
 * latest posts. A format missing here still works: it falls back to `Intl.DateTimeFormat`.
 */
export const siteDateFormats: DateFormatOptions[] = [
  {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {day: 'numeric', month: 'long', timeZone: 'UTC'},
];

/**
 * Integers whose plural category is precomputed: reading times, result and user counts stay below it. 1000, not
 * 200, since a search for "rooms" on the search page of the 2026 pt-br edition counts more than 200 results; the
 * string of 1000 digits is a run that gzip reduces to a few dozen bytes.
 */
export const pluralTableSize = 1000;

const pluralOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The rules' categories in the order messages list their forms (theme-common's: zero, one, two, few, many, other). */
export function orderedCategories(rules: Intl.PluralRules): string[] {
  const categories = rules.resolvedOptions().pluralCategories as string[];
  return pluralOrder.filter((category) => categories.includes(category));
}

/** A key independent of the options' order. */
export function dateFormatKey(options: Intl.DateTimeFormatOptions): string {
  return JSON.stringify(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The date in `month`, with its day and year replaced by placeholders. Day 15 and year 2000 are unambiguous. */
function monthPattern(format: Intl.DateTimeFormat, month: number): string {
  const parts = format.formatToParts(new Date(Date.UTC(2000, month, 15)));
  return parts.map((part) => (part.type === 'day' ? '{d}' : part.type === 'year' ? '{y}' : part.value)).join('');
}

export function datePatterns(locale: string, options: Intl.DateTimeFormatOptions): DatePatterns {
  const format = new Intl.DateTimeFormat(locale, options);
  return Array.from({length: 12}, (_, month) => monthPattern(format, month));
}

export function pluralTable(locale: string, size = pluralTableSize): PluralTable {
  const rules = new Intl.PluralRules(locale);
  const categories = orderedCategories(rules);
  const integers = Array.from({length: size}, (_, n) => String(categories.indexOf(rules.select(n)))).join('');
  return {categories, integers};
}

/** The tables of one locale, for the date formats given (each with the locale's calendar, as theme-common adds it). */
export function intlTables(locale: string, calendar: string, formats: DateFormatOptions[] = siteDateFormats): IntlTables {
  const dates: Record<string, DatePatterns> = {};
  for (const format of formats) {
    const options = {calendar, ...format};
    dates[dateFormatKey(options)] = datePatterns(locale, options);
  }
  return {dates, plural: pluralTable(locale)};
}
