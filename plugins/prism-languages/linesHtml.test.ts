import {test} from 'node:test';
import assert from 'node:assert/strict';
import {prism} from '../../config/prism';
import {highlightedCodeHtml} from './client/highlighter';
import {plainCodeHtml} from './client/codeHtml';
import {codeLinesHtml, escapeHtml, styleAttribute} from './client/linesHtml';
import {codeThemeClasses, codeThemes} from './client/tokenClasses';
import {declarationsIn} from './stylesheetClasses';

const themes = codeThemes(prism);
const numbers = {line: 'codeLine', number: 'codeLineNumber', content: 'codeLineContent'};

const sample = [
  'import { Server } from "socket.io";',
  '',
  '/** a doc comment with <b>markup</b> & "quotes" */',
  "io.on('connection', (socket) => {",
  '  socket.emit(`hello ${socket.id}`, /^\\/ns-\\d+$/);',
  '});',
].join('\n');

/** The declarations `className`'s classes stand for in a mode, read from the stylesheet the plugin writes. */
const declarationsOf = declarationsIn(codeThemeClasses(themes).css());

test('a line is a div of its tokens: text outside any token is bare, a token is a span with its classes', () => {
  const html = highlightedCodeHtml({code: 'const a = "x"; // hi\n\nio', language: 'JS', themes, lineClassNames: {1: ['theme-code-block-highlighted-line']}});
  const lines = html.split('<br/></div>');
  assert.equal(lines.length, 4, 'three lines');
  assert.match(lines[0]!, /^<div class="token-line"><span class="token keyword[^"]*">const<\/span> a <span class="token operator[^"]*">=<\/span> /);
  // An empty line keeps its height, with the one inline style left.
  assert.equal(lines[1], '<div class="token-line theme-code-block-highlighted-line"><span class="token plain" style="display:inline-block"></span>');
  assert.equal(lines[2], '<div class="token-line">io');
  assert.doesNotMatch(html, /style="color|style=color/, 'no colour is inline');
});

test('a token gets, in each colour mode, the colours of its theme: GitHub in light mode, Dracula in dark mode', () => {
  const keyword = highlightedCodeHtml({code: 'const', language: 'js', themes, lineClassNames: {}}).match(/class="(token keyword[^"]*)"/)![1]!;
  assert.deepEqual(declarationsOf(keyword, 'light'), ['color:#00009f']);
  assert.deepEqual(declarationsOf(keyword, 'dark'), ['color:rgb(189, 147, 249)', 'font-style:italic']);
  const comment = highlightedCodeHtml({code: '// hi', language: 'js', themes, lineClassNames: {}}).match(/class="(token comment[^"]*)"/)![1]!;
  assert.deepEqual(declarationsOf(comment, 'light'), ['color:#737366', 'font-style:italic']);
  assert.deepEqual(declarationsOf(comment, 'dark'), ['color:#8995bb']);
});

test('the stylesheet colours each mode from its theme, and the block colours win over the inline ones of the mode rendered', () => {
  const css = codeThemeClasses(themes).css();
  assert.match(css, /^\[data-theme=light\] \.theme-code-block\{--prism-color:#393A34!important;--prism-background-color:#f6f8fa!important\}$/m);
  assert.match(css, /^\[data-theme=dark\] \.theme-code-block\{--prism-color:#F8F8F2!important;--prism-background-color:#282A36!important\}$/m);
  assert.match(css, /^\.theme-code-block pre\.prism-code\{color:var\(--prism-color\);background-color:var\(--prism-background-color\)\}$/m);
  // Every rule is scoped to a mode, but the block's own.
  for (const line of css.trim().split('\n').slice(0, -1)) assert.match(line, /^\[data-theme=(light|dark)\] /);
});

test('magic comment classes and line numbers are kept', () => {
  const html = highlightedCodeHtml({code: sample, language: 'js', themes, lineClassNames: {1: ['theme-code-block-highlighted-line']}, lineNumbers: numbers});
  assert.match(html, /^<div class="token-line codeLine"><span class="codeLineNumber"><\/span><span class="codeLineContent"><span class="token keyword/);
  assert.match(html, /<div class="token-line theme-code-block-highlighted-line codeLine"><span class="codeLineNumber"><\/span><span class="codeLineContent"><span class="token plain" style="display:inline-block"><\/span><\/span><br\/><\/div>/);
  assert.equal(html.split('<br/></div>').length - 1, sample.split('\n').length);
});

test('plain code keeps the line markup, with no token in it', () => {
  const plain = plainCodeHtml({code: 'a < b\n\nc', language: 'js', themes, lineClassNames: {}});
  assert.equal(plain, '<div class="token-line">a &lt; b<br/></div><div class="token-line"><span class="token plain" style="display:inline-block"></span><br/></div><div class="token-line">c<br/></div>');
  assert.equal(plain, highlightedCodeHtml({code: 'a < b\n\nc', language: 'text', themes, lineClassNames: {}}));
});

test('text and attributes are escaped as React escapes them, and the text of the code is the code', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&lt;a href=&quot;x&quot;&gt;&#x27;&amp;&#x27;&lt;/a&gt;');
  assert.equal(styleAttribute({color: '#fff', fontStyle: 'italic', opacity: 1, backgroundColor: undefined}), 'color:#fff;font-style:italic;opacity:1');
  const html = codeLinesHtml({lines: [[{types: ['plain'], content: '<b class="x">'}]], tokenAttributes: () => ({className: 'token "q"'}), lineClassNames: {}});
  assert.equal(html, '<div class="token-line"><span class="token &quot;q&quot;">&lt;b class=&quot;x&quot;&gt;</span><br/></div>');
  const text = highlightedCodeHtml({code: sample, language: 'js', themes, lineClassNames: {}})
    .replace(/<br\/><\/div>/g, '\n').replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
  assert.equal(text, `${sample}\n`);
});
