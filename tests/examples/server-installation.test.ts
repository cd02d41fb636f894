import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer} from '../helpers/processes';

const dir = 'examples/server-installation';

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

test('server.js: the first server logs the id of each client that connects', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const socket = await connected(t, server.url);
  await server.waitForOutput(new RegExp(`connected: ${socket.id}`));
});

test('ws-engine.js: with the ws class passed as wsEngine, clients connect over WebSocket', async (t) => {
  const server = await startExampleServer(`${dir}/ws-engine.js`);
  t.after(() => server.stop());
  const socket = await connected(t, server.url, {transports: ['websocket']});
  assert.equal(socket.io.engine.transport.name, 'websocket');
});
