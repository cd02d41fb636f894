import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import util from 'node:util';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

const sampleRequire = createRequire(path.join(repoRoot, 'examples/v2/migrating-from-0-9/server.js'));

test('2.x migration from 0.9: middleware, socket properties, clients() and send()', async (t) => {
  const server = await startExampleServer('examples/v2/migrating-from-0-9/server.js');
  t.after(() => server.stop());

  const alice = startNode('examples/v2/migrating-from-0-9/client.js', {SERVER_URL: server.url, NAME: 'alice'});
  t.after(() => alice.stop());
  await alice.waitForOutput(/members: alice/);
  await server.waitForOutput(/alice is in \[ '[\w-]+', 'chat' \]/);

  const bob = startNode('examples/v2/migrating-from-0-9/client.js', {SERVER_URL: server.url, NAME: 'bob', SAY: 'hi'});
  t.after(() => bob.stop());
  await alice.waitForOutput(/members: (alice, bob|bob, alice)/);
  await alice.waitForOutput(/bob: hi/);

  // without a name, the middleware refuses: the client gets an "error" event
  const anonymous = sampleRequire('socket.io-client')(server.url, {forceNew: true});
  t.after(() => anonymous.close());
  assert.equal(await new Promise((resolve) => anonymous.on('error', resolve)), 'a name is required');
});

test('2.x migration from 0.9: the compatibility shims of 2.5', async (t) => {
  const Server = sampleRequire('socket.io');
  const http = await import('node:http');
  const httpServer = http.createServer();
  // require("socket.io").listen(srv) is still the constructor
  assert.equal(Server.listen, Server);
  const io = Server.listen(httpServer);
  t.after(() => io.close());

  // io.set("log level") is gone; io.set("heartbeat interval") maps to pingInterval (unchanged unit)
  const errors: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(util.format(...args));
  try {
    io.set('log level', 1);
  } finally {
    console.error = original;
  }
  assert.match(errors.join('\n'), /Option log level is not valid/);
  io.set('heartbeat interval', 10000);
  assert.equal(io.eio.pingInterval, 10000);

  // io.connect() and "force new connection" still exist on the client
  const client = sampleRequire('socket.io-client');
  assert.equal(typeof client.connect, 'function');
});
