import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer} from '../helpers/processes';

const ANDROID_ORIGIN = 'https://localhost'; // cordova-android 10+, default scheme and hostname

type Reply = {status: number; headers: http.IncomingHttpHeaders};

/** Sends a raw Engine.IO polling request (GET handshake or OPTIONS preflight) with an Origin header. */
function request(port: number, method: 'GET' | 'OPTIONS', origin: string): Promise<Reply> {
  const headers: Record<string, string> = {Origin: origin};
  if (method === 'OPTIONS') {
    headers['Access-Control-Request-Method'] = 'POST';
    headers['Access-Control-Request-Headers'] = 'content-type';
  }
  return new Promise((resolve, reject) => {
    const req = http.request({port, method, path: '/socket.io/?EIO=4&transport=polling', headers}, (res) => {
      res.resume();
      resolve({status: res.statusCode!, headers: res.headers});
    });
    req.on('error', reject);
    req.end();
  });
}

/** A real client that sends the webview's Origin header; resolves the welcome text or rejects with the error. */
function connectAs(url: string, origin: string, transports: string[]): Promise<{socket: Socket; welcome: string}> {
  const socket = io(url, {transports, reconnection: false, forceNew: true, extraHeaders: {Origin: origin}});
  return new Promise((resolve, reject) => {
    socket.once('welcome', (welcome: string) => resolve({socket, welcome}));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

test('cordova sample: the handshake and the preflight carry CORS headers for the webview origin', async (t) => {
  const server = await startExampleServer('examples/cordova/server.js');
  t.after(() => server.stop());

  for (const origin of ['https://localhost', 'http://localhost', 'app://localhost']) {
    const handshake = await request(server.port, 'GET', origin);
    assert.equal(handshake.status, 200, origin);
    assert.equal(handshake.headers['access-control-allow-origin'], origin);

    const preflight = await request(server.port, 'OPTIONS', origin);
    assert.equal(preflight.status, 204, origin);
    assert.equal(preflight.headers['access-control-allow-origin'], origin);
    assert.match(String(preflight.headers['access-control-allow-methods']), /POST/);
  }

  // another origin gets no CORS header, and allowRequest refuses the handshake
  const other = await request(server.port, 'GET', 'https://elsewhere.example');
  assert.equal(other.headers['access-control-allow-origin'], undefined);
  assert.equal(other.status, 403);
});

test('cordova sample: a client with the webview origin connects over polling then WebSocket and exchanges events', async (t) => {
  const server = await startExampleServer('examples/cordova/server.js');
  t.after(() => server.stop());

  const {socket: phone, welcome} = await connectAs(server.url, ANDROID_ORIGIN, ['polling', 'websocket']);
  t.after(() => phone.close());
  assert.match(welcome, /^Hello from the server, [\w-]+!$/);
  // the server logs the origin the app sent, the way the page suggests to find it
  await server.waitForOutput(/connected: [\w-]+ \(origin: https:\/\/localhost\)/);

  if (phone.io.engine.transport.name !== 'websocket') {
    await new Promise((resolve) => phone.io.engine.once('upgrade', resolve));
  }
  assert.equal(phone.io.engine.transport.name, 'websocket');

  const {socket: tablet} = await connectAs(server.url, 'app://localhost', ['websocket']);
  t.after(() => tablet.close());

  const received = new Promise((resolve) => tablet.once('note', resolve));
  const ack = await phone.timeout(5000).emitWithAck('note', 'buy milk');
  assert.equal(typeof ack.receivedAt, 'number');
  assert.equal(await received, 'buy milk');
});

test('cordova sample: allowRequest refuses a WebSocket-only client from another origin', async (t) => {
  const server = await startExampleServer('examples/cordova/server.js');
  t.after(() => server.stop());

  await assert.rejects(connectAs(server.url, 'https://elsewhere.example', ['websocket']));
  const {socket} = await connectAs(server.url, ANDROID_ORIGIN, ['websocket']);
  socket.close();
});

test('cordova sample: after a manual disconnect (app paused), connect() (app resumed) gets a new session', async (t) => {
  const server = await startExampleServer('examples/cordova/server.js');
  t.after(() => server.stop());

  const {socket} = await connectAs(server.url, ANDROID_ORIGIN, ['polling', 'websocket']);
  t.after(() => socket.close());
  const firstId = socket.id;

  socket.disconnect();
  await server.waitForOutput(new RegExp(`disconnected: ${firstId} \\(client namespace disconnect\\)`));
  // a manual disconnect is final: the client does not try again by itself
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal(socket.connected, false);

  socket.connect();
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  assert.notEqual(socket.id, firstId);
});
