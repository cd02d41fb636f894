import {docusaurusTranslatedIds, englishMessages} from './messages';
import {translatedLocales} from './sources';
import {loadEnglishHistory, translationReport, type LocaleReport} from './status';

/** The report of the site's translations as they are: what the CLI prints, the status page shows and CI checks. */
export async function siteReport(siteDir: string, locales = translatedLocales): Promise<LocaleReport[]> {
  const english = await englishMessages(siteDir);
  const docusaurusTranslated = Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await docusaurusTranslatedIds(locale)] as const)));
  return translationReport(siteDir, english, loadEnglishHistory(siteDir), locales, docusaurusTranslated);
}
