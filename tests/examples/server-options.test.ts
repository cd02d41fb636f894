import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Socket as EngineSocket} from 'engine.io-client';
import {io, type Socket} from 'socket.io-client';
import parser from 'socket.io-msgpack-parser';
import {startExampleServer} from '../helpers/processes';
import {startRedis} from '../helpers/services';

const dir = 'examples/server-options';

/** Resolves with a client once it connects to the url (closed after the test). */
async function connected(t: {after: (fn: () => void) => void}, url: string, options: Parameters<typeof io>[1] = {}): Promise<Socket> {
  const socket = io(url, {reconnection: false, ...options});
  t.after(() => socket.close());
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  return socket;
}

test('server.js: the handshake carries the pingInterval, and CORS allows https://example.com', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const response = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {headers: {origin: 'https://example.com'}});
  assert.equal(response.headers.get('access-control-allow-origin'), 'https://example.com');
  assert.equal(JSON.parse((await response.text()).slice(1)).pingInterval, 10000);
  await connected(t, server.url);
});

test('adapter.js: two servers sharing a Redis broadcast to each other\'s clients', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const one = await startExampleServer(`${dir}/adapter.js`, {REDIS_URL: redis.url});
  t.after(() => one.stop());
  const two = await startExampleServer(`${dir}/adapter.js`, {REDIS_URL: redis.url});
  t.after(() => two.stop());
  const sender = await connected(t, one.url);
  const receiver = await connected(t, two.url);
  const received = new Promise((resolve) => receiver.on('chat message', resolve));
  sender.emit('chat message', 'hi from server one');
  assert.equal(await received, 'hi from server one');
});

test('parser.js: a client with the same MessagePack parser gets the event; one with the default parser cannot connect', async (t) => {
  const server = await startExampleServer(`${dir}/parser.js`);
  t.after(() => server.stop());
  const socket = io(server.url, {parser, reconnection: false});
  t.after(() => socket.close());
  const hello = await new Promise<{parser: string; at: number}>((resolve) => socket.on('hello', resolve));
  assert.equal(hello.parser, 'msgpack');
  assert.equal(typeof hello.at, 'number');

  // the default parser cannot read the server's packets: no connection, whatever the wait
  const mismatched = io(server.url, {reconnection: false});
  t.after(() => mismatched.close());
  const outcome = await new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('not connected after 3 s'), 3000);
    mismatched.on('connect', () => resolve('connected'));
    mismatched.on('connect_error', (err) => {
      clearTimeout(timer);
      resolve(`connect_error: ${err.message}`);
    });
  });
  assert.notEqual(outcome, 'connected');
});

test('ws-engine.js: clients connect over WebSocket with the ws class passed explicitly', async (t) => {
  const server = await startExampleServer(`${dir}/ws-engine.js`);
  t.after(() => server.stop());
  const socket = await connected(t, server.url, {transports: ['websocket']});
  assert.equal(socket.io.engine.transport.name, 'websocket');
});

test('initial-packet.js: an Engine.IO client gets "welcome" right after the handshake', async (t) => {
  const server = await startExampleServer(`${dir}/initial-packet.js`);
  t.after(() => server.stop());
  const socket = new EngineSocket(server.url.replace('http:', 'ws:'), {path: '/engine.io/'});
  t.after(() => socket.close());
  assert.equal(await new Promise((resolve) => socket.on('message', resolve)), 'welcome');
});
