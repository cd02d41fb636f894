import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {Server} from 'socket.io';
import {io as connect, type Socket as ClientSocket} from 'socket.io-client';
import {freePort, repoRoot, startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

test('after a cut connection, the client gets the same id, room, data and every missed event', async (t) => {
  const server = await startExampleServer('examples/connection-state-recovery/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/connection-state-recovery/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  const first = await client.waitForOutput(/connected as [\w-]+, recovered: false/);
  const id = first.split(' ')[2].replace(',', '');
  await server.waitForOutput(new RegExp(`new session ${id}`));

  const cut = await client.waitForOutput(/cutting the connection after tick \d+/);
  const lastBeforeCut = Number(cut.split(' ').at(-1));
  await client.waitForOutput(/disconnected \(transport close\)/);

  // the same id, recovered, and ticks emitted while disconnected were delivered on reconnection
  const second = await client.waitForOutput(new RegExp(`connected as ${id}, recovered: true, last tick: \\d+`));
  const lastAfterRecovery = Number(second.split(' ').at(-1));
  assert.ok(
    lastAfterRecovery > lastBeforeCut + 1,
    `expected missed ticks after ${lastBeforeCut}, the last tick was ${lastAfterRecovery}`,
  );

  // on the server: same id, room and data, without running the connection setup again
  await server.waitForOutput(new RegExp(`recovered ${id}, rooms: ${id},news, user: alice`));
  assert.equal(server.output().match(/new session/g)?.length, 1);

  // no tick is missing from the whole run
  const summary = await client.waitForOutput(/received ticks \d+ to \d+, gaps: \d+/, 8000);
  assert.match(summary, /gaps: 0$/);
});

/** Resolves with the client's next "connect" (and whether it was recovered) or "connect_error" message. */
function nextConnection(socket: ClientSocket): Promise<string> {
  return new Promise((resolve) => {
    const onConnect = () => {
      socket.off('connect_error', onError);
      resolve(`connect, recovered: ${socket.recovered}`);
    };
    const onError = (err: Error) => {
      socket.off('connect', onConnect);
      resolve(`connect_error: ${err.message}`);
    };
    socket.once('connect', onConnect);
    socket.once('connect_error', onError);
  });
}

for (const skipMiddlewares of [true, false]) {
  test(`skipMiddlewares: ${skipMiddlewares}: a user blocked during the disconnection ${skipMiddlewares ? 'gets its session back' : 'is refused'}`, async (t) => {
    const port = await freePort();
    const io = new Server(port, {connectionStateRecovery: {skipMiddlewares}});
    const blocked = new Set<string>();
    io.use((socket, next) => (blocked.has(socket.handshake.auth.user) ? next(new Error('blocked')) : next()));
    io.on('connection', (socket) => socket.emit('welcome'));
    t.after(() => io.close());

    const socket = connect(`http://localhost:${port}`, {auth: {user: 'mallory'}, transports: ['websocket']});
    t.after(() => socket.disconnect());
    // an event gives the client the offset it sends back on reconnection
    await new Promise<void>((resolve) => socket.once('welcome', () => resolve()));

    blocked.add('mallory');
    socket.io.engine.close(); // a network failure, from the server's point of view
    const outcome = await nextConnection(socket);
    assert.equal(outcome, skipMiddlewares ? 'connect, recovered: true' : 'connect_error: blocked');
  });
}

test('maxDisconnectionDuration: Infinity: the in-memory adapter never drops a packet', {timeout: 90_000}, async () => {
  // the adapter's cleanup runs once a minute: compare a finite duration and Infinity after one run
  // (servers without an HTTP server: nothing to close, and the cleanup timer does not hold the process)
  const finite = new Server({connectionStateRecovery: {maxDisconnectionDuration: 1000}});
  const infinite = new Server({connectionStateRecovery: {maxDisconnectionDuration: Infinity}});
  for (let i = 0; i < 100; i++) {
    finite.emit('tick', i);
    infinite.emit('tick', i);
  }
  // the stored packets are the adapter's private state: what grows in memory
  const stored = (server: Server) => (server.of('/').adapter as unknown as {packets: unknown[]}).packets.length;
  assert.equal(stored(finite), 100);
  assert.equal(stored(infinite), 100);
  await new Promise((resolve) => setTimeout(resolve, 61_000));
  assert.equal(stored(finite), 0);
  assert.equal(stored(infinite), 100);
});

test('maxDisconnectionDuration: Infinity with the Redis Streams adapter stops the server at the first disconnection', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const port = await freePort();
  const code = `
    import { Server } from "socket.io";
    import { createClient } from "redis";
    import { createAdapter } from "@socket.io/redis-streams-adapter";
    const redisClient = createClient({ url: process.env.REDIS_URL });
    await redisClient.connect();
    const io = new Server(Number(process.env.PORT), {
      adapter: createAdapter(redisClient),
      connectionStateRecovery: { maxDisconnectionDuration: Infinity },
    });
    io.on("connection", (socket) => socket.emit("welcome"));
    console.log("listening");
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: repoRoot,
    env: {...process.env, PORT: String(port), REDIS_URL: redis.url},
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (exitCode) => resolve(exitCode)));
  t.after(() => child.kill());

  const socket = connect(`http://localhost:${port}`, {transports: ['websocket'], reconnectionDelay: 100});
  t.after(() => socket.disconnect());
  await new Promise<void>((resolve) => socket.once('welcome', () => resolve()));
  socket.io.engine.close();

  // Redis refuses "SET ... PX Infinity"; nothing handles the rejected promise, so Node.js exits
  assert.equal(await exited, 1);
  assert.match(output, /ERR value is not an integer or out of range/);
});
