import type {I18nConfig} from '@docusaurus/types';

/** The five editions of the site; `en` is the source, the others are translations. */
export const i18n = {
  defaultLocale: 'en',
  locales: ['en', 'es', 'fr', 'pt-br', 'zh-CN'],
  localeConfigs: {
    en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'},
    es: {label: 'Español', direction: 'ltr', htmlLang: 'es', calendar: 'gregory', path: 'es'},
    fr: {label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr'},
    'pt-br': {label: 'Português (Brasil)', direction: 'ltr', htmlLang: 'pt-BR', calendar: 'gregory', path: 'pt-br'},
    'zh-CN': {label: '简体中文', direction: 'ltr', htmlLang: 'zh-CN', calendar: 'gregory', path: 'zh-CN'},
  },
} satisfies Partial<I18nConfig>;

/** A locale of the site, as a union of names: a table keyed by it (`Record<SiteLocale, …>`) must list every locale. */
export type SiteLocale = keyof typeof i18n.localeConfigs;

/** The locale being built: Docusaurus builds one locale per pass and names it in this variable. */
export function currentLocale(): SiteLocale {
  const locale = process.env.DOCUSAURUS_CURRENT_LOCALE;
  return (i18n.locales as readonly string[]).includes(locale ?? '') ? (locale as SiteLocale) : (i18n.defaultLocale as SiteLocale);
}
