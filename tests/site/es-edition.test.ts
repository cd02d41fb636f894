import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {buildDir, builtPages, fileForPath} from '../helpers/builtSite';
import {proseOf} from '../helpers/portuguese';
import {repoRoot} from '../helpers/processes';
import {notSpanish} from '../helpers/spanish';

// The es edition: its interface is Spanish on every page, and every page of the 4.x docs (translated-docs.test.ts), of
// the 4.x changelog, of get-started and of the how-to guides reads as Spanish, as do the landing page, the demos,
// search and 404. The 3.x/2.x docs and the blog posts are the English ones under the Spanish interface, marked so.
const esPages = builtPages().filter((page) => page.url.startsWith('/es/'));
const htmlOf = (url: string) => fs.readFileSync(fileForPath(url)!, 'utf8');

/** The prose of the page's <main>, less the parts it marks as English (the blog posts not translated yet). */
function mainText(html: string): string {
  const main = html.match(/<main\b[\s\S]*<\/main>/)?.[0];
  assert.ok(main, 'the page has a <main> element');
  // The build's minifier leaves attributes unquoted and closing </li> tags out: an item ends where the next begins.
  return proseOf(main.replace(/<li\b[^>]*\blang="?en\b"?[^>]*>[\s\S]*?(?=<li\b|<\/li>|<\/ul>)/g, ' '));
}

/** The es route of every Markdown page of an English source folder (`index.md` is the folder's own route). */
function routesOf(folder: string, prefix: string): string[] {
  return fs
    .readdirSync(path.join(repoRoot, folder))
    .filter((name) => /^[^_].*\.mdx?$/.test(name))
    .map((name) => name.replace(/\.mdx?$/, ''))
    .map((slug) => (slug === 'index' ? prefix : `${prefix}${slug}/`));
}

describe('the es edition', () => {
  test('has its pages in the build', () => assert.ok(esPages.length > 150, `${esPages.length} es pages`));

  test('shows the Spanish interface on every page: skip link, navbar, footer, language menu', () => {
    const interfaceTexts = ['Saltar al contenido principal', '>Documentación<', '>Solución de problemas<', '>Español<'];
    const problems = esPages.flatMap((page) =>
      interfaceTexts.filter((text) => !page.html.includes(text)).map((text) => `${page.url}: no "${text}"`),
    );
    assert.deepEqual(problems, []);
  });

  test('lists the newest blog posts, those not translated yet marked as English (lang="en")', () => {
    const posts = [...htmlOf('/es/').matchAll(/<li\b([^>]*\bclass="?post_[^>]*)>/g)];
    assert.ok(posts.length > 0, 'the landing page lists posts');
    const esBlog = path.join(repoRoot, 'i18n/es/docusaurus-plugin-content-blog');
    const translated = fs.existsSync(esBlog) ? fs.readdirSync(esBlog).filter((name) => /\.mdx?$/.test(name)).length : 0;
    if (translated === 0) assert.ok(posts.every(([, attributes]) => /\blang="?en\b/.test(attributes!)), 'every listed post says it is in English');
  });

  test('announces in Spanish', () => {
    assert.match(htmlOf('/es/'), /Nuevo en el blog: <a href="?\/es\/blog\//);
  });

  // The landing page and the demos' texts come from i18n/es/code.json; the search page and 404 from the theme's.
  for (const url of ['/es/', '/es/demos/chat/', '/es/demos/whiteboard/', '/es/search/', '/es/404.html']) {
    test(`${url} reads as Spanish`, () => {
      const html = htmlOf(url);
      assert.match(html, /<html[^>]*\blang="?es[\s">]/);
      assert.equal(notSpanish(mainText(html)), undefined);
    });
  }

  // Every page of the changelog, get-started and how-to, listed from the English sources so that a new page is checked
  // from the day it is added: its es route must be a Spanish page, not the English one under the Spanish interface.
  const sourceRoutes = [
    ...routesOf('docs/changelog', '/es/docs/v4/changelog/'),
    ...routesOf('src/pages/get-started', '/es/get-started/'),
    ...routesOf('src/pages/how-to', '/es/how-to/'),
    '/es/socket-io-with-apache-cordova/',
  ];
  test('has the changelog, get-started and how-to pages to check', () => assert.ok(sourceRoutes.length > 50, `${sourceRoutes.length} routes`));
  for (const url of sourceRoutes) {
    test(`${url} is in Spanish`, () => {
      const file = fileForPath(url);
      assert.ok(file, `${url} is not in the build`);
      const html = fs.readFileSync(file, 'utf8');
      assert.match(html, /<html[^>]*\blang="?es[\s">]/);
      assert.equal(notSpanish(mainText(html)), undefined);
    });
  }

  test('the Spanish detector reads the English landing page as English', () => {
    assert.match(notSpanish(mainText(htmlOf('/'))) ?? '', /Spanish function words against/);
  });

  test('sidebar categories and version labels of every docs version are Spanish', () => {
    for (const [url, category] of [
      ['/es/docs/v4/', 'Servidor'],
      ['/es/docs/v3/', 'Servidor'],
      ['/es/docs/v2/', 'Servidor'],
    ]) {
      assert.match(htmlOf(url), new RegExp(`>${category}<`), `${url} shows the category "${category}"`);
    }
  });

  // The routes people link to (tests/site/routes.tsv, which holds the product's pt-br list and every pt-br page of
  // the build): the same paths exist under /es/ on the site this one replaces, so each must be an es page here.
  test("serves under /es/ every path of the site's route list", () => {
    const routes = fs
      .readFileSync(path.join(__dirname, 'routes.tsv'), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.split('\t')[1]!.replace(/^\/pt-br\//, '/es/'));
    assert.ok(routes.length > 100, `${routes.length} routes`);
    assert.deepEqual(routes.filter((route) => !fileForPath(route)), []);
  });

  test('has its own sitemap, listing es pages only', () => {
    const sitemap = fs.readFileSync(path.join(buildDir, 'es/sitemap.xml'), 'utf8');
    const locs = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
    assert.ok(locs.length > 150, `${locs.length} entries`);
    assert.deepEqual(locs.filter((loc) => !loc.startsWith('/es/')), []);
  });
});
