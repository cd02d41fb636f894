import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {renderLlmsTxt, type TwinEntry} from './llmsTxt';
import {defaultMessages} from './messages';
import {outline} from './outline';
import {pagePathOfTwin, twinPath} from './twinPath';

test('a twin is the page path with its final slash made .md; a locale home page has index.md', () => {
  assert.equal(twinPath('/pt-br/docs/v4/rooms/', '/pt-br/'), '/pt-br/docs/v4/rooms.md');
  assert.equal(twinPath('/pt-br/docs/v4/', '/pt-br/'), '/pt-br/docs/v4.md');
  assert.equal(twinPath('/pt-br/', '/pt-br/'), '/pt-br/index.md');
  assert.equal(twinPath('/', '/'), '/index.md');
  assert.equal(twinPath('/blog/page/2', '/'), '/blog/page/2.md');
  for (const page of ['/pt-br/docs/v4/rooms/', '/pt-br/', '/']) assert.equal(pagePathOfTwin(twinPath(page, page === '/' ? '/' : '/pt-br/')), page);
});

/** A docs version as the docs plugin loads it, reduced to what the outline reads. */
function version(name: string, isLast: boolean, prefix: string, sidebars: LoadedVersion['sidebars'], ids: string[]): LoadedVersion {
  return {
    versionName: name,
    label: name,
    isLast,
    docs: ids.map((id) => ({id, title: `T ${id}`, permalink: `${prefix}${id === 'index' ? '' : `${id}`}`})),
    sidebars,
  } as unknown as LoadedVersion;
}

const latest = version(
  'current',
  true,
  '/pt-br/docs/v4/',
  {
    main: [
      {type: 'category', label: 'Documentação', collapsed: false, collapsible: true, items: [{type: 'doc', id: 'index'}, {type: 'doc', id: 'how-it-works'}]},
      {type: 'category', label: 'Eventos', collapsed: false, collapsible: true, items: [{type: 'doc', id: 'rooms'}]},
    ],
    server: [{type: 'doc', id: 'server-api'}],
    tutorial: [{type: 'doc', id: 'tutorial/introduction'}],
  },
  ['index', 'how-it-works', 'rooms', 'server-api', 'tutorial/introduction', 'emit-cheatsheet'],
);
const older = version('3.x', false, '/pt-br/docs/v3/', {main: [{type: 'category', label: 'Documentação', collapsed: false, collapsible: true, items: [{type: 'doc', id: 'rooms'}]}]}, ['rooms']);

const navbar = [
  {type: 'dropdown', label: 'Documentação', items: [{type: 'doc', docId: 'tutorial/introduction', label: 'Tutorial'}, {type: 'doc', docId: 'emit-cheatsheet', label: 'Guia rápido de emit'}]},
  {type: 'doc', docId: 'server-api', label: 'API do servidor'},
];

const siteOutline = outline({
  baseUrl: '/pt-br/',
  versions: [older, latest],
  navbar,
  sidebarOrder: ['main', 'tutorial', 'server'],
  pageRoutes: ['/pt-br/', '/pt-br/how-to/use-with-jwt/', '/pt-br/get-started/chat/', '/pt-br/get-started/'],
  postRoutes: ['/pt-br/blog/monorepo/'],
  titleOf: (route) => (route === '/pt-br/get-started/' ? 'Primeiros passos' : undefined),
  messages: {...defaultMessages, howTo: 'Guias práticos', pages: 'Páginas'},
});

test('the latest docs come first, grouped as their sidebars, in the order asked; docs in no sidebar after them', () => {
  assert.deepEqual(
    siteOutline.sections.map((section) => [section.title, section.routes]),
    [
      ['Documentação', ['/pt-br/docs/v4/', '/pt-br/docs/v4/how-it-works']],
      ['Eventos', ['/pt-br/docs/v4/rooms']],
      ['Tutorial', ['/pt-br/docs/v4/tutorial/introduction']],
      ['API do servidor', ['/pt-br/docs/v4/server-api']],
      ['Guia rápido de emit', ['/pt-br/docs/v4/emit-cheatsheet']],
      ['Primeiros passos', ['/pt-br/get-started/', '/pt-br/get-started/chat/']],
      ['Guias práticos', ['/pt-br/how-to/use-with-jwt/']],
      ['Páginas', ['/pt-br/']],
      ['Blog', ['/pt-br/blog/monorepo/']],
    ],
  );
});

test('older versions are "Optional", their titles marked with the version; llms-full.txt holds the latest docs', () => {
  assert.deepEqual(siteOutline.optional, [{title: 'Documentação', routes: ['/pt-br/docs/v3/rooms'], suffix: '3.x'}]);
  assert.deepEqual(siteOutline.full, [
    '/pt-br/docs/v4/',
    '/pt-br/docs/v4/how-it-works',
    '/pt-br/docs/v4/rooms',
    '/pt-br/docs/v4/tutorial/introduction',
    '/pt-br/docs/v4/server-api',
    '/pt-br/docs/v4/emit-cheatsheet',
  ]);
});

test('llms.txt: title, summary, sections of links with their descriptions, "Optional" last', () => {
  const entry = (route: string): TwinEntry => ({
    url: `https://socket.io${route.replace(/\/?$/, '.md')}`,
    twin: {title: `Página [${route}]`, description: 'Uma\ndescrição.', canonical: '', language: 'pt-BR', body: '', markdown: ''},
  });
  const text = renderLlmsTxt('Socket.IO', {...defaultMessages, summary: 'Resumo.', details: 'Detalhes.'}, {
    sections: [{title: 'Eventos', routes: ['/pt-br/docs/v4/rooms']}],
    optional: [{title: 'Documentação', routes: ['/pt-br/docs/v3/rooms'], suffix: '3.x'}],
    full: [],
  }, entry);
  assert.equal(
    text,
    [
      '# Socket.IO',
      '',
      '> Resumo.',
      '',
      'Detalhes.',
      '',
      '## Eventos',
      '',
      '- [Página \\[/pt-br/docs/v4/rooms\\]](https://socket.io/pt-br/docs/v4/rooms.md): Uma descrição.',
      '',
      '## Optional',
      '',
      '- [Página \\[/pt-br/docs/v3/rooms\\] (3.x)](https://socket.io/pt-br/docs/v3/rooms.md): Uma descrição.',
      '',
    ].join('\n'),
  );
});
