import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Server} from 'socket.io';
import {io, type Socket} from 'socket.io-client';
import {freePort, repoRoot, startNode, waitForPort} from '../helpers/processes';

test('the ecosystem file loads with require() and asks for cluster mode on every core', () => {
  const require = createRequire(__filename);
  const config = require(`${repoRoot}/examples/pm2/ecosystem.config.cjs`);
  assert.equal(config.apps.length, 1);
  const [app] = config.apps;
  assert.equal(app.script, 'worker.js');
  assert.equal(app.exec_mode, 'cluster');
  assert.equal(app.instances, 'max');
});

/** Connects with the default transports (HTTP long-polling first) and resolves with the greeting. */
function connect(url: string): Promise<{socket: Socket; worker: string}> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {forceNew: true, reconnection: false});
    socket.once('hello', (worker: string) => resolve({socket, worker}));
    socket.once('connect_error', reject);
  });
}

test('worker.js behind a primary that does what the @socket.io/pm2 daemon does: sticky sessions and shared broadcasts', async (t) => {
  const port = await freePort();
  const primary = startNode('examples/pm2/pm2-like-primary.js', {PM2_PORT: String(port), WORKERS: '2'});
  t.after(() => primary.stop());
  await waitForPort(port);
  await primary.waitForOutput(/worker \d+ ready[\s\S]*worker \d+ ready/, 15_000);
  const url = `http://localhost:${port}`;

  // one after the other, so that "least-connection" puts them on the two workers
  const alice = await connect(url);
  t.after(() => alice.socket.disconnect());
  const bob = await connect(url);
  t.after(() => bob.socket.disconnect());
  assert.notEqual(alice.worker, bob.worker, 'the two clients are served by two workers');

  // HTTP long-polling then the upgrade: every request of the session reached the same worker
  const engine = alice.socket.io.engine;
  if (engine.transport.name !== 'websocket') await new Promise((resolve) => engine.once('upgrade', resolve));
  assert.equal(engine.transport.name, 'websocket');

  // a broadcast from Alice's worker reaches Bob on the other worker
  const toBob = new Promise<string>((resolve) => bob.socket.once('chat message', resolve));
  alice.socket.emit('chat message', 'hi');
  assert.equal(await toBob, `hi (via ${alice.worker})`);
});

test('without sticky sessions, a polling request sent to another server gets 400 "Session ID unknown"', async (t) => {
  const start = async () => {
    const httpServer = createServer();
    const server = new Server(httpServer);
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
    t.after(() => server.close());
    return `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  };
  const first = await start();
  const second = await start();

  const handshake = await (await fetch(`${first}/socket.io/?EIO=4&transport=polling`)).text();
  const {sid} = JSON.parse(handshake.slice(1)); // "0{...}": an Engine.IO "open" packet
  const response = await fetch(`${second}/socket.io/?EIO=4&transport=polling&sid=${sid}`);
  assert.equal(response.status, 400);
  assert.deepEqual(await response.json(), {code: 1, message: 'Session ID unknown'});
});
