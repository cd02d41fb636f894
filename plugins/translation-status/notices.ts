/**
 * The notices' texts, in each edition's language (es: the edition coming next). `{date}` is the English change's
 * date, written in the locale's long format at build time.
 */
export type NoticeTexts = {
  /** The English page changed after this translation; `{date}`: when. */
  outdatedOn: string;
  /** The same, without a date (a build without Git history, or an English edit not committed yet). */
  outdated: string;
  /** The link to the English page. */
  readEnglish: string;
  /** The link to the English source's history on the repository. */
  whatChanged: string;
  /** A page this edition has not translated, shown in English. */
  untranslated: string;
};

export const noticeTexts: Record<string, NoticeTexts> = {
  en: {
    outdatedOn: 'The English page was updated on {date}, after this translation.',
    outdated: 'The English page was updated after this translation.',
    readEnglish: 'Read the English page',
    whatChanged: 'what changed',
    untranslated: 'This page is not translated yet: it is shown in English.',
  },
  'pt-br': {
    outdatedOn: 'A página em inglês foi atualizada em {date}, depois desta tradução.',
    outdated: 'A página em inglês foi atualizada depois desta tradução.',
    readEnglish: 'Leia a página em inglês',
    whatChanged: 'o que mudou',
    untranslated: 'Esta página ainda não foi traduzida para o português: ela aparece em inglês.',
  },
  fr: {
    outdatedOn: 'La page anglaise a été mise à jour le {date}, après cette traduction.',
    outdated: 'La page anglaise a été mise à jour après cette traduction.',
    readEnglish: 'Lire la page en anglais',
    whatChanged: 'ce qui a changé',
    untranslated: 'Cette page n’est pas encore traduite en français : elle est affichée en anglais.',
  },
  'zh-CN': {
    outdatedOn: '英文原文已于 {date} 更新，晚于本译文。',
    outdated: '英文原文在本译文之后有更新。',
    readEnglish: '阅读英文原文',
    whatChanged: '查看改动',
    untranslated: '本页尚未翻译成中文，以下为英文原文。',
  },
  es: {
    outdatedOn: 'La página en inglés se actualizó el {date}, después de esta traducción.',
    outdated: 'La página en inglés se actualizó después de esta traducción.',
    readEnglish: 'Leer la página en inglés',
    whatChanged: 'qué cambió',
    untranslated: 'Esta página aún no está traducida al español: se muestra en inglés.',
  },
};

/** The texts for `locale`, falling back to English for an edition without its own yet. */
export function textsFor(locale: string): NoticeTexts {
  return noticeTexts[locale] ?? noticeTexts.en!;
}

/** A date of the English change, as the locale writes a date in running text ("12 de março de 2026"). */
export function formatDate(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC'}).format(new Date(isoDate));
}
