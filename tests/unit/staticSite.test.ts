import {before, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {cacheControlFor, localeOfPath, resolvePath} from '../../scripts/serve/staticSite';

let build: string;
before(() => {
  build = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  for (const file of ['index.html', '404.html', 'pt-br/404.html', 'pt-br/docs/v4/index.html', 'pt-br/docs/v4/rooms/index.html', 'assets/js/main.js']) {
    fs.mkdirSync(path.dirname(path.join(build, file)), {recursive: true});
    fs.writeFileSync(path.join(build, file), file);
  }
});

test('a route with its trailing slash serves its index.html', () => {
  assert.deepEqual(resolvePath(build, '/pt-br/docs/v4/rooms/'), {file: path.join(build, 'pt-br/docs/v4/rooms/index.html'), status: 200});
});

test('a route without its trailing slash redirects to it', () => {
  assert.deepEqual(resolvePath(build, '/pt-br/docs/v4/rooms'), {redirect: '/pt-br/docs/v4/rooms/'});
});

test('.html and /index.html suffixes are the route without them', () => {
  assert.deepEqual(resolvePath(build, '/pt-br/docs/v4/rooms.html'), {file: path.join(build, 'pt-br/docs/v4/rooms/index.html'), status: 200});
  assert.deepEqual(resolvePath(build, '/pt-br/docs/v4/rooms/index.html'), {file: path.join(build, 'pt-br/docs/v4/rooms/index.html'), status: 200});
});

test('an unknown route gets the 404 page of its locale', () => {
  assert.deepEqual(resolvePath(build, '/pt-br/nothing-here/'), {file: path.join(build, 'pt-br/404.html'), status: 404});
  assert.deepEqual(resolvePath(build, '/nothing-here/'), {file: path.join(build, '404.html'), status: 404});
});

test('a locale missing from a partial build falls back to the default 404 page', () => {
  assert.deepEqual(resolvePath(build, '/fr/nothing/'), {file: path.join(build, '404.html'), status: 404});
});

test('paths cannot climb out of the build folder', () => {
  const resolution = resolvePath(build, '/../../etc/passwd');
  assert.ok('file' in resolution && resolution.file.startsWith(build));
  assert.equal((resolution as {status: number}).status, 404);
});

test('the locale of a path is its first segment when it names a locale', () => {
  assert.equal(localeOfPath('/pt-br/docs/v4/'), 'pt-br');
  assert.equal(localeOfPath('/zh-CN/'), 'zh-CN');
  assert.equal(localeOfPath('/es/docs/v4/'), 'es');
  assert.equal(localeOfPath('/docs/v4/'), 'en');
  assert.equal(localeOfPath('/pt-brx/'), 'en');
});

test('hashed assets of every locale are cached for a year; pages and the search index are revalidated', () => {
  for (const asset of ['/assets/js/main.1a2b3c4d.js', '/pt-br/assets/js/main.1a2b3c4d.js', '/zh-CN/assets/css/styles.5e6f.css']) {
    assert.equal(cacheControlFor(asset), 'public, max-age=31536000, immutable', asset);
  }
  for (const other of ['/pt-br/', '/pt-br/docs/v4/assets/', '/pt-br/search-index/4.x.json', '/fr/sitemap.xml', '/pt-brx/assets/a.js']) {
    assert.equal(cacheControlFor(other), 'no-cache', other);
  }
});
