import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Server} from 'socket.io';
import WebSocket from 'ws';
import {freePort, startExampleServer, startNode, waitForPort} from '../helpers/processes';

test('CORS: only the origin listed in the cors option gets Access-Control-Allow-Origin', async (t) => {
  const server = await startExampleServer('examples/troubleshooting/cors-server.js');
  t.after(() => server.stop());

  const allowed = startNode('examples/troubleshooting/cors-check.js', {SERVER_URL: server.url, ORIGIN: 'http://localhost:8080'});
  t.after(() => allowed.stop());
  await allowed.waitForOutput(/Access-Control-Allow-Origin: http:\/\/localhost:8080/);
  await allowed.waitForOutput(/a page on http:\/\/localhost:8080 can connect/);

  const rejected = startNode('examples/troubleshooting/cors-check.js', {SERVER_URL: server.url, ORIGIN: 'http://localhost:5173'});
  t.after(() => rejected.stop());
  await rejected.waitForOutput(/Access-Control-Allow-Origin: \(missing\)/);
  await rejected.waitForOutput(/a browser blocks this response/);
});

test('CORS: a server without the cors option sends no Access-Control-Allow-Origin at all', async (t) => {
  const server = await startExampleServer('examples/troubleshooting/server.js');
  t.after(() => server.stop());
  const check = startNode('examples/troubleshooting/cors-check.js', {SERVER_URL: server.url, ORIGIN: 'http://localhost:8080'});
  t.after(() => check.stop());
  await check.waitForOutput(/Access-Control-Allow-Origin: \(missing\)/);
});

test('a namespace the server does not have: "Invalid namespace", no retry', async (t) => {
  const server = await startExampleServer('examples/troubleshooting/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/troubleshooting/wrong-namespace.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/connect_error: Invalid namespace/);
  await client.waitForOutput(/will the client retry\? false/);
});

test('a middleware error reaches the client with err.message and err.data; a valid token connects', async (t) => {
  const server = await startExampleServer('examples/troubleshooting/server.js');
  t.after(() => server.stop());

  const refused = startNode('examples/troubleshooting/middleware-error.js', {SERVER_URL: server.url});
  t.after(() => refused.stop());
  await refused.waitForOutput(/connect_error: not authorized/);
  await refused.waitForOutput(/details: \{"reason":"missing or invalid token"\}/);
  await refused.waitForOutput(/will the client retry\? false/);

  const accepted = startNode('examples/troubleshooting/middleware-error.js', {SERVER_URL: server.url, TOKEN: 'letmein'});
  t.after(() => accepted.stop());
  await accepted.waitForOutput(/welcome to \/admin/);
  assert.doesNotMatch(accepted.output(), /connect_error/);
});

test('a 2.x client is rejected by a 4.x server unless allowEIO3 is true', async (t) => {
  const strict = await startExampleServer('examples/troubleshooting/v4-server.js');
  t.after(() => strict.stop());
  const refused = startNode('examples/troubleshooting/v2-client.cjs', {SERVER_URL: strict.url});
  t.after(() => refused.stop());
  await refused.waitForOutput(/connect_error: xhr poll error \(400\)/);
  await strict.waitForOutput(/rejected: 5 Unsupported protocol version/);

  const compatible = await startExampleServer('examples/troubleshooting/v4-server.js', {ALLOW_EIO3: 'true'});
  t.after(() => compatible.stop());
  const accepted = startNode('examples/troubleshooting/v2-client.cjs', {SERVER_URL: compatible.url});
  t.after(() => accepted.stop());
  await accepted.waitForOutput(/hello 2\.x client, from a 4\.x server/);
});

test('a server that is not reachable: xhr poll error, then the client gives up after reconnectionAttempts', async (t) => {
  const port = await freePort(); // nobody listens there
  const client = startNode('examples/troubleshooting/diagnose.js', {SERVER_URL: `http://localhost:${port}`});
  t.after(() => client.stop());
  await client.waitForOutput(/gave up reconnecting/, 20_000);
  assert.equal(client.output().match(/connect_error: xhr poll error/g)?.length, 3, 'one attempt and two retries');
});

// the page's curl check: the body curl prints is the body of this request
test('a reachable server answers the handshake request with an open packet; another path gets 404; no server: refused', async (t) => {
  const server = await startExampleServer('examples/troubleshooting/server.js');
  t.after(() => server.stop());
  const res = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`);
  assert.equal(res.status, 200);
  assert.equal(res.headers.get('content-type'), 'text/plain; charset=UTF-8');
  assert.match(
    await res.text(),
    /^0\{"sid":"[\w-]{20}","upgrades":\["websocket"\],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000\}$/,
  );
  assert.equal((await fetch(`${server.url}/ws/?EIO=4&transport=polling`)).status, 404);

  const port = await freePort(); // nobody listens there
  await assert.rejects(fetch(`http://localhost:${port}/socket.io/?EIO=4&transport=polling`), (err: any) => {
    assert.equal(err.cause?.code, 'ECONNREFUSED');
    return true;
  });
});

test('a path that does not match the server: xhr poll error 404', async (t) => {
  const server = await startExampleServer('examples/troubleshooting/server.js');
  t.after(() => server.stop());
  const wrong = startNode('examples/troubleshooting/diagnose.js', {SERVER_URL: server.url, SOCKET_PATH: '/ws'});
  t.after(() => wrong.stop());
  await wrong.waitForOutput(/connect_error: xhr poll error 404/);

  const right = startNode('examples/troubleshooting/diagnose.js', {SERVER_URL: server.url});
  t.after(() => right.stop());
  await right.waitForOutput(/connected, transport: \w+/);
});

test('without sticky sessions the second node answers 400 "Session ID unknown"', async (t) => {
  const port = await freePort();
  const demo = startNode('examples/troubleshooting/no-sticky.js', {PORT: String(port)});
  t.after(() => demo.stop());
  await demo.waitForOutput(/\[node B\] rejected a request: 1 Session ID unknown/);
  await demo.waitForOutput(/client: connect_error xhr (post|poll) error \(HTTP 400\)/);
  assert.doesNotMatch(demo.output(), /client: connected/);

  // the body of that 400 answer, as the browser's network tab shows it
  await waitForPort(port);
  const response = await fetch(`http://localhost:${port}/socket.io/?EIO=4&transport=polling&sid=not-a-session`);
  assert.equal(response.status, 400);
  assert.deepEqual(await response.json(), {code: 1, message: 'Session ID unknown'});
});

test('a proxy that does not forward WebSocket upgrades leaves the client on HTTP long-polling', async (t) => {
  const port = await freePort();
  const demo = startNode('examples/troubleshooting/proxy-without-upgrade.js', {PORT: String(port)});
  t.after(() => demo.stop());
  await demo.waitForOutput(/connected, transport: polling/);
  await demo.waitForOutput(/after 3 seconds, transport: polling/);
});

/** A server with the namespaces "/" and "/admin" that records the reason of every disconnection. */
async function startRecordingServer() {
  const http = createServer();
  const io = new Server(http);
  io.of('/admin');
  const reasons: string[] = [];
  io.on('connection', (socket) => socket.on('disconnect', (reason) => reasons.push(reason)));
  await new Promise<void>((resolve) => http.listen(0, resolve));
  const port = (http.address() as AddressInfo).port;
  return {port, reasons, close: () => new Promise((resolve) => io.close(resolve))};
}

async function waitUntil(predicate: () => boolean, what: string, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A raw WebSocket client that has joined the main namespace (the server answered its CONNECT). */
async function connectOverWebSocket(port: number, t: {after: (fn: () => void) => void}) {
  const ws = new WebSocket(`ws://localhost:${port}/socket.io/?EIO=4&transport=websocket`);
  t.after(() => ws.terminate());
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(data.toString()));
  await new Promise((resolve) => ws.once('open', resolve));
  ws.send('40');
  await waitUntil(() => frames.some((frame) => frame.startsWith('40{')), 'CONNECT answer');
  return ws;
}

test('disconnect reasons: an invalid or undecodable packet is "forced close" on the server', async (t) => {
  const server = await startRecordingServer();
  t.after(server.close);
  const packets = {
    'an EVENT whose payload is not an array': '42{"a":1}',
    'an EVENT to a namespace the client has not joined': '42/admin,["hi"]',
    'a second CONNECT to the main namespace': '40',
  };
  for (const [what, packet] of Object.entries(packets)) {
    const ws = await connectOverWebSocket(server.port, t);
    server.reasons.length = 0;
    const closed = new Promise((resolve) => ws.once('close', resolve));
    ws.send(packet);
    await closed;
    await waitUntil(() => server.reasons.length === 1, 'disconnect');
    assert.deepEqual(server.reasons, ['forced close'], what);
  }
});

test('disconnect reasons: "forced server close" for an invalid packet over HTTP long-polling with no GET waiting', async (t) => {
  const server = await startRecordingServer();
  t.after(server.close);
  const base = `http://localhost:${server.port}/socket.io/?EIO=4&transport=polling`;
  const {sid} = JSON.parse((await (await fetch(base)).text()).slice(1));
  await fetch(`${base}&sid=${sid}`, {method: 'POST', body: '40'});
  assert.match(await (await fetch(`${base}&sid=${sid}`)).text(), /^40\{"sid"/);
  // no GET is pending now: the server cannot send the close packet, so the Socket.IO layer closes first
  await fetch(`${base}&sid=${sid}`, {method: 'POST', body: '42/admin,["hi"]'});
  await waitUntil(() => server.reasons.length === 1, 'disconnect');
  assert.deepEqual(server.reasons, ['forced server close']);
});

test('disconnect reasons: an Engine.IO packet the server cannot decode is "parse error"', async (t) => {
  const server = await startRecordingServer();
  t.after(server.close);
  const ws = await connectOverWebSocket(server.port, t);
  ws.send('z');
  await waitUntil(() => server.reasons.length === 1, 'disconnect');
  assert.deepEqual(server.reasons, ['parse error']);
});
