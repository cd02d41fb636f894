import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {offThemePath, themePath} from './index';

// What the trick relies on, read from the installed theme-classic and the site's landing page: an upgrade that
// changes one of these fails here, naming the file to read again.
const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic'));
const siteDir = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(file, 'utf8');

/** Each wrap, the theme-classic file rendering the outer element, and that element. */
const wrapped = [
  {component: 'Footer', outerIn: 'theme/Footer/Layout/index.js', outer: 'footer'},
  {component: 'BlogPostItem', outerIn: 'theme/BlogPostItem/Container/index.js', outer: 'article'},
  {component: 'DocItem/Footer', outerIn: 'theme/DocItem/Footer/index.js', outer: 'footer'},
  {component: 'DocItem/Paginator', outerIn: 'theme/DocPaginator/index.js', outer: 'nav'},
];

test("each wrap keeps the outer element theme-classic's component renders, reached through @theme-init", () => {
  for (const {component, outerIn, outer} of wrapped) {
    const wrap = read(path.join(themePath, component, 'index.tsx'));
    assert.match(wrap, new RegExp(`from '@theme-init/${component}'`), component);
    assert.match(wrap, new RegExp(`<StaticPart as="${outer}"`), component);
    assert.match(read(path.join(themeClassic, outerIn)), new RegExp(`return \\(?\\s*<${outer}\\b`), `static-parts: theme-classic/lib/${outerIn} no longer renders <${outer}> outermost`);
  }
  // Footer renders FooterLayout (the <footer>) or nothing; BlogPostItem renders its Container (the <article>).
  assert.match(read(path.join(themeClassic, 'theme/Footer/index.js')), /<FooterLayout\b/, 'static-parts: theme-classic/lib/theme/Footer no longer renders Footer/Layout');
  assert.match(read(path.join(themeClassic, 'theme/BlogPostItem/index.js')), /return \(\s*<BlogPostItemContainer\b/, 'static-parts: theme-classic/lib/theme/BlogPostItem no longer renders its Container outermost');
  // DocItem/Paginator renders DocPaginator (the <nav>).
  assert.match(read(path.join(themeClassic, 'theme/DocItem/Paginator/index.js')), /return \(\s*<DocPaginator\b/, 'static-parts: theme-classic/lib/theme/DocItem/Paginator no longer renders DocPaginator outermost');
});

test("a doc's footer is kept only when theme-classic renders one: the wrap's condition is theme-classic's", () => {
  const footer = read(path.join(themeClassic, 'theme/DocItem/Footer/index.js'));
  for (const rule of [/canDisplayTagsRow = tags\.length > 0;/, /canDisplayEditMetaRow = !!\(editUrl \|\| lastUpdatedAt \|\| lastUpdatedBy\);/, /canDisplayFooter = canDisplayTagsRow \|\| canDisplayEditMetaRow;/, /if \(!canDisplayFooter\) \{\s*return null;/]) {
    assert.match(footer, rule, `static-parts: theme-classic/lib/theme/DocItem/Footer changed when it renders its <footer> (${rule})`);
  }
  assert.match(read(path.join(themePath, 'DocItem/Footer/index.tsx')), /keep=\{tags\.length > 0 \|\| Boolean\(editUrl \|\| lastUpdatedAt \|\| lastUpdatedBy\)\}/);
});

test("a doc's breadcrumbs: the <nav> is kept when there are breadcrumbs, their structured data rendered beside it", () => {
  const breadcrumbs = read(path.join(themeClassic, 'theme/DocBreadcrumbs/index.js'));
  assert.match(breadcrumbs, /const breadcrumbs = useSidebarBreadcrumbs\(\);/, 'static-parts: theme-classic/lib/theme/DocBreadcrumbs no longer reads useSidebarBreadcrumbs');
  assert.match(breadcrumbs, /if \(!breadcrumbs\) \{\s*return null;/, 'static-parts: theme-classic/lib/theme/DocBreadcrumbs changed when it renders nothing');
  // Its only elements: the structured data (a <Head>, in the head) and the <nav> the part keeps.
  assert.match(breadcrumbs, /return \(\s*<>\s*<DocBreadcrumbsStructuredData breadcrumbs=\{breadcrumbs\} \/>\s*<nav\b[\s\S]*<\/nav>\s*<\/>\s*\);\s*\}\s*$/, 'static-parts: theme-classic/lib/theme/DocBreadcrumbs no longer renders its structured data and one <nav>');
  assert.match(read(path.join(themeClassic, 'theme/DocBreadcrumbs/StructuredData/index.js')), /return \(\s*<Head>/, 'static-parts: theme-classic/lib/theme/DocBreadcrumbs/StructuredData no longer renders a <Head> only');
  const wrap = read(path.join(themePath, 'DocBreadcrumbs/index.tsx'));
  assert.match(wrap, /from '@theme-init\/DocBreadcrumbs'/);
  assert.match(wrap, /<StaticPart as="nav" keep=\{breadcrumbs !== null\} whileKept=\{breadcrumbs && <DocBreadcrumbsStructuredData breadcrumbs=\{breadcrumbs\} \/>\}>/);
});

test("the doc's copy menu is kept: plain HTML, a <details> outermost, no state or handler", () => {
  const menu = read(path.join(siteDir, 'plugins/llms-txt/theme/CopyPageMenu/index.tsx'));
  assert.match(menu, /\n  return \(\s*<details\b/, 'plugins/llms-txt/theme/CopyPageMenu no longer renders <details> outermost');
  assert.doesNotMatch(menu, /\buse(State|Effect|LayoutEffect|Reducer|Ref)\(|\son[A-Z]\w*=\{/, 'plugins/llms-txt/theme/CopyPageMenu has state or a handler now: it can no longer be kept');
  assert.match(read(path.join(siteDir, 'src/theme/DocItem/Content/index.tsx')), /<StaticPart as="details">\s*<CopyPageMenu \/>\s*<\/StaticPart>/);
});

test('the site has a footer: a wrap keeping a <footer> must have one to keep', async () => {
  const {footer} = await import('../../../config/footer');
  assert.ok(footer.links.length > 0);
});

test("the landing page's static part is its <main>, holding only components without state or effects", () => {
  const landing = read(path.join(siteDir, 'src/pages/index.tsx'));
  assert.match(landing, /<StaticPart as="main">\s*<main>/);
  // A component with state or effects in there would never run on the page the browser loaded.
  const home = path.join(siteDir, 'src/components/Home');
  for (const file of fs.readdirSync(home).filter((name) => name.endsWith('.tsx'))) {
    const source = read(path.join(home, file));
    assert.doesNotMatch(source, /\buse(State|Effect|LayoutEffect|Reducer|Ref)\(/, `src/components/Home/${file}`);
    assert.doesNotMatch(source, /\son[A-Z]\w*=\{/, `src/components/Home/${file}: an event handler`);
  }
});

test("the demo pages: the text around the demo is kept, the demo (a <section>) until the reader reaches it", () => {
  const frame = read(path.join(siteDir, 'src/components/demos/DemoPage.tsx'));
  assert.match(frame, /<StaticPart as="header">\s*<header>/);
  assert.match(frame, /<StaticPart as="section" until="reached">\s*\{children\}\s*<\/StaticPart>/);
  assert.match(frame, /<StaticPart as="section">\s*<section className=\{styles\.source\}/);
  // The frame itself has no state or handler: it is never run on the page the browser loaded.
  assert.doesNotMatch(frame, /\buse(State|Effect|LayoutEffect|Reducer|Ref)\(|\son[A-Z]\w*=\{/);
  // Each demo the frame holds renders the <section> its part is hydrated as.
  for (const demo of ['ChatDemo', 'Whiteboard']) {
    assert.match(read(path.join(siteDir, `src/components/demos/${demo}.tsx`)), /\n  return \(\s*<section\b/, `src/components/demos/${demo}.tsx no longer renders <section> outermost`);
  }
  for (const page of ['chat', 'whiteboard']) {
    assert.match(read(path.join(siteDir, `src/pages/demos/${page}.tsx`)), /<DemoPage\b/, `src/pages/demos/${page}.tsx`);
  }
});

test('off, StaticPart renders its children: the site builds the same without the trick', () => {
  const off = read(path.join(offThemePath, 'StaticPart/index.tsx'));
  assert.match(off, /return children;/);
  assert.ok(fs.existsSync(path.join(themePath, 'StaticPart/index.tsx')));
});
