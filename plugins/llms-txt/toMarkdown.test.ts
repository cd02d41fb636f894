import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pageToTwin} from './toMarkdown';

// A page built by this site (docusaurus build --locale en), whole: navbar, sidebar, table of contents and footer
// around a Markdown page with a table, two admonitions, Docusaurus's own Tabs and a code block filled from
// examples/rooms/server.js#channels by plugins/remark-code-from-file: fixtures/tabs-table-admonition-sample.mdx, built as
// src/pages/llms-fixture.mdx with Docusaurus 3.10.2 (`docusaurus build --locale en`), its page copied as it was served.
const fixture = fs.readFileSync(path.join(__dirname, 'fixtures/tabs-table-admonition-sample.html'), 'utf8');
const twin = pageToTwin(fixture, 'https://socket.io/llms-fixture/');

test('the front matter gives the title, description, canonical URL and language', () => {
  assert.equal(
    twin.markdown.slice(0, twin.markdown.indexOf('\n# ')),
    [
      '---',
      'title: "Converter fixture"',
      'description: "A page with each construct the Markdown twin converter handles."',
      'canonical: "https://socket.io/llms-fixture/"',
      'language: "en"',
      '---',
      '',
    ].join('\n'),
  );
});

test('the body starts with the title, and headings keep their ids', () => {
  assert.match(twin.body, /^# Converter fixture\n/);
  assert.match(twin.body, /^## A table \{#a-table\}$/m);
  assert.match(twin.body, /^## A sample read from a file \{#a-sample\}$/m);
});

test('links and inline code are kept, links made absolute', () => {
  assert.match(
    twin.body,
    /^An intro with a \[relative link\]\(https:\/\/socket\.io\/docs\/v4\/rooms\/#joining-and-leaving\), an \[external one\]\(https:\/\/github\.com\/socketio\/socket\.io\) and `inline code`\.$/m,
  );
});

test('a table becomes a GFM table, with its alignment', () => {
  assert.ok(
    twin.body.includes(
      [
        '| Option         | Default | Meaning                          |',
        '| -------------- | :-----: | -------------------------------- |',
        '| `pingInterval` | `25000` | how often the server pings       |',
        '| `pingTimeout`  | `20000` | how long it **waits** for a pong |',
      ].join('\n'),
    ),
    twin.body,
  );
});

test('an admonition becomes a blockquote opening with its title, or its type', () => {
  assert.ok(
    twin.body.includes(
      '> **Rooms are server-only**\n>\n> The client never knows which rooms it is in. See [rooms](https://socket.io/docs/v4/rooms/).',
    ),
    twin.body,
  );
  assert.ok(twin.body.includes('> **Warning**\n>\n> Two paragraphs.\n>\n> The second one.'), twin.body);
});

test('a tab group keeps the tab served by default, and names the others in a comment', () => {
  assert.ok(
    twin.body.includes('<!-- tabs: CommonJS (shown) | ES modules -->\n\n```js title="index.js"\nconst { Server } = require("socket.io");\n```'),
    twin.body,
  );
  assert.ok(!twin.body.includes('import { Server }'), 'the hidden panel is left out');
  assert.ok(!twin.body.includes('index.mjs'));
});

test('a code block read from a file keeps its language, its title and every line of the sample', () => {
  const sample = [
    '```js title="server.js"',
    'socket.on("join channel", (channel, callback) => {',
    '  if (!CHANNELS.includes(channel)) {',
    '    return callback({ error: "unknown channel" });',
    '  }',
    '  socket.join(`channel:${channel}`);',
    '  callback({ rooms: [...socket.rooms] });',
    '});',
    '',
    'socket.on("leave channel", (channel, callback) => {',
    '  socket.leave(`channel:${channel}`);',
    '  callback({ rooms: [...socket.rooms] });',
    '});',
    '',
    'socket.on("channel message", (channel, text) => {',
    '  // only members may write to a channel',
    '  if (socket.rooms.has(`channel:${channel}`)) {',
    '    io.to(`channel:${channel}`).emit("channel message", channel, text);',
    '  }',
    '});',
    '```',
  ].join('\n');
  assert.ok(twin.body.includes(sample), twin.body);
  assert.ok(twin.body.includes('```\nplain text\n  indented\n```'), 'a block without language keeps its indentation');
});

test('nothing of the page around the content: navbar, sidebar, table of contents, footer, scripts', () => {
  for (const chrome of ['Skip to main content', 'Copyright ©', 'Stack Overflow', 'GitHub Discussions', '<script', 'Direct link to', '\u200b']) {
    assert.ok(!twin.markdown.includes(chrome), `the twin has "${chrome}"`);
  }
  // The table of contents lists the headings once more: each appears once, as a heading.
  assert.equal(twin.body.match(/A table/g)?.length, 1);
});

/** A fragment of a page, in the shape a build gives it. */
const page = (content: string) =>
  `<!doctype html><html lang="pt-BR"><head><title>T | Socket.IO</title><meta name="description" content="D"></head><body><nav class="navbar">Menu</nav><main><div class="theme-doc-markdown markdown">${content}</div></main><footer>Rodapé</footer></body></html>`;

test('a plain tab group (role=tablist of buttons) keeps its served panel as well', () => {
  const {body} = pageToTwin(
    page(
      '<h1>T</h1><div class="code-variants"><div role="tablist" aria-label="Módulos"><button role="tab" aria-selected="false">CommonJS</button><button role="tab" aria-selected="true">ES modules</button></div>' +
        '<div role="tabpanel" hidden><div class="language-js theme-code-block"><pre><code><div class="token-line">const x = require("x");</div></code></pre></div></div>' +
        '<div role="tabpanel"><div class="language-js theme-code-block"><pre><code><div class="token-line">import x from "x";</div></code></pre></div></div></div>',
    ),
    'https://socket.io/pt-br/docs/v4/x/',
  );
  assert.equal(body, '# T\n\n<!-- tabs: ES modules (shown) | CommonJS -->\n\n```js\nimport x from "x";\n```\n');
});

test('an inline diagram and a chart drawn as a data: URL become their text alternatives', () => {
  const {body} = pageToTwin(
    page(
      '<h1>T</h1><svg role="img" aria-label="Salas"><title>Salas</title><desc>A, B e C na sala.</desc><rect/></svg>' +
        '<p><img alt="Gráfico do heap" src="data:image/svg+xml;base64,AAAA#gh-light-mode-only"> <img alt="Gráfico do heap" src="data:image/svg+xml;base64,BBBB#gh-dark-mode-only"></p>' +
        '<p><img alt="Logo" src="/images/logo.svg"></p>',
    ),
    'https://socket.io/pt-br/docs/v4/x/',
  );
  assert.equal(body, '# T\n\n*Salas*: A, B e C na sala.\n\n*Gráfico do heap*\n\n![Logo](https://socket.io/images/logo.svg)\n');
});

test('a page without a content title takes it from <title>', () => {
  const twinOfPage = pageToTwin(page('<p>Texto.</p>'), 'https://socket.io/pt-br/x/');
  assert.equal(twinOfPage.title, 'T');
  assert.equal(twinOfPage.body, '# T\n\nTexto.\n');
  assert.equal(twinOfPage.language, 'pt-BR');
});
