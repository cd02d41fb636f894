import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {after, afterEach, before, describe, it} from 'node:test';
import {DEFAULT_LIMITS} from '../../demo-server/limits';
import {TOO_MANY_CONNECTIONS, type ChatMessage} from '../../demo-server/protocol';
import {i18n} from '../../config/locales';
import {startNginx, type RunningNginx} from '../helpers/nginx';
import {freePort, repoRoot} from '../helpers/processes';
import {startRedis, type Service} from '../helpers/services';
import {client, closeClients, from, join, next, startDemoProcess, type DemoProcess} from './helpers';

/**
 * deploy/nginx.conf as committed, with only the lines marked "(test)" rewritten: each must be found exactly once,
 * so the test breaks rather than test something else when the file changes.
 */
function configForTest(ports: {site: number; demo: number; instances: number[]}, buildDir: string): string {
  let conf = fs.readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const rewrite = (from: RegExp, to: string) => {
    const matches = conf.match(new RegExp(from.source, 'g')) ?? [];
    assert.equal(matches.length, 1, `deploy/nginx.conf: expected one ${from}`);
    conf = conf.replace(from, to);
  };
  rewrite(/listen 80;  # \(test\)\n(\s*)server_name example\.com;/, `listen 127.0.0.1:${ports.site};\n$1server_name example.com;`);
  rewrite(/listen 80;  # \(test\)\n(\s*)server_name demo\.example\.com;/, `listen 127.0.0.1:${ports.demo};\n$1server_name demo.example.com;`);
  rewrite(/root \/var\/www\/socket\.io\/build;  # \(test\)/, `root ${buildDir};`);
  rewrite(/server 127\.0\.0\.1:3001;  # \(test\)/, `server 127.0.0.1:${ports.instances[0]};`);
  rewrite(/server 127\.0\.0\.1:3002;  # \(test\)/, `server 127.0.0.1:${ports.instances[1]};`);
  assert.doesNotMatch(conf, /# \(test\)/, 'every line marked (test) was rewritten');
  return conf;
}

const precompressedScript = 'window.chunk = "served";\n'.repeat(100);

/** A few files laid out as `npm run build` lays them out, enough for the cache, 404 and trailing-slash rules. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  const files: Record<string, string | Buffer> = {
    'index.html': '<h1>home</h1>',
    '404.html': '<h1>Page Not Found</h1>',
    'docs/v4/index.html': '<h1>docs</h1>',
    'assets/js/main.3f2a9c1d.js': 'console.log(1)',
    'pt-br/index.html': '<h1>início</h1>',
    'pt-br/404.html': '<h1>Página não encontrada</h1>',
    'pt-br/assets/css/styles.0b1c2d3e.css': 'body{}',
    'es/404.html': '<h1>Página no encontrada</h1>',
    'pt-br/docs/v4/rooms.md': '# Salas\n\nUma sala é um grupo de sockets.\n',
    'pt-br/llms.txt': '# Socket.IO\n\n> Comunicação em tempo real.\n',
    // A chunk with its twin as plugins/precompress writes it; the twin holds other text, so that a test tells the
    // file nginx sent from a gzip of its own.
    'assets/js/12.a1b2c3d4.js': precompressedScript,
    'assets/js/12.a1b2c3d4.js.gz': zlib.gzipSync(precompressedScript + '// the .gz twin\n'),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  // nginx's workers run as `nobody` when the test runs as root.
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** A GET with request headers, answering the body's bytes as sent (not decoded). */
function getBytes(url: string, headers: Record<string, string>): Promise<{status: number; headers: http.IncomingHttpHeaders; body: Buffer}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers, agent: false}, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks)}));
      })
      .on('error', reject);
  });
}

/** A plain HTTP GET from a given loopback address; redirects are not followed. */
function get(url: string, localAddress = '127.0.0.1'): Promise<{status: number; headers: http.IncomingHttpHeaders; body: string}> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {localAddress, agent: false}, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({status: response.statusCode!, headers: response.headers, body}));
      })
      .on('error', reject);
  });
}

describe('deploy/nginx.conf in front of two demo servers sharing Redis (Debian nginx)', () => {
  let redis: Service;
  let instances: DemoProcess[] = [];
  let nginx: RunningNginx;
  let buildDir: string;
  let siteUrl: string;
  let demoUrl: string;

  before(async () => {
    redis = await startRedis();
    instances = await Promise.all([0, 1].map(() => startDemoProcess(redis.url, {TRUST_PROXY: '1'})));
    buildDir = fakeBuild();
    const [site, demo] = [await freePort(), await freePort()];
    nginx = await startNginx(configForTest({site, demo, instances: instances.map((instance) => instance.port)}, buildDir), [site, demo]);
    siteUrl = `http://127.0.0.1:${site}`;
    demoUrl = `http://127.0.0.1:${demo}`;
  });
  afterEach(closeClients);
  after(async () => {
    await nginx?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
    if (buildDir) fs.rmSync(buildDir, {recursive: true, force: true});
  });

  /** Which instance nginx sent a client address to, from the access log of a health check sent from it. */
  async function instanceOf(localAddress: string): Promise<number> {
    const answer = await get(`${demoUrl}/`, localAddress);
    assert.equal(answer.body, 'Socket.IO demo server\n', 'the health answer, through the proxy');
    // nginx writes the log line after it has sent the answer, so the client can read the answer first.
    let line: string | undefined;
    for (const deadline = Date.now() + 5000; !line && Date.now() < deadline; ) {
      line = nginx.accessLog().filter((entry) => entry.startsWith(`${localAddress} `)).at(-1);
      if (!line) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    assert.ok(line, `nginx logged no request from ${localAddress} within 5 s`);
    return instances.findIndex((instance) => line.split(' ')[1] === `127.0.0.1:${instance.port}`);
  }

  it('serves the static site: hashed assets cached for a year, pages revalidated, one URL per page, each locale its 404', async () => {
    const home = await get(`${siteUrl}/`);
    assert.equal(home.status, 200);
    assert.equal(home.headers['cache-control'], 'no-cache');
    for (const asset of ['/assets/js/main.3f2a9c1d.js', '/pt-br/assets/css/styles.0b1c2d3e.css']) {
      const answer = await get(`${siteUrl}${asset}`);
      assert.equal(answer.status, 200, asset);
      assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable', asset);
    }
    const withoutSlash = await get(`${siteUrl}/docs/v4`);
    assert.equal(withoutSlash.status, 301);
    assert.equal(withoutSlash.headers.location, '/docs/v4/');
    assert.equal((await get(`${siteUrl}/docs/v4/`)).body, '<h1>docs</h1>');

    const missing = await get(`${siteUrl}/docs/v9/`);
    assert.equal(missing.status, 404);
    assert.equal(missing.body, '<h1>Page Not Found</h1>');
    const missingPt = await get(`${siteUrl}/pt-br/docs/v9/`);
    assert.equal(missingPt.status, 404);
    assert.equal(missingPt.body, '<h1>Página não encontrada</h1>');
    const missingEs = await get(`${siteUrl}/es/docs/v9/`);
    assert.equal(missingEs.status, 404);
    assert.equal(missingEs.body, '<h1>Página no encontrada</h1>');
  });

  it('gives every locale of the site its own "page not found"', () => {
    const conf = fs.readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
    const missing = i18n.locales
      .filter((locale) => locale !== i18n.defaultLocale)
      .filter((locale) => !new RegExp(`location /${locale}/ \\{\\s*error_page 404 /${locale}/404\\.html;`).test(conf));
    assert.deepEqual(missing, [], 'locales without their 404 rule in deploy/nginx.conf');
  });

  it('sends a gzip client the build\'s .gz twin of a script as it is (gzip_static), and others the script', async () => {
    const twin = fs.readFileSync(path.join(buildDir, 'assets/js/12.a1b2c3d4.js.gz'));
    const gzip = await getBytes(`${siteUrl}/assets/js/12.a1b2c3d4.js`, {'Accept-Encoding': 'gzip, deflate, br'});
    assert.equal(gzip.status, 200);
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(gzip.headers['content-length'], String(twin.length));
    assert.equal(gzip.headers.vary, 'Accept-Encoding');
    assert.ok(gzip.body.equals(twin), 'the bytes of the .gz file');
    assert.equal(gzip.headers['cache-control'], 'public, max-age=31536000, immutable');
    const plain = await getBytes(`${siteUrl}/assets/js/12.a1b2c3d4.js`, {});
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body.toString(), precompressedScript);
  });

  it('serves the Markdown twins and llms.txt as text in UTF-8 (plugins/llms-txt)', async () => {
    const twin = await get(`${siteUrl}/pt-br/docs/v4/rooms.md`);
    assert.equal(twin.status, 200);
    assert.equal(twin.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.equal(twin.headers['cache-control'], 'no-cache');
    assert.equal(twin.body, '# Salas\n\nUma sala é um grupo de sockets.\n');
    const llmsTxt = await get(`${siteUrl}/pt-br/llms.txt`);
    assert.equal(llmsTxt.status, 200);
    assert.equal(llmsTxt.headers['content-type'], 'text/plain; charset=utf-8');
    assert.equal(llmsTxt.body, '# Socket.IO\n\n> Comunicação em tempo real.\n');
    assert.equal((await get(`${siteUrl}/pt-br/docs/v4/missing.md`)).status, 404);
  });

  it('carries WebSocket and sticky long-polling clients to both instances, which see each other\'s messages', async () => {
    // Find two client addresses that nginx's hash sends to different instances.
    const byInstance = new Map<number, string>();
    for (let i = 20; i < 60 && byInstance.size < 2; i++) {
      const address = `127.0.0.${i}`;
      const instance = await instanceOf(address);
      if (!byInstance.has(instance)) byInstance.set(instance, address);
    }
    assert.deepEqual([...byInstance.keys()].sort(), [0, 1], 'both instances receive clients');
    const [onFirst, onSecond] = [byInstance.get(0)!, byInstance.get(1)!];

    const alice = await client(`${demoUrl}/chat`, {...from(onFirst), transports: ['websocket']});
    // Long-polling only: every request of the session must reach the instance that holds it.
    const bob = await client(`${demoUrl}/chat`, {...from(onSecond), transports: ['polling']});
    // The default: long-polling first, then an upgrade to WebSocket, on the same instance.
    const carol = await client(`${demoUrl}/chat`, from(onSecond));
    assert.deepEqual(await join(alice, 'Alice'), {ok: true, users: 1});
    assert.deepEqual(await join(bob, 'Bob'), {ok: true, users: 2}, 'the count spans both instances');
    assert.deepEqual(await join(carol, 'Carol'), {ok: true, users: 3});

    const atBob = next<ChatMessage>(bob, 'message');
    await alice.timeout(3000).emitWithAck('message', 'from the first instance');
    assert.equal((await atBob).text, 'from the first instance');
    const atAlice = next<ChatMessage>(alice, 'message');
    await bob.timeout(3000).emitWithAck('message', 'from the second, by long-polling');
    assert.equal((await atAlice).text, 'from the second, by long-polling');
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(carol.io.engine.transport.name, 'websocket', 'the upgrade went through the proxy');

    const secondUpstream = `127.0.0.1:${instances[1].port}`;
    const bobsRequests = nginx.accessLog().filter((line) => line.startsWith(`${onSecond} `) && line.includes('/socket.io/'));
    assert.ok(bobsRequests.length >= 4, 'the polling requests went through nginx');
    assert.ok(
      bobsRequests.every((line) => line.split(' ')[1] === secondUpstream && / (101|200) /.test(line)),
      `every request of that address reached the same instance:\n${bobsRequests.join('\n')}`,
    );
  });

  it('counts sockets against the client\'s address, forwarded by nginx and trusted by the instances', async () => {
    const url = `${demoUrl}/chat`;
    // A forged header is not enough (a different one on each socket): nginx appends the real address, and that
    // last entry is the one counted.
    const forged = (i: number) => ({...from('127.0.0.61'), extraHeaders: {'X-Forwarded-For': `198.51.100.${i}`}});
    const results = await Promise.allSettled(Array.from({length: DEFAULT_LIMITS.socketsPerAddress + 3}, (_, i) => client(url, forged(i))));
    const accepted = results.filter((result) => result.status === 'fulfilled').length;
    assert.equal(accepted, DEFAULT_LIMITS.socketsPerAddress);
    assert.ok(results.some((result) => result.status === 'rejected' && (result.reason as Error).message === TOO_MANY_CONNECTIONS));
    const neighbour = await client(url, from('127.0.0.62'));
    assert.equal(neighbour.connected, true, 'another address, through the same proxy, is not affected');
  });
});
