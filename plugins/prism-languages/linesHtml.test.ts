import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createElement as h, Fragment, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {prism} from '../../config/prism';
import {Highlight} from './client';
import {highlightedCodeHtml} from './client/highlighter';
import {plainCodeHtml} from './client/codeHtml';
import {codeLinesHtml, escapeHtml, styleAttribute, type LinesInput} from './client/linesHtml';
import type {LineToken as Token} from './client/normalizeTokens';

type RenderProps = Parameters<Parameters<typeof Highlight>[0]['children']>[0];

const numbers = {line: 'codeLine', number: 'codeLineNumber', content: 'codeLineContent'};

/** theme-classic's CodeBlock/Line as React elements: what the HTML string must reproduce. */
function reactLines({tokens, getLineProps, getTokenProps}: RenderProps, lineClassNames: LinesInput['lineClassNames'], withNumbers: boolean) {
  return tokens.map((raw, i) => {
    const line: Token[] = raw.length === 1 && raw[0]!.content === '\n' ? [{...raw[0]!, content: ''}] : raw;
    const spans = line.map((token, j) => h('span', {key: j, ...getTokenProps({token})}));
    const lineProps = getLineProps({line, className: [lineClassNames[i], withNumbers && numbers.line].flat().filter(Boolean).join(' ')});
    return h('div', {key: i, ...lineProps}, withNumbers ? h(Fragment, null, h('span', {className: numbers.number}), h('span', {className: numbers.content}, spans)) : spans, h('br'));
  });
}

function both(code: string, language: string, theme = prism.theme, lineClassNames: LinesInput['lineClassNames'] = {}, withNumbers = false) {
  let fromString = '';
  const fromReact = renderToStaticMarkup(
    h(Highlight as unknown as (props: Record<string, unknown>) => ReactElement, {
      code,
      language,
      theme,
      children: (props: RenderProps) => {
        fromString = codeLinesHtml({lines: props.tokens, getLineProps: props.getLineProps, getTokenProps: props.getTokenProps, lineClassNames, lineNumbers: withNumbers ? numbers : undefined});
        return h('code', null, reactLines(props, lineClassNames, withNumbers));
      },
    }),
  );
  return {fromString: `<code>${fromString}</code>`, fromReact};
}

const sample = [
  'import { Server } from "socket.io";',
  '',
  '/** a doc comment with <b>markup</b> & "quotes" */',
  "io.on('connection', (socket) => {",
  '  socket.emit(`hello ${socket.id}`, /^\\/ns-\\d+$/);',
  '});',
].join('\n');

test('the lines are the markup React renders for theme-classic lines, in both themes', () => {
  for (const theme of [prism.theme, prism.darkTheme]) {
    for (const [code, language] of [[sample, 'js'], ['<p class="x">a &amp; b</p>\n<style>p { margin: 0 }</style>', 'html'], ['npm install socket.io\n\n', 'bash'], ['plain <text>', 'text']] as const) {
      const {fromString, fromReact} = both(code, language, theme);
      assert.equal(fromString, fromReact, `${language}`);
    }
  }
});

test('magic comment classes and line numbers are kept', () => {
  const {fromString, fromReact} = both(sample, 'js', prism.theme, {1: ['theme-code-block-highlighted-line']}, true);
  assert.equal(fromString, fromReact);
  assert.match(fromString, /<div class="token-line theme-code-block-highlighted-line codeLine"/);
});

test('the highlighter writes what <Highlight> renders, and plain code keeps the line markup', () => {
  for (const theme of [prism.theme, prism.darkTheme]) {
    const {fromReact} = both(sample, 'js', theme);
    assert.equal(`<code>${highlightedCodeHtml({code: sample, language: 'JS', theme, lineClassNames: {}})}</code>`, fromReact);
  }
  const plain = plainCodeHtml({code: 'a < b\n\nc', language: 'js', theme: prism.theme, lineClassNames: {}});
  assert.equal(plain, both('a < b\n\nc', 'text').fromString.replace(/^<code>|<\/code>$/g, ''));
  assert.doesNotMatch(plain, /token keyword/);
});

test('text and attributes are escaped as React escapes them', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;');
  assert.equal(styleAttribute({color: '#fff', fontStyle: 'italic', opacity: 1, backgroundColor: undefined}), 'color:#fff;font-style:italic;opacity:1');
});
