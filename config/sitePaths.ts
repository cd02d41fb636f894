import fs from 'node:fs';
import path from 'node:path';

export const siteDir = path.resolve(__dirname, '..');

const markdownExtensions = ['.md', '.mdx'];
const pageExtensions = [...markdownExtensions, '.tsx'];

function fileExists(base: string, extensions: string[]): boolean {
  return extensions.some((ext) => fs.existsSync(base + ext));
}

/**
 * Content lands issue by issue: navbar, footer and sidebars declare the whole site once,
 * and an entry shows up as soon as the page it points to has been written.
 */
export function docExists(docId: string): boolean {
  return fileExists(path.join(siteDir, 'docs', docId), markdownExtensions);
}

export function pageExists(pagePath: string): boolean {
  return fileExists(path.join(siteDir, 'src/pages', pagePath), pageExtensions);
}

export function blogHasPosts(): boolean {
  const blogDir = path.join(siteDir, 'blog');
  return fs.existsSync(blogDir) && fs.readdirSync(blogDir).some((name) => /\.mdx?$/.test(name));
}
