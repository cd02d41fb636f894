import {docusaurusTranslatedIds, englishMessagesCached} from './messages';
import {translatedLocales} from './sources';
import {englishHistoryAtHead, translationReport, type LocaleReport} from './status';

/**
 * The report of the site's translations as they are: what the CLI prints, the status page shows and CI checks. The
 * history and the messages are cached (by commit, by file) for the dev server, which asks again on every save.
 */
export async function siteReport(siteDir: string, locales = translatedLocales): Promise<LocaleReport[]> {
  const english = await englishMessagesCached(siteDir);
  const docusaurusTranslated = Object.fromEntries(await Promise.all(locales.map(async (locale) => [locale, await docusaurusTranslatedIds(locale)] as const)));
  return translationReport(siteDir, english, englishHistoryAtHead(siteDir), locales, docusaurusTranslated);
}
