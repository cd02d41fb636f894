/** The built locales the search benchmarks read: their folder in the build and their base URL. */
export const builtLocales = [
  {locale: 'pt-br', dir: 'pt-br', baseUrl: '/pt-br/'},
  {locale: 'en', dir: '', baseUrl: '/'},
  {locale: 'fr', dir: 'fr', baseUrl: '/fr/'},
  {locale: 'zh-CN', dir: 'zh-CN', baseUrl: '/zh-CN/'},
  {locale: 'es', dir: 'es', baseUrl: '/es/'},
];
