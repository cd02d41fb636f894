import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import {createElement as h, Fragment, type ReactNode} from 'react';
import {renderToString} from 'react-dom/server';
import {Helmet, HelmetProvider} from 'react-helmet-async';
import {headPropsOf, headState, type TagAttributes} from './client/headState';
import {replacement, replacementFor} from './index';

// Three <Head> elements nested as a doc page nests them: the site's, the page's, the doc's (innermost last).
const site = [
  h('html', {lang: 'pt-BR', dir: 'ltr'}),
  h('title', null, 'Socket.IO'),
  h('meta', {property: 'og:title', content: 'Socket.IO'}),
  h('meta', {name: 'twitter:card', content: 'summary_large_image'}),
  h('link', {rel: 'canonical', href: 'https://socket.io/pt-br/'}),
  ...['en', 'fr', 'pt-BR', 'zh-CN'].map((lang) => h('link', {key: lang, rel: 'alternate', href: `https://socket.io/${lang}/x/`, hrefLang: lang})),
  h('link', {rel: 'stylesheet', href: '/a.css'}),
  h('meta', {name: 'docusaurus_locale', content: 'pt-br'}),
  h('script', {type: 'application/ld+json'}, '{"@type":"WebSite"}'),
];
const pageHead = [
  h('html', {className: 'plugin-docs docs-doc-page'}),
  h('title', null, 'Salas | Socket.IO'),
  h('meta', {name: 'description', content: 'Salas e transmissões'}),
  h('meta', {property: 'og:title', content: 'Salas | Socket.IO'}),
  h('link', {rel: 'canonical', href: 'https://socket.io/pt-br/docs/v4/rooms/'}),
  h('link', {rel: 'stylesheet', href: '/b.css'}),
  h(Fragment, null, h('meta', {name: 'keywords', content: 'ignorada'}), h('meta', {charSet: 'utf-8'})),
];
const docHead = [
  h('meta', {name: 'description', content: 'Salas, de perto'}),
  h(Fragment, null, h('title', null, ['Salas', ' | ', 'Socket.IO'])),
  h('script', {type: 'application/ld+json'}, '{"@type":"BreadcrumbList"}'),
  h('meta', {property: 'og:image', content: 'https://socket.io/images/card.png'}),
];
const heads: ReactNode[][] = [site, pageHead, docHead];

/** The attributes of each tag in react-helmet-async's server output, in order, `data-rh` left out. */
function helmetTags(html: string): string[][][] {
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return [...html.matchAll(/<\w+ ([^>]*?)\/?>(?:([^<]*)<\/\w+>)?/g)].map(([, attributes, text]) => {
    const pairs = [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]).filter(([name]) => name !== 'data-rh');
    return text ? [...pairs, ['text', decode(text)]] : pairs;
  });
}

function ownTags(tags: TagAttributes[]): string[][][] {
  return tags.map((tag) => Object.entries(tag).map(([name, value]) => [name === 'innerHTML' || name === 'cssText' ? 'text' : name, value ?? '']).sort((a, b) => (a[0] === 'text' ? 1 : b[0] === 'text' ? -1 : 0)));
}

test('the head combines nested <Head> elements as react-helmet-async does on the server', () => {
  const context: {helmet?: Record<string, {toString(): string}>} = {};
  renderToString(h(HelmetProvider, {context}, ...heads.map((children, i) => h(Helmet, {key: i}, ...children))));
  const server = context.helmet!;
  const state = headState(heads.map((children) => headPropsOf(children)));

  assert.equal(server.title!.toString(), `<title data-rh="true">${state.title}</title>`);
  assert.equal(state.title, 'Salas | Socket.IO');
  assert.equal(server.htmlAttributes!.toString(), Object.entries(state.htmlAttributes).map(([name, value]) => `${name}="${value}"`).join(' '));
  assert.deepEqual(state.htmlAttributes, {lang: 'pt-BR', dir: 'ltr', class: 'plugin-docs docs-doc-page'});
  for (const type of ['meta', 'link', 'script'] as const) {
    assert.deepEqual(ownTags(state.tags[type]), helmetTags(server[type]!.toString()), type);
  }
  // The rules at work: the innermost description, title and canonical win; every hreflang stays; both
  // stylesheets stay (a stylesheet's rel does not identify it); a fragment's meta give way to their siblings'.
  assert.deepEqual(state.tags.meta.filter((tag) => tag.name === 'description'), [{name: 'description', content: 'Salas, de perto'}]);
  assert.deepEqual(state.tags.link.filter((tag) => tag.rel === 'canonical'), [{rel: 'canonical', href: 'https://socket.io/pt-br/docs/v4/rooms/'}]);
  assert.equal(state.tags.link.filter((tag) => tag.rel === 'alternate').length, 4);
  assert.equal(state.tags.link.filter((tag) => tag.rel === 'stylesheet').length, 2);
  assert.equal(state.tags.meta.some((tag) => tag.name === 'keywords'), false);
  assert.equal(state.tags.script.length, 2);
});

test('<Head> refuses what react-helmet-async refuses: components and children of void tags', () => {
  assert.throws(() => headPropsOf(h(() => null, null)), /cannot contain components/);
  assert.throws(() => headPropsOf(h('meta', {name: 'x'}, 'text')), /cannot have children/);
});

test('react-helmet-async is replaced in the browser bundle only, wherever it is imported', () => {
  // Docusaurus's <Head> and client entry still import it by this name.
  assert.match(fs.readFileSync(require.resolve('@docusaurus/core/lib/client/exports/Head.js'), 'utf8'), /from 'react-helmet-async'/);
  assert.match(fs.readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8'), /import \{ HelmetProvider \} from 'react-helmet-async'/);
  assert.equal(replacementFor('/site/node_modules/@docusaurus/core/lib/client/exports', 'react-helmet-async'), replacement);
  assert.equal(replacementFor('/site/src', 'react-helmet'), undefined);
  assert.ok(fs.existsSync(replacement));
});
