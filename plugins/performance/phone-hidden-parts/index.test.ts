import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {themePath} from './index';
import {desktopBreakpoint} from './client/serverHtml';

// What the trick relies on in theme-classic and theme-common, read from the installed packages: an upgrade that
// changes one of these fails here, naming the file to read again.
const themeClassic = path.dirname(require.resolve('@docusaurus/theme-classic'));
const themeCommon = path.dirname(require.resolve('@docusaurus/theme-common'));
const read = (lib: string, file: string) => fs.readFileSync(path.join(lib, file), 'utf8');

/** The element each wrapped component renders outermost, which the wrap renders in its place while hydrating. */
const wrapped = [
  {component: 'DocSidebar/Desktop', outer: 'div', removedBy: 'DocSidebar/index.js'},
  {component: 'DocItem/TOC/Desktop', outer: 'div', removedBy: 'DocItem/Layout/index.js'},
  {component: 'BlogSidebar/Desktop', outer: 'aside', removedBy: 'BlogSidebar/index.js'},
];

test("its breakpoint is useWindowSize's: narrower or equal is 'mobile'", () => {
  const source = read(themeCommon, 'hooks/useWindowSize.js');
  assert.match(source, new RegExp(`DesktopBreakpoint = ${desktopBreakpoint};`), 'phone-hidden-parts: theme-common/lib/hooks/useWindowSize.js changed its breakpoint');
  assert.match(source, /window\.innerWidth > desktopBreakpoint\s*\?\s*windowSizes\.desktop\s*:\s*windowSizes\.mobile/, 'phone-hidden-parts: useWindowSize no longer compares innerWidth');
});

test('theme-classic still renders each wrapped part for the server and drops it on a narrow window', () => {
  for (const {component, removedBy} of wrapped) {
    const source = read(themeClassic, `theme/${removedBy}`);
    assert.match(source, /useWindowSize\(\)/, `phone-hidden-parts: theme-classic/lib/theme/${removedBy} no longer reads the window size (${component})`);
    assert.match(source, /'mobile'|'ssr'/, `phone-hidden-parts: theme-classic/lib/theme/${removedBy} no longer tells 'ssr' or 'mobile' apart (${component})`);
  }
});

test("each wrap renders the outer element of theme-classic's component, which it reaches through @theme-init", () => {
  for (const {component, outer} of wrapped) {
    const wrap = fs.readFileSync(path.join(themePath, component, 'index.tsx'), 'utf8');
    assert.match(wrap, new RegExp(`from '@theme-init/${component}'`), component);
    assert.match(wrap, new RegExp(`<ServerHtmlOnNarrowWindow as="${outer}">`), component);
  }
  // The first element the named component returns.
  const first = (file: string, component: string) => read(themeClassic, file).split(`function ${component}(`)[1]?.match(/return \(\s*<(\w+)/)?.[1];
  assert.equal(first('theme/DocSidebar/Desktop/index.js', 'DocSidebarDesktop'), 'div', 'phone-hidden-parts: DocSidebar/Desktop changed its outer element');
  // DocItem/TOC/Desktop renders TOC, whose outer element is a div.
  assert.match(read(themeClassic, 'theme/DocItem/TOC/Desktop/index.js'), /<TOC\b/, 'phone-hidden-parts: DocItem/TOC/Desktop no longer renders TOC');
  assert.equal(first('theme/TOC/index.js', 'TOC'), 'div', 'phone-hidden-parts: TOC changed its outer element');
  assert.equal(first('theme/BlogSidebar/Desktop/index.js', 'BlogSidebarDesktop'), 'aside', 'phone-hidden-parts: BlogSidebar/Desktop changed its outer element');
});

test("theme-classic's table of contents (a Markdown page's, a blog post's) is hidden at useWindowSize's narrow widths, and kept on a phone", () => {
  const css = read(themeClassic, 'theme/TOC/styles.module.css');
  const narrow = css.split(`@media (max-width: ${desktopBreakpoint}px) {`).slice(1).map((block) => block.split('\n}\n')[0]!);
  assert.ok(narrow.some((block) => /\.tableOfContents \{\s*display: none;\s*\}/.test(block)), 'phone-hidden-parts: theme-classic/lib/theme/TOC/styles.module.css no longer hides the table of contents on a narrow window');
  assert.match(read(themeClassic, 'theme/TOC/index.js'), /className=\{clsx\(styles\.tableOfContents,/, 'phone-hidden-parts: theme-classic/lib/theme/TOC no longer puts tableOfContents on its outer element');
  for (const page of ['MDXPage/index.js', 'BlogPostPage/index.js']) {
    assert.match(read(themeClassic, `theme/${page}`), /import TOC from '@theme\/TOC';/, `phone-hidden-parts: theme-classic/lib/theme/${page} no longer renders TOC`);
  }
  const wrap = fs.readFileSync(path.join(themePath, 'TOC/index.tsx'), 'utf8');
  assert.match(wrap, /from '@theme-init\/TOC'/);
  assert.match(wrap, /<ServerHtmlOnNarrowWindow as="div">\s*<TOC \{\.\.\.props\} \/>/);
});

test("Infima hides every top-level navbar item (.navbar__item) at useWindowSize's narrow widths", () => {
  const css = fs.readFileSync(require.resolve('infima/dist/css/default/default.css'), 'utf8');
  const narrow = css.split(`@media (max-width: ${desktopBreakpoint}px) {`).slice(1).map((block) => block.split('\n@media')[0]!);
  assert.ok(narrow.some((block) => /\.navbar__item \{\s*display: none\s*\}/.test(block)), 'phone-hidden-parts: Infima no longer hides .navbar__item on a narrow window');
});

test("every navbar item type of theme-classic is either kept as its outer element on a phone or rendered (search)", async () => {
  const {hiddenItemElement} = await import('./client/navbarItems');
  const types = [...read(themeClassic, 'theme/NavbarItem/ComponentTypes.js').matchAll(/^\s+(\w+): \w+NavbarItem,$/gm)].map((match) => match[1]!);
  assert.deepEqual(types.sort(), ['default', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown', 'dropdown', 'html', 'localeDropdown', 'search']);
  const element = (props: object) => hiddenItemElement(props as never);
  assert.deepEqual(
    Object.fromEntries(types.map((type) => [type, element({type})])),
    {default: 'a', doc: 'a', docSidebar: 'a', docsVersion: 'a', docsVersionDropdown: 'div', dropdown: 'div', html: 'div', localeDropdown: 'div', search: undefined},
  );
  assert.equal(element({label: 'Docs', items: []}), 'div', 'an untyped item with items is a dropdown');
  assert.equal(element({type: 'doc', mobile: true}), undefined, "the phone's menu renders its own");
  assert.equal(element({type: 'doc', isDropdownItem: true}), undefined, 'an item of a dropdown is inside its dropdown');
  assert.equal(element({type: 'custom-dropdownHeader'}), undefined);
  // The outer elements: a link (NavbarNavLink) with navbar__item, a div with navbar__item.
  assert.match(read(themeClassic, 'theme/NavbarItem/DefaultNavbarItem/Desktop/index.js'), /<NavbarNavLink\s+className=\{clsx\(\s*isDropdownItem \? 'dropdown__link' : 'navbar__item navbar__link'/, 'phone-hidden-parts: DefaultNavbarItem/Desktop changed');
  assert.match(read(themeClassic, 'theme/NavbarItem/DropdownNavbarItem/Desktop/index.js'), /<div\s+ref=\{dropdownRef\}\s+className=\{clsx\('navbar__item', 'dropdown'/, 'phone-hidden-parts: DropdownNavbarItem/Desktop changed');
  assert.match(read(themeClassic, 'theme/NavbarItem/HtmlNavbarItem.js'), /const Comp = isDropdownItem \? 'li' : 'div';/, 'phone-hidden-parts: HtmlNavbarItem changed');
});
