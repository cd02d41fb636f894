import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {acceptedEncodings, cacheControlFor, createStaticSiteHandler, localeOfPath, resolvePath} from '../../scripts/serve/staticSite';

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

describe('compressed responses', () => {
  const script = 'console.log("served");\n'.repeat(200);
  let site: string;
  let server: http.Server;
  let origin: string;
  before(async () => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
    const write = (file: string, content: string | Buffer) => {
      fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), content);
    };
    write('index.html', '<h1>home</h1>');
    write('404.html', '<h1>not found</h1>');
    write('assets/js/main.js', script);
    // Twins as plugins/precompress writes them, told apart from what the server would compress itself.
    write('assets/js/main.js.gz', zlib.gzipSync(script + '// from main.js.gz\n'));
    write('assets/js/main.js.br', zlib.brotliCompressSync(script + '// from main.js.br\n'));
    write('assets/js/other.js', script);
    server = http.createServer(createStaticSiteHandler(site));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(site, {recursive: true, force: true});
  });

  function get(urlPath: string, acceptEncoding?: string, method = 'GET') {
    return new Promise<{headers: http.IncomingHttpHeaders; body: Buffer}>((resolve, reject) => {
      const request = http.request(`${origin}${urlPath}`, {method, headers: acceptEncoding === undefined ? {} : {'Accept-Encoding': acceptEncoding}}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({headers: response.headers, body: Buffer.concat(chunks)}));
      });
      request.on('error', reject).end();
    });
  }

  test('a brotli client gets the build\'s .br twin, with its length and Vary', async () => {
    const {headers, body} = await get('/assets/js/main.js', 'gzip, deflate, br, zstd');
    assert.equal(headers['content-encoding'], 'br');
    assert.equal(headers['content-length'], String(fs.statSync(path.join(site, 'assets/js/main.js.br')).size));
    assert.equal(headers.vary, 'Accept-Encoding');
    assert.equal(headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(zlib.brotliDecompressSync(body).toString(), script + '// from main.js.br\n');
  });

  test('a gzip client gets the .gz twin', async () => {
    const {headers, body} = await get('/assets/js/main.js', 'gzip, deflate');
    assert.equal(headers['content-encoding'], 'gzip');
    assert.equal(headers['content-length'], String(fs.statSync(path.join(site, 'assets/js/main.js.gz')).size));
    assert.equal(headers.vary, 'Accept-Encoding');
    assert.equal(zlib.gunzipSync(body).toString(), script + '// from main.js.gz\n');
  });

  test('a coding refused with q=0 is not sent', async () => {
    const {headers, body} = await get('/assets/js/main.js', 'br;q=0, gzip;q=0.5');
    assert.equal(headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(body).toString(), script + '// from main.js.gz\n');
  });

  test('a file without twins is gzipped on the fly for a gzip client, even one that accepts brotli', async () => {
    const {headers, body} = await get('/assets/js/other.js', 'gzip, br');
    assert.equal(headers['content-encoding'], 'gzip');
    assert.equal(headers['content-length'], String(body.length));
    assert.equal(zlib.gunzipSync(body).toString(), script);
  });

  test('a client accepting no coding gets the file as it is', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const {headers, body} = await get('/assets/js/main.js', acceptEncoding);
      assert.equal(headers['content-encoding'], undefined);
      assert.equal(headers['content-length'], String(Buffer.byteLength(script)));
      assert.equal(headers.vary, 'Accept-Encoding');
      assert.equal(body.toString(), script);
    }
  });

  test('HEAD announces the length of what GET sends', async () => {
    const {headers, body} = await get('/assets/js/main.js', 'br', 'HEAD');
    assert.equal(headers['content-length'], String(fs.statSync(path.join(site, 'assets/js/main.js.br')).size));
    assert.equal(body.length, 0);
  });
});

test('Accept-Encoding: the codings listed, less those with q=0', () => {
  assert.deepEqual([...acceptedEncodings('gzip, deflate, br;q=1.0, zstd;q=0, *;q=0.1')], ['gzip', 'deflate', 'br', '*']);
  assert.deepEqual([...acceptedEncodings(undefined)], []);
  assert.deepEqual([...acceptedEncodings('GZIP;Q=0.000')], []);
});
