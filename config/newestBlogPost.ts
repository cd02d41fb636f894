import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {siteDir} from './sitePaths';

export type NewestPost = {slug: string; date: string; title: string};

type FrontMatter = {title?: string; slug?: string; date?: string | Date};

function frontMatterOf(file: string): FrontMatter {
  const match = fs.readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/);
  return match ? ((yaml.load(match[1]!) as FrontMatter | undefined) ?? {}) : {};
}

/**
 * The newest post of the blog (files are named `YYYY-MM-DD-slug.md`), with its title in `locale` when the post
 * is translated: the announcement bar links to it, so publishing a post is all it takes to announce it.
 */
export function newestBlogPost(locale: string, defaultLocale = 'en'): NewestPost | undefined {
  const blogDir = path.join(siteDir, 'blog');
  if (!fs.existsSync(blogDir)) return undefined;
  const newest = fs
    .readdirSync(blogDir)
    .filter((name) => /^\d{4}-\d{2}-\d{2}-.+\.mdx?$/.test(name))
    .sort()
    .at(-1);
  if (!newest) return undefined;
  const source = frontMatterOf(path.join(blogDir, newest));
  const translationFile = path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-blog', newest);
  const translated = locale !== defaultLocale && fs.existsSync(translationFile) ? frontMatterOf(translationFile) : {};
  return {
    slug: source.slug ?? newest.replace(/^\d{4}-\d{2}-\d{2}-/, '').replace(/\.mdx?$/, ''),
    date: newest.slice(0, 10),
    title: translated.title ?? source.title ?? newest,
  };
}
