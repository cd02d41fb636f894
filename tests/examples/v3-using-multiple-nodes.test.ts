import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

// the 3.x client, as the samples of examples/v3 see it
const requireV3 = createRequire(path.join(repoRoot, 'examples/v3/package.json'));
const {io: connectV3} = requireV3('socket.io-client');

type Client = {socket: any; welcome: string};

function connect(url: string, transports: string[]): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = connectV3(url, {transports, forceNew: true, reconnection: false});
    socket.once('welcome', (welcome: string) => resolve({socket, welcome}));
    socket.once('connect_error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('3.x: a polling request that reaches another server gets 400 "Session ID unknown"', async (t) => {
  const one = await startExampleServer('examples/v3/using-multiple-nodes/server.js');
  t.after(() => one.stop());
  const two = await startExampleServer('examples/v3/using-multiple-nodes/server.js');
  t.after(() => two.stop());

  const handshake = await (await fetch(`${one.url}/socket.io/?EIO=4&transport=polling`)).text();
  const {sid} = JSON.parse(handshake.slice(1));
  const wrong = await fetch(`${two.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {method: 'POST', body: '40'});
  assert.equal(wrong.status, 400);
  assert.deepEqual(await wrong.json(), {code: 1, message: 'Session ID unknown'});
  // the server that created the session accepts the same request
  const right = await fetch(`${one.url}/socket.io/?EIO=4&transport=polling&sid=${sid}`, {method: 'POST', body: '40'});
  assert.equal(right.status, 200);

  // the default adapter is local: a broadcast on one server does not reach the clients of the other
  const alice = await connect(one.url, ['websocket']);
  t.after(() => alice.socket.close());
  const bob = await connect(two.url, ['websocket']);
  t.after(() => bob.socket.close());
  await one.waitForOutput(/members of "chat" on port \d+: 1/);
  let bobGotIt = false;
  bob.socket.on('chat message', () => (bobGotIt = true));
  const toAlice = new Promise((resolve) => alice.socket.once('chat message', resolve));
  alice.socket.emit('chat message', 'only on server one');
  assert.equal(await toAlice, 'only on server one');
  await sleep(300);
  assert.equal(bobGotIt, false);
});

test('3.x: behind a balancer without sticky sessions, polling fails and WebSocket-only works', async (t) => {
  const one = await startExampleServer('examples/v3/using-multiple-nodes/server.js');
  t.after(() => one.stop());
  const two = await startExampleServer('examples/v3/using-multiple-nodes/server.js');
  t.after(() => two.stop());
  const balancer = await startExampleServer('examples/v3/using-multiple-nodes/balancer.js', {
    TARGETS: `${one.url},${two.url}`,
  });
  t.after(() => balancer.stop());

  const polling = startNode('examples/v3/using-multiple-nodes/client.js', {SERVER_URL: balancer.url});
  t.after(() => polling.stop());
  assert.match(await polling.waitForOutput(/connect_error: .+/), /connect_error: xhr (post|poll) error/);
  assert.doesNotMatch(polling.output(), /welcome from/);

  const websocket = startNode('examples/v3/using-multiple-nodes/client.js', {
    SERVER_URL: balancer.url,
    WEBSOCKET_ONLY: '1',
  });
  t.after(() => websocket.stop());
  await websocket.waitForOutput(/connected with websocket/);
  await websocket.waitForOutput(/welcome from server on port \d+/);
});

test('3.x cluster with @socket.io/sticky: each polling session stays on its worker', async (t) => {
  const primary = await startExampleServer('examples/v3/using-multiple-nodes/cluster.js');
  t.after(() => primary.stop());
  await primary.waitForOutput(/worker \d+ started[\s\S]*worker \d+ started/, 30_000);

  // polling only: every request of a session must reach the worker that created it
  const alice = await connect(primary.url, ['polling']);
  t.after(() => alice.socket.close());
  const bob = await connect(primary.url, ['polling']);
  t.after(() => bob.socket.close());
  // least-connection: the second client goes to the other worker
  assert.notEqual(alice.welcome, bob.welcome);

  for (const client of [alice, bob]) {
    for (let i = 0; i < 3; i++) {
      const answer = await new Promise((resolve) => client.socket.emit('chat message', `message ${i}`, resolve));
      assert.equal(answer, `handled by ${client.welcome}`);
    }
  }

  // default transports: the WebSocket upgrade request carries the sid too, and reaches the same worker
  const carol = await connect(primary.url, ['polling', 'websocket']);
  t.after(() => carol.socket.close());
  if (carol.socket.io.engine.transport.name !== 'websocket') {
    await new Promise((resolve) => carol.socket.io.engine.once('upgrade', resolve));
  }
  const answer = await new Promise((resolve) => carol.socket.emit('chat message', 'after upgrade', resolve));
  assert.equal(answer, `handled by ${carol.welcome}`);

  // no adapter between the workers: io.emit() stays on the worker of the sender
  let bobGotIt = false;
  bob.socket.on('chat message', (text: string) => text === 'from alice' && (bobGotIt = true));
  const toAlice = new Promise((resolve) => {
    alice.socket.on('chat message', (text: string) => text === 'from alice' && resolve(text));
  });
  alice.socket.emit('chat message', 'from alice', () => {});
  assert.equal(await toAlice, 'from alice');
  await sleep(300);
  assert.equal(bobGotIt, false);
});
