import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {startExampleServer} from '../helpers/processes';
import {languageScore, proseOf} from '../helpers/portuguese';
import {buildDir} from '../helpers/builtSite';

type Route = {section: string; route: string; topic: string};

function readRoutes(file: string): Route[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const [section, route, topic] = line.split('\t');
      return {section, route, topic};
    });
}

const manifest = readRoutes(path.join(__dirname, 'routes.tsv'));
// The product's list of pt-br URLs, which people link to, copied into the repository (2026-11-29) from the
// product description's route list, so that a plain clone or a source archive checks it too.
const productManifest = path.join(__dirname, 'product-routes.pt-br.tsv');

let server: Awaited<ReturnType<typeof startExampleServer>>;

before(async () => {
  // The preview server of `npm start`, serving the production build.
  server = await startExampleServer('scripts/serve.ts', {}, ['--import', 'tsx']);
});
after(() => server?.stop());

describe('the manifest', () => {
  test('lists each route once', () => {
    const routes = manifest.map((r) => r.route);
    assert.deepEqual(routes.filter((route, index) => routes.indexOf(route) !== index), []);
  });

  test('serves every URL of the product\'s pt-br route list', () => {
    const listed = new Set(manifest.map((r) => r.route));
    const required = readRoutes(productManifest).map((r) => r.route);
    assert.ok(required.length > 200, `${required.length} routes in ${productManifest}`);
    assert.deepEqual(required.filter((route) => !listed.has(route)), [], `routes of ${productManifest} missing from tests/site/routes.tsv`);
  });

  test('covers every pt-br page of the build (sitemap)', () => {
    const sitemap = fs.readFileSync(path.join(buildDir, 'pt-br/sitemap.xml'), 'utf8');
    const built = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/pt-br\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    const listed = new Set(manifest.map((r) => r.route));
    assert.deepEqual(built.filter((route) => !listed.has(route)), [], 'pages built but missing from tests/site/routes.tsv');
  });
});

describe('every route of the manifest', () => {
  for (const {route} of manifest) {
    test(`${route} is served in Brazilian Portuguese`, async () => {
      const response = await fetch(server.url + route);
      assert.equal(response.status, 200);
      const html = await response.text();
      // The minified HTML drops the quotes around attribute values.
      assert.match(html, /<html[^>]*\blang="?pt-BR[\s">]/);
      const main = html.match(/<main\b[\s\S]*<\/main>/)?.[0];
      assert.ok(main, 'the page has a <main> element');
      const score = languageScore(proseOf(main));
      assert.ok(score.words >= 20, `main text has ${score.words} words`);
      assert.ok(
        score.portuguese > score.english,
        `main text reads as English: ${score.english} English vs ${score.portuguese} Portuguese function words`,
      );
      assert.match(html, /<meta[^>]+name="?description"?[^>]+content="?[^"\s>]/, 'the page has a meta description');
    });
  }
});
