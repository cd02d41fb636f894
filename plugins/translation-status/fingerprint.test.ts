import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fingerprint, fingerprintPattern, splitFrontMatter} from './fingerprint';
import {englishRooms} from './fixtures/site';

const page = englishRooms();

test('a fingerprint is twelve hex digits', () => {
  assert.match(fingerprint(page), fingerprintPattern);
});

test('whitespace edits leave the fingerprint as it was: re-wrapped lines, blank lines, indentation, trailing spaces, CRLF', () => {
  const rewrapped = page.replace('A room is a group of sockets.', 'A room is\na group   of sockets.  ');
  assert.equal(fingerprint(rewrapped), fingerprint(page));
  assert.equal(fingerprint(page.replace('\n\n## Joining', '\n\n\n\n## Joining')), fingerprint(page));
  assert.equal(fingerprint(page.replace(/\n/g, '\r\n')), fingerprint(page));
  const code = (indent: string) => `${page}\n\`\`\`js\nio.on("connection", (socket) => {\n${indent}socket.join("room");\n});\n\`\`\`\n`;
  assert.equal(fingerprint(code('    ')), fingerprint(code('  ')));
});

test('front matter edits a reader does not read leave it as it was: slug, position, tags, a new key', () => {
  const edited = page.replace('sidebar_position: 2', 'sidebar_position: 3\nslug: /rooms-and-more\ntags: [server]\nsource_fingerprint: 0123456789ab');
  assert.equal(fingerprint(edited), fingerprint(page));
  assert.equal(fingerprint(page.replace('title: Rooms', 'title: "Rooms"')), fingerprint(page), 'the same title, quoted');
});

test('a changed sentence, word, code line or heading id changes it', () => {
  assert.notEqual(fingerprint(englishRooms('A room is a named group of sockets.')), fingerprint(page));
  assert.notEqual(fingerprint(page.replace('socket.join()', 'socket.leave()')), fingerprint(page));
  assert.notEqual(fingerprint(page.replace('{#joining}', '{#join}')), fingerprint(page));
});

test('the front matter a reader reads changes it: the title, the sidebar label, the description', () => {
  assert.notEqual(fingerprint(page.replace('title: Rooms', 'title: Rooms and namespaces')), fingerprint(page));
  assert.notEqual(fingerprint(page.replace('title: Rooms', 'title: Rooms\nsidebar_label: Rooms!')), fingerprint(page));
  assert.notEqual(fingerprint(page.replace('title: Rooms', 'title: Rooms\ndescription: Groups of sockets.')), fingerprint(page));
});

test('a front matter Docusaurus would refuse (invalid YAML, as in old commits) still has a fingerprint', () => {
  const invalid = '---\ntitle: API: the reference\ndescription: io(): the function\n---\n\nText.\n';
  assert.match(fingerprint(invalid), fingerprintPattern);
  assert.notEqual(fingerprint(invalid), fingerprint(invalid.replace('io(): the function', 'io(): a function')));
});

test('a page without front matter is all body', () => {
  assert.deepEqual(splitFrontMatter('# Title\n\nText.\n'), {frontMatter: '', body: '# Title\n\nText.\n'});
  assert.equal(fingerprint('# Title\n\nText.\n'), fingerprint('# Title\nText.'));
});
