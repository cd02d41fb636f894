import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {chromiumArgs, chromiumPath} from '../helpers/chromium';
import {freePort, repoRoot, startExampleServer} from '../helpers/processes';

const dir = 'examples/v3/handling-cors';
const req = createRequire(path.join(repoRoot, dir, 'server.js'));

/** The first request of every Socket.IO connection: the HTTP long-polling handshake, sent as a page would. */
function handshake(url: string, origin?: string) {
  return fetch(`${url}/socket.io/?EIO=4&transport=polling`, {headers: origin ? {Origin: origin} : {}});
}

test('3.x cors: an allowed origin is echoed back with credentials, another one gets no CORS header', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());

  const allowed = await handshake(server.url, 'http://localhost:8080');
  assert.equal(allowed.status, 200);
  assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://localhost:8080');
  assert.equal(allowed.headers.get('access-control-allow-credentials'), 'true');
  assert.equal(allowed.headers.get('vary'), 'Origin');

  // the server still answers and opens a session: only the browser blocks the response
  const other = await handshake(server.url, 'http://localhost:8081');
  assert.equal(other.status, 200);
  assert.equal(other.headers.get('access-control-allow-origin'), null);
  assert.match(await other.text(), /"sid":/);

  // WebSocket is not subject to CORS: a connection from any origin opens
  const WebSocket = createRequire(path.join(repoRoot, 'examples/v3/node_modules/engine.io/package.json'))('ws');
  const ws = new WebSocket(`ws://localhost:${server.port}/socket.io/?EIO=4&transport=websocket`, {origin: 'http://localhost:8081'});
  await new Promise((resolve, reject) => {
    ws.on('open', resolve);
    ws.on('error', reject);
  });
  ws.close();

  // the preflight a browser sends before a request with extra headers (extraHeaders on the client)
  const preflight = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
    method: 'OPTIONS',
    headers: {Origin: 'https://app.example.com', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization'},
  });
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), 'https://app.example.com');
  assert.equal(preflight.headers.get('access-control-allow-methods'), 'GET,HEAD,PUT,PATCH,POST,DELETE');
  assert.equal(preflight.headers.get('access-control-allow-headers'), 'authorization');
});

test('3.x cors: disabled by default, no CORS header at all', async (t) => {
  const server = await startExampleServer('examples/v3/server-socket-instance/server.js');
  t.after(() => server.stop());
  const response = await handshake(server.url, 'http://localhost:8080');
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('access-control-allow-origin'), null);
  const preflight = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
    method: 'OPTIONS',
    headers: {Origin: 'http://localhost:8080', 'Access-Control-Request-Method': 'GET'},
  });
  assert.equal(preflight.status, 400);
});

test('3.x cors: origin as a string, a regular expression, a function, and the other options of the cors package', async (t) => {
  const {Server} = req('socket.io');
  const servers: any[] = [];
  t.after(() => servers.forEach((io) => io.close()));
  async function allowOrigin(cors: unknown, origin: string, header = 'access-control-allow-origin') {
    const port = await freePort();
    servers.push(new Server(port, {cors}));
    return (await handshake(`http://localhost:${port}`, origin)).headers.get(header);
  }
  // a string is sent as is, whatever the Origin of the request
  assert.equal(await allowOrigin({origin: 'https://app.example.com'}, 'http://localhost:8081'), 'https://app.example.com');
  assert.equal(await allowOrigin({origin: '*'}, 'http://localhost:8081'), '*');
  assert.equal(await allowOrigin({}, 'http://localhost:8081'), '*'); // the default origin of the cors package
  assert.equal(await allowOrigin({origin: true}, 'http://localhost:8081'), 'http://localhost:8081');
  assert.equal(await allowOrigin({origin: /\.example\.com$/}, 'https://pr-42.example.com'), 'https://pr-42.example.com');
  assert.equal(await allowOrigin({origin: /\.example\.com$/}, 'https://example.org'), null);
  const byFunction = {
    origin: (origin: string, callback: (err: Error | null, allow?: boolean) => void) => callback(null, origin.endsWith('.example.com')),
  };
  assert.equal(await allowOrigin(byFunction, 'https://app.example.com'), 'https://app.example.com');
  assert.equal(await allowOrigin(byFunction, 'https://example.org'), null);
  // credentials defaults to false: no Access-Control-Allow-Credentials header
  assert.equal(await allowOrigin({origin: true}, 'http://localhost:8081', 'access-control-allow-credentials'), null);
});

test('3.x allowRequest refuses unknown origins, for HTTP long-polling and WebSocket alike', async (t) => {
  const server = await startExampleServer(`${dir}/server-strict.js`);
  t.after(() => server.stop());
  const refused = await handshake(server.url, 'http://evil.test');
  assert.equal(refused.status, 403);
  assert.deepEqual(await refused.json(), {code: 4, message: 'origin not allowed'});
  assert.equal((await handshake(server.url, 'http://localhost:8080')).status, 200);
  assert.equal((await handshake(server.url)).status, 200); // no Origin: not a browser

  const WebSocket = createRequire(path.join(repoRoot, 'examples/v3/node_modules/engine.io/package.json'))('ws');
  const wsUrl = `ws://localhost:${server.port}/socket.io/?EIO=4&transport=websocket`;
  const outcome = (origin: string) =>
    new Promise<string>((resolve) => {
      const ws = new WebSocket(wsUrl, {origin});
      ws.on('open', () => {
        ws.close();
        resolve('open');
      });
      ws.on('unexpected-response', (_req: unknown, res: {statusCode: number}) => resolve(`refused ${res.statusCode}`));
      ws.on('error', (err: Error) => resolve(`error ${err.message}`));
    });
  assert.equal(await outcome('http://localhost:8080'), 'open');
  assert.match(await outcome('http://evil.test'), /^(refused|error)/);
});

test('3.x cors in Chromium: the allowed page connects, another origin is blocked by the browser', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const html = fs.readFileSync(path.join(repoRoot, dir, 'index.html'), 'utf8').replaceAll('http://localhost:3000', server.url);
  const {chromium} = await import('playwright-core');
  // the test serves the page through page.route(): let that page reach the loopback server as a real local page would
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests'],
  });
  t.after(() => browser.close());

  async function open(origin: string) {
    const page = await (await browser.newContext()).newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
    // the page is served from `origin`, the Socket.IO server is on another port
    await page.route(`${origin}/`, (route) => route.fulfill({contentType: 'text/html', body: html}));
    await page.goto(`${origin}/`);
    return {page, consoleErrors};
  }

  const allowed = await open('http://localhost:8080');
  await allowed.page.locator('#status', {hasText: 'CORS is fine'}).waitFor({timeout: 10_000});
  await server.waitForOutput(/connected from http:\/\/localhost:8080/);

  const blocked = await open('http://localhost:8081');
  await blocked.page.locator('#status', {hasText: 'connect_error: xhr poll error'}).waitFor({timeout: 10_000});
  assert.ok(
    blocked.consoleErrors.some((text) => /blocked by CORS policy: No 'Access-Control-Allow-Origin' header is present/.test(text)),
    blocked.consoleErrors.join('\n'),
  );

  // origin "*" with credentials: the header is there, but a page with withCredentials: true is still refused
  const {Server} = req('socket.io');
  const port = await freePort();
  const wildcard = new Server(port, {cors: {origin: '*', credentials: true}});
  t.after(() => wildcard.close());
  const wildcardHtml = html.replaceAll(server.url, `http://localhost:${port}`);
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.route('http://localhost:8082/', (route) => route.fulfill({contentType: 'text/html', body: wildcardHtml}));
  await page.goto('http://localhost:8082/');
  await page.locator('#status', {hasText: 'connect_error: xhr poll error'}).waitFor({timeout: 10_000});
  assert.ok(errors.some((text) => /must not be the wildcard '\*' when the request's credentials mode is 'include'/.test(text)), errors.join('\n'));

  // withCredentials: true against a server without credentials: true
  const port2 = await freePort();
  const noCredentials = new Server(port2, {cors: {origin: 'http://localhost:8083'}});
  t.after(() => noCredentials.close());
  const page2 = await (await browser.newContext()).newPage();
  const errors2: string[] = [];
  page2.on('console', (message) => message.type() === 'error' && errors2.push(message.text()));
  await page2.route('http://localhost:8083/', (route) => route.fulfill({contentType: 'text/html', body: html.replaceAll(server.url, `http://localhost:${port2}`)}));
  await page2.goto('http://localhost:8083/');
  await page2.locator('#status', {hasText: 'connect_error: xhr poll error'}).waitFor({timeout: 10_000});
  assert.ok(errors2.some((text) => /The value of the 'Access-Control-Allow-Credentials' header in the response is ''/.test(text)), errors2.join('\n'));
});
