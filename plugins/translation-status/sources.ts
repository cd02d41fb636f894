import fs from 'node:fs';
import path from 'node:path';
import {i18n} from '../../config/locales';

/** The editions that translate the English source. */
export const translatedLocales: string[] = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);

/** A folder of English Markdown and where each edition keeps its translations of it (README, "Translating"). */
export type ContentArea = {name: string; english: string; translated: string};

/** The English content folders, each with its translations' folder under `i18n/<locale>/`. */
export function contentAreas(siteDir: string): ContentArea[] {
  const versionsFile = path.join(siteDir, 'versions.json');
  const versions: string[] = fs.existsSync(versionsFile) ? JSON.parse(fs.readFileSync(versionsFile, 'utf8')) : [];
  return [
    {name: 'docs 4.x', english: 'docs', translated: 'docusaurus-plugin-content-docs/current'},
    ...versions.map((version) => ({name: `docs ${version}`, english: `versioned_docs/version-${version}`, translated: `docusaurus-plugin-content-docs/version-${version}`})),
    {name: 'blog', english: 'blog', translated: 'docusaurus-plugin-content-blog'},
    {name: 'pages', english: 'src/pages', translated: 'docusaurus-plugin-content-pages'},
  ];
}

/** Content Docusaurus builds as a page: Markdown, not a partial (`_name`, `_folder/`), as its plugins exclude. */
function isPageSource(relPath: string): boolean {
  return /\.mdx?$/.test(relPath) && !relPath.split('/').some((part) => part.startsWith('_'));
}

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, {recursive: true}) as string[]).map((file) => file.split(path.sep).join('/')).filter(isPageSource).sort();
}

/** One English page and its translation in one edition (`translation` exists or not). Paths relative to the site. */
export type PagePair = {locale: string; area: string; english: string; translation: string};

/** Every English page paired with the file that translates it in `locale`, whether that file exists or not. */
export function pagePairs(siteDir: string, locale: string): PagePair[] {
  return contentAreas(siteDir).flatMap((area) =>
    markdownFiles(path.join(siteDir, area.english)).map((file) => ({
      locale,
      area: area.name,
      english: `${area.english}/${file}`,
      translation: `i18n/${locale}/${area.translated}/${file}`,
    })),
  );
}

/** Translation files whose English page does not exist (renamed or deleted): Docusaurus shows them nowhere. */
export function orphanTranslations(siteDir: string, locale: string): string[] {
  const expected = new Set(pagePairs(siteDir, locale).map((pair) => pair.translation));
  return contentAreas(siteDir).flatMap((area) =>
    markdownFiles(path.join(siteDir, 'i18n', locale, area.translated))
      .map((file) => `i18n/${locale}/${area.translated}/${file}`)
      .filter((file) => !expected.has(file)),
  );
}

/** The English page a site-relative file translates, with its locale; undefined for a file that is not a translation. */
export function pairOfTranslation(siteDir: string, file: string): PagePair | undefined {
  const rel = path.isAbsolute(file) ? path.relative(siteDir, file) : path.normalize(file);
  const [root, locale, areaDir, ...rest] = rel.split(path.sep);
  if (root !== 'i18n' || !locale || !areaDir) return undefined;
  const relPath = rest.join('/');
  for (const area of contentAreas(siteDir)) {
    const [plugin, sub] = area.translated.split('/');
    if (plugin !== areaDir) continue;
    if (sub !== undefined && rest[0] !== sub) continue;
    const file = sub === undefined ? relPath : rest.slice(1).join('/');
    return {locale, area: area.name, english: `${area.english}/${file}`, translation: `i18n/${locale}/${area.translated}/${file}`};
  }
  return undefined;
}

/** The area and English-relative path of an English source file, or undefined for a file outside the English content. */
export function areaOfEnglish(siteDir: string, file: string): ContentArea | undefined {
  const rel = (path.isAbsolute(file) ? path.relative(siteDir, file) : file).split(path.sep).join('/');
  return contentAreas(siteDir).find((area) => rel.startsWith(`${area.english}/`) && isPageSource(rel.slice(area.english.length + 1)));
}
