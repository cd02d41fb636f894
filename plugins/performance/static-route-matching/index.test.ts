import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {reactRouterDir, reactRouterPathToRegexp, replacement, replacementFor} from './index';
import {isStaticPath, withStaticMatching, type PathToRegexp} from './client/withStaticMatching';

const original = require(reactRouterPathToRegexp) as PathToRegexp;
const matching = withStaticMatching(original);

/** Every route of the pt-br edition, as react-router is given them, and paths at the edges of the syntax. */
const routes = fs
  .readFileSync(path.resolve(__dirname, '../../../tests/site/routes.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t')[1]!);
const paths = [...routes, ...routes.map((route) => route.replace(/\/$/, '')), '/', '', '/pt-br', '/a//', '/a.b+c?d', '/Docs/V4/'];

/** URLs each path is tried against: itself, with and without its slash, in capitals, below it, beside it. */
const pathnames = (route: string) => [
  route, `${route}/`, route.replace(/\/$/, ''), route.toUpperCase(), `${route}x`, `${route}/x`, `${route}x/y`, `${route}//`,
  `${route.replace(/\/$/, '')}/x/`, '/', '', '/pt-br/é/', `${route}İ`, `${route.toUpperCase()}\u212a`, '/pt-br/docs/v4/server-api/',
];

test('a static route matches every URL exactly as the RegExp path-to-regexp builds for it (route table × URLs × options)', () => {
  let compared = 0;
  for (const route of paths) {
    assert.ok(isStaticPath(route), route);
    for (const end of [true, false]) {
      for (const sensitive of [false, true]) {
        const expected = original(route, [], {end, sensitive, strict: false});
        const actual = matching(route, [], {end, sensitive, strict: false});
        for (const pathname of pathnames(route)) {
          const want = expected.exec(pathname);
          const got = actual.exec(pathname);
          // react-router reads the matched text and the captures (none here).
          assert.deepEqual(got === null ? null : [...got], want === null ? null : [...want], `${route} ${pathname} end=${end} sensitive=${sensitive}`);
          assert.equal(actual.test(pathname), want !== null);
          compared++;
        }
      }
    }
  }
  assert.ok(compared > 20_000, `${compared} matches compared`);
});

test('paths with parameters, groups or wildcards, and strict matching, get the real RegExp', () => {
  for (const route of ['/blog/:slug', '/docs/(v2|v3)/', '/assets/*', '/a\\:b']) {
    assert.equal(isStaticPath(route), false, route);
    const keys: unknown[] = [];
    assert.ok(matching(route, keys, {end: true}) instanceof RegExp, route);
  }
  const keys: {name: string}[] = [];
  assert.deepEqual(matching('/blog/:slug', keys, {end: true}).exec('/blog/monorepo')?.slice(1), ['monorepo']);
  assert.deepEqual(keys.map((key) => key.name), ['slug']);
  assert.ok(matching('/docs/', [], {end: true, strict: true}) instanceof RegExp);
  assert.equal(matching.compile, original.compile);
});

test("only react-router's import of path-to-regexp is replaced, by the module built on the copy it resolves", () => {
  assert.equal(replacementFor(path.join(reactRouterDir, 'esm'), 'path-to-regexp'), replacement);
  assert.equal(replacementFor(path.resolve('src/theme'), 'path-to-regexp'), undefined);
  assert.equal(replacementFor(path.join(reactRouterDir, 'esm'), 'path-to-regexp/index.js'), undefined);
  assert.match(fs.readFileSync(path.join(path.dirname(reactRouterPathToRegexp), 'package.json'), 'utf8'), /"version": "1\./);
  assert.ok(fs.existsSync(replacement));
});
