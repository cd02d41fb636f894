import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Server} from 'socket.io';
import {io, type Socket} from 'socket.io-client';
import {freePort, repoRoot, startNode, waitForPort} from '../helpers/processes';

test('the ecosystem files load with require(), as PM2 loads them, and ask for cluster mode on every core', () => {
  const require = createRequire(__filename);
  const config = require(`${repoRoot}/examples/pm2/ecosystem.config.cjs`);
  assert.equal(config.apps.length, 1);
  const [app] = config.apps;
  assert.equal(app.script, 'worker.js');
  assert.equal(app.exec_mode, 'cluster');
  assert.equal(app.instances, 'max');

  // the ES module variant: require() of an ES module works on this Node.js (20.19+ / 22.12+), which the page names
  const [major, minor] = process.versions.node.split('.').map(Number);
  assert.ok((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22, `Node.js ${process.version}`);
  const esm = require(`${repoRoot}/examples/pm2/ecosystem.config.mjs`);
  assert.deepEqual(esm.apps, config.apps);
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

test('SIGINT, as PM2 sends it on stop and reload: the worker closes Socket.IO and exits with code 0, its client moves to another worker', async (t) => {
  const port = await freePort();
  const primary = startNode('examples/pm2/pm2-like-primary.js', {PM2_PORT: String(port), WORKERS: '2'});
  t.after(() => primary.stop());
  await waitForPort(port);
  await primary.waitForOutput(/worker \d+ ready[\s\S]*worker \d+ ready/, 15_000);

  const socket = io(`http://localhost:${port}`, {forceNew: true}); // with reconnection, as in a real application
  t.after(() => socket.disconnect());
  const first = await new Promise<string>((resolve) => socket.once('hello', resolve));
  const pid = Number(first.replace('worker ', ''));
  // the steady state of a session: upgraded to WebSocket
  const engine = socket.io.engine;
  if (engine.transport.name !== 'websocket') await new Promise((resolve) => engine.once('upgrade', resolve));

  const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
  const again = new Promise<string>((resolve) => socket.once('hello', resolve));
  process.kill(pid, 'SIGINT');

  await primary.waitForOutput(new RegExp(`worker ${pid} exited with code \\d+`), 5_000);
  assert.match(primary.output(), new RegExp(`worker ${pid} exited with code 0 \\(signal null\\)`));
  assert.equal(await disconnected, 'transport close');
  const second = await again;
  assert.notEqual(second, first, 'the client reconnected to the worker that is left');
});

test('the handler some guides show, io.close((err) => process.exit(err ? 1 : 0)), exits with 1 in a worker that never listens', async () => {
  // the callback of io.close() receives the error of httpServer.close(): ERR_SERVER_NOT_RUNNING
  const server = new Server(createServer());
  const err = await new Promise<(Error & {code?: string}) | undefined>((resolve) => server.close(resolve));
  assert.equal(err?.code, 'ERR_SERVER_NOT_RUNNING');
  // while the promise form resolves (socket.io 4.8.3 and later)
  await new Server(createServer()).close();
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
