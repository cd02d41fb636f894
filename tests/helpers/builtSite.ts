import fs from 'node:fs';
import path from 'node:path';
import {i18n} from '../../config/locales';
import {repoRoot} from './processes';

/** The production build, read from disk: what `npm start` serves. */
export const buildDir = path.resolve(repoRoot, process.env.BUILD_DIR ?? 'build');

/** The path of each locale's edition, the default locale's first: `/`, `/es/`, `/fr/`… (config/locales.ts). */
export const localePrefixes = ['/', ...i18n.locales.filter((locale) => locale !== i18n.defaultLocale).map((locale) => `/${locale}/`)];

/** The `lang` of each edition's pages, by path prefix: `/` → `en`, `/pt-br/` → `pt-BR`. */
export function htmlLangOf(prefix: string): string {
  const locale = prefix === '/' ? i18n.defaultLocale : prefix.slice(1, -1);
  return i18n.localeConfigs[locale as keyof typeof i18n.localeConfigs].htmlLang;
}

export type BuiltPage = {url: string; file: string; html: string};

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

/** Every HTML page of every locale, with the URL it is served at. */
export function builtPages(): BuiltPage[] {
  return walk(buildDir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const rel = '/' + path.relative(buildDir, file).split(path.sep).join('/');
      const url = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
      return {url, file, html: fs.readFileSync(file, 'utf8')};
    });
}

/** The file a site path is served from in the build in `dir` (the static server adds index.html, or .html, as Docusaurus does). */
export function fileForPath(urlPath: string, dir = buildDir): string | undefined {
  const decoded = decodeURIComponent(urlPath);
  const base = path.join(dir, decoded);
  if (!base.startsWith(dir)) return undefined;
  const candidates = decoded.endsWith('/') ? [path.join(base, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** The value of each `name` attribute in the (minified, sometimes unquoted) HTML. */
export function attributeValues(html: string, name: string): string[] {
  const pattern = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>"']+))`, 'g');
  return [...html.matchAll(pattern)].map((m) => decodeEntities(m[1] ?? m[2] ?? m[3] ?? ''));
}

/** The tags named `tag`, as raw text, to read their attributes with {@link attributeValues}. */
export function tags(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((m) => m[0]);
}

export function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The site's pages per locale, as the sitemaps list them. */
export function sitemapPaths(): string[] {
  return localePrefixes.flatMap((prefix) => {
    const file = path.join(buildDir, prefix, 'sitemap.xml');
    if (!fs.existsSync(file)) return [];
    return [...fs.readFileSync(file, 'utf8').matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
  });
}
