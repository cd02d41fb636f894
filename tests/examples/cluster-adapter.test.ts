import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

/** Connects and resolves with the pid of the worker that greets the client. */
function connect(url: string): Promise<{socket: Socket; pid: number}> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {forceNew: true});
    socket.once('welcome', (pid: number) => resolve({socket, pid}));
    socket.once('connect_error', reject);
  });
}

test('cluster adapter: clients on two workers share broadcasts, fetchSockets and serverSideEmit', async (t) => {
  const primary = await startExampleServer('examples/cluster-adapter/server.js');
  t.after(() => primary.stop());
  await primary.waitForOutput(/worker \d+ ready[\s\S]*worker \d+ ready/);

  // one after the other, so that "least-connection" puts them on different workers
  const alice = await connect(primary.url);
  t.after(() => alice.socket.disconnect());
  const bob = await connect(primary.url);
  t.after(() => bob.socket.disconnect());
  assert.notEqual(alice.pid, bob.pid, 'the two clients should be served by two workers');

  // a broadcast from Alice's worker reaches Bob, on the other worker (and the sample client, too)
  const watcher = startNode('examples/cluster-adapter/client.js', {SERVER_URL: primary.url});
  t.after(() => watcher.stop());
  await watcher.waitForOutput(/connected to worker \d+/);
  const toBob = new Promise<string>((resolve) => bob.socket.once('announcement', resolve));
  alice.socket.emit('announce', 'hello');
  assert.equal(await toBob, `hello (from worker ${alice.pid})`);
  assert.match(await watcher.waitForOutput(/announcement: .+/), new RegExp(`announcement: hello \\(from worker ${alice.pid}\\)`));

  // fetchSockets() called on Alice's worker also returns Bob's socket
  const ids: string[] = await bob.socket.emitWithAck('who is online');
  assert.ok(ids.includes(alice.socket.id!), 'Alice is listed');
  assert.ok(ids.includes(bob.socket.id!), 'Bob is listed');

  // serverSideEmit() with an acknowledgement: one answer per other worker
  const pids: number[] = await alice.socket.emitWithAck('list workers');
  assert.deepEqual([...pids].sort(), [alice.pid, bob.pid].sort());
});

test('cluster adapter: when a worker dies, its clients reconnect to another worker', async (t) => {
  const primary = await startExampleServer('examples/cluster-adapter/server.js');
  t.after(() => primary.stop());
  await primary.waitForOutput(/worker \d+ ready[\s\S]*worker \d+ ready/);

  const alice = await connect(primary.url);
  t.after(() => alice.socket.disconnect());
  // once upgraded to WebSocket, the connection lives in the worker only, so its death closes it at once
  if (alice.socket.io.engine.transport.name !== 'websocket') {
    await new Promise((resolve) => alice.socket.io.engine.once('upgrade', resolve));
  }

  const disconnected = new Promise<string>((resolve) => alice.socket.once('disconnect', resolve));
  const welcomedAgain = new Promise<number>((resolve) => {
    alice.socket.once('disconnect', () => alice.socket.once('welcome', resolve));
  });
  process.kill(alice.pid, 'SIGKILL');

  assert.equal(await disconnected, 'transport close');
  await primary.waitForOutput(new RegExp(`worker ${alice.pid} died \\(SIGKILL\\), starting a new one`));
  const newPid = await welcomedAgain;
  assert.notEqual(newPid, alice.pid);
});
