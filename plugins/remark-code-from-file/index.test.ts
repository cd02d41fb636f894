import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Root} from 'mdast';
import remarkCodeFromFile, {extractRegion} from './index';

const source = [
  'import { Server } from "socket.io";',
  '',
  '// #region handler',
  'io.on("connection", (socket) => {',
  '  socket.emit("hello");',
  '});',
  '// #endregion handler',
].join('\n');

test('the whole file is shown without region markers', () => {
  assert.equal(
    extractRegion(source, undefined, 'x.js'),
    'import { Server } from "socket.io";\n\nio.on("connection", (socket) => {\n  socket.emit("hello");\n});',
  );
});

test('a named region is shown alone', () => {
  assert.equal(extractRegion(source, 'handler', 'x.js'), 'io.on("connection", (socket) => {\n  socket.emit("hello");\n});');
});

test('an indented region is dedented', () => {
  const text = 'function f() {\n  // #region body\n  return 1;\n  // #endregion body\n}';
  assert.equal(extractRegion(text, 'body', 'f.js'), 'return 1;');
});

test('HTML region markers are recognised', () => {
  const html = '<body>\n  <!-- #region form -->\n  <form></form>\n  <!-- #endregion form -->\n</body>';
  assert.equal(extractRegion(html, 'form', 'index.html'), '<form></form>');
});

test('an unknown region is an error naming the file', () => {
  assert.throws(() => extractRegion(source, 'nope', 'x.js'), /region "nope" not found in x.js/);
});

function codeTree(meta: string): Root {
  return {type: 'root', children: [{type: 'code', lang: 'js', meta, value: ''}]};
}

test('the plugin fills the code block and drops the file= meta', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-from-file-'));
  const file = path.join(dir, 'server.js');
  fs.writeFileSync(file, source);
  const tree = codeTree(`title="server.js" file=${path.relative(path.resolve(__dirname, '../..'), file)}#handler`);
  remarkCodeFromFile()(tree, {path: '/site/docs/page.md'} as never);
  const code = tree.children[0] as {value: string; meta: string};
  assert.match(code.value, /^io\.on\("connection"/);
  assert.equal(code.meta, 'title="server.js"');
});

test('a missing file fails the build with the page named', () => {
  const tree = codeTree('file=examples/does-not-exist.js');
  assert.throws(
    () => remarkCodeFromFile()(tree, {path: path.resolve(__dirname, '../../docs/rooms.md')} as never),
    /docs\/rooms\.md: the code block points to examples\/does-not-exist\.js, which does not exist/,
  );
});
