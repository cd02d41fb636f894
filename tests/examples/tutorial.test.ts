import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {io, type Socket, type ManagerOptions, type SocketOptions} from 'socket.io-client';
import {sampleFile, startExampleServer} from '../helpers/processes';

type Options = Partial<ManagerOptions & SocketOptions>;

function connect(url: string, options: Options = {}): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = io(url, {forceNew: true, ...options});
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/**
 * Collects every 'chat message' a socket receives. With connectionStateRecovery, a broadcast carries one more
 * argument at the end (the recovery offset, which the page ignores), so only the first `keep` arguments are kept.
 */
function collect(socket: Socket, keep = 2) {
  const received: unknown[][] = [];
  socket.on('chat message', (...args: unknown[]) => received.push(args.slice(0, keep)));
  return received;
}

async function until(check: () => boolean, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Cuts the connection like a network failure (no goodbye), without reconnecting. */
function cut(socket: Socket) {
  socket.io.reconnection(false);
  socket.io.engine.close();
}

async function tempFile(t: {after: (fn: () => unknown) => void}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tutorial-'));
  t.after(() => rm(dir, {recursive: true, force: true}));
  return path.join(dir, 'chat.jsonl');
}

async function storedLines(file: string) {
  return (await readFile(file, 'utf8')).split('\n').filter(Boolean).map((line) => JSON.parse(line));
}

test('step 1: Express answers "Hello world" on the port given by PORT', async (t) => {
  const server = await startExampleServer('examples/tutorial/step-1/index.js');
  t.after(() => server.stop());
  await server.waitForOutput(new RegExp(`server running at http://localhost:${server.port}`));
  const response = await fetch(server.url);
  assert.equal(response.status, 200);
  assert.equal(await response.text(), '<h1>Hello world</h1>');
});

test('step 2: the chat page is served at /', async (t) => {
  const server = await startExampleServer('examples/tutorial/step-2/index.js');
  t.after(() => server.stop());
  const html = await (await fetch(server.url)).text();
  assert.match(html, /<ul id="messages"><\/ul>/);
  assert.match(html, /<form id="form"/);
});

test('step 3: the page loads the client script, which the server serves, and a connection is logged', async (t) => {
  const server = await startExampleServer('examples/tutorial/step-3/index.js');
  t.after(() => server.stop());
  const html = await (await fetch(server.url)).text();
  assert.match(html, /<script src="\/socket.io\/socket.io.js"><\/script>/);
  const script = await fetch(`${server.url}/socket.io/socket.io.js`);
  assert.equal(script.status, 200);
  assert.match(script.headers.get('content-type') ?? '', /javascript/);

  const socket = await connect(server.url);
  await server.waitForOutput(/a user connected/);
  socket.disconnect();
  await server.waitForOutput(/user disconnected/);
});

test('step 4: the server receives and logs the "chat message" event', async (t) => {
  const server = await startExampleServer('examples/tutorial/step-4/index.js');
  t.after(() => server.stop());
  const socket = await connect(server.url);
  t.after(() => socket.disconnect());
  socket.emit('chat message', 'hello from step 4');
  await server.waitForOutput(/message: hello from step 4/);
});

test('step 5: a message reaches every client, the sender included', async (t) => {
  const server = await startExampleServer('examples/tutorial/step-5/index.js');
  t.after(() => server.stop());
  const alice = await connect(server.url);
  const bob = await connect(server.url);
  t.after(() => (alice.disconnect(), bob.disconnect()));
  const toAlice = collect(alice, 1);
  const toBob = collect(bob, 1);
  alice.emit('chat message', 'hi Bob');
  await until(() => toAlice.length === 1 && toBob.length === 1, 'both clients to get the message');
  assert.deepEqual(toBob, [['hi Bob']]);
  assert.deepEqual(toAlice, [['hi Bob']]);
});

test('handling disconnections: events emitted while disconnected are buffered, missed messages are lost', async (t) => {
  const server = await startExampleServer('examples/tutorial/handling-disconnections/index.js');
  t.after(() => server.stop());
  const alice = await connect(server.url);
  const bob = await connect(server.url);
  t.after(() => (alice.disconnect(), bob.disconnect()));
  const toAlice = collect(alice);
  const toBob = collect(bob);

  // the toggle button: socket.disconnect()
  alice.disconnect();
  assert.equal(alice.connected, false);
  bob.emit('chat message', 'sent while Alice is away');
  alice.emit('chat message', 'typed while disconnected');
  await until(() => toBob.length === 1, 'Bob to get his own message');
  await sleep(200);
  assert.deepEqual(toAlice, [], 'nothing reaches a disconnected client');

  // socket.connect(): the buffered event is sent, the missed one never comes
  alice.connect();
  await until(() => toBob.length === 2, 'the buffered message to be sent on reconnection');
  assert.deepEqual(toBob[1], ['typed while disconnected']);
  await until(() => toAlice.length === 1, 'Alice to get her own buffered message');
  assert.deepEqual(toAlice, [['typed while disconnected']]);
});

test('step 6: after a dropped connection, the session is recovered with the missed messages', async (t) => {
  const server = await startExampleServer('examples/tutorial/step-6/index.js');
  t.after(() => server.stop());
  const alice = await connect(server.url);
  const bob = await connect(server.url);
  t.after(() => (alice.disconnect(), bob.disconnect()));
  const toAlice = collect(alice);
  const id = alice.id;

  bob.emit('chat message', 'before the cut');
  await until(() => toAlice.length === 1, 'Alice to get the first message');

  cut(alice);
  await sleep(200);
  bob.emit('chat message', 'while Alice is offline');
  await sleep(200);
  assert.equal(toAlice.length, 1);

  alice.io.reconnection(true);
  alice.connect();
  await new Promise<void>((resolve) => alice.once('connect', () => resolve()));
  assert.equal(alice.recovered, true);
  assert.equal(alice.id, id, 'a recovered socket keeps its id');
  await server.waitForOutput(new RegExp(`socket ${id} recovered its session`));
  await until(() => toAlice.length === 2, 'the missed message');
  assert.equal(toAlice[1][0], 'while Alice is offline');
});

test('step 6: a deliberate socket.disconnect() is not recovered', async (t) => {
  const server = await startExampleServer('examples/tutorial/step-6/index.js');
  t.after(() => server.stop());
  const alice = await connect(server.url);
  const bob = await connect(server.url);
  t.after(() => (alice.disconnect(), bob.disconnect()));
  const toAlice = collect(alice);
  bob.emit('chat message', 'first');
  await until(() => toAlice.length === 1, 'the first message');
  alice.disconnect();
  alice.connect();
  await new Promise<void>((resolve) => alice.once('connect', () => resolve()));
  assert.equal(alice.recovered, false);
});

test('step 7: messages are stored, and a client gets those after its serverOffset, even after a restart', async (t) => {
  const dbFile = await tempFile(t);
  const server = await startExampleServer('examples/tutorial/step-7/index.js', {DB_FILE: dbFile});
  t.after(() => server.stop());
  const alice = await connect(server.url, {auth: {serverOffset: 0}});
  t.after(() => alice.disconnect());
  const toAlice = collect(alice);
  alice.emit('chat message', 'one');
  alice.emit('chat message', 'two');
  await until(() => toAlice.length === 2, 'the two messages');
  assert.deepEqual(toAlice, [['one', 1], ['two', 2]]);
  assert.deepEqual(await storedLines(dbFile), [{id: 1, content: 'one'}, {id: 2, content: 'two'}]);

  // a newcomer with offset 0 gets the history
  const carol = io(server.url, {forceNew: true, auth: {serverOffset: 0}});
  t.after(() => carol.disconnect());
  const toCarol = collect(carol);
  await until(() => toCarol.length === 2, 'the history');
  assert.deepEqual(toCarol.map(([content]) => content), ['one', 'two']);

  // a client that has seen message 1 only gets message 2
  const dave = io(server.url, {forceNew: true, auth: {serverOffset: 1}});
  t.after(() => dave.disconnect());
  const toDave = collect(dave);
  await until(() => toDave.length === 1, 'the missed message');
  await sleep(200);
  assert.deepEqual(toDave, [['two', 2]]);

  // restart the server: the messages are still there, recovery is impossible but the offset works
  await server.stop();
  const again = await startExampleServer('examples/tutorial/step-7/index.js', {DB_FILE: dbFile});
  t.after(() => again.stop());
  const erin = io(again.url, {forceNew: true, auth: {serverOffset: 1}});
  t.after(() => erin.disconnect());
  const toErin = collect(erin);
  await until(() => toErin.length === 1, 'the stored message after a restart');
  assert.deepEqual(toErin, [['two', 2]]);
});

for (const step of [7, 8]) {
  test(`step ${step}: messages sent at the same moment are stored and broadcast in the order of their ids`, async (t) => {
    const dbFile = await tempFile(t);
    const server = await startExampleServer(`examples/tutorial/step-${step}/index.js`, {DB_FILE: dbFile});
    t.after(() => server.stop());
    const alice = await connect(server.url, {auth: {serverOffset: 0}});
    t.after(() => alice.disconnect());
    const toAlice = collect(alice);
    const sent = Array.from({length: 50}, (_, i) => `message ${i + 1}`);
    // from step 8 on, each message carries its client offset
    sent.forEach((content, i) => alice.emit('chat message', content, `${alice.id}-${i}`));
    await until(() => toAlice.length === sent.length, 'the fifty messages');
    assert.deepEqual(toAlice, sent.map((content, i) => [content, i + 1]));
    const stored = (await storedLines(dbFile)).map(({id, content}) => ({id, content}));
    assert.deepEqual(stored, sent.map((content, i) => ({id: i + 1, content})));
  });
}

test('step 7: a client whose session cannot be recovered gets the missed messages from the store', async (t) => {
  const dbFile = await tempFile(t);
  const server = await startExampleServer('examples/tutorial/step-7/index.js', {DB_FILE: dbFile});
  t.after(() => server.stop());
  const alice = await connect(server.url, {auth: {serverOffset: 0}});
  const bob = await connect(server.url, {auth: {serverOffset: 0}});
  t.after(() => (alice.disconnect(), bob.disconnect()));
  const toAlice: unknown[][] = [];
  // what the page does: remember the last offset in socket.auth
  alice.on('chat message', (content: string, serverOffset: number) => {
    toAlice.push([content, serverOffset]);
    (alice.auth as {serverOffset: number}).serverOffset = serverOffset;
  });
  bob.emit('chat message', 'seen');
  await until(() => toAlice.length === 1, 'the first message');

  alice.disconnect(); // deliberate: no recovery
  bob.emit('chat message', 'missed');
  await sleep(200);
  alice.connect();
  await until(() => toAlice.length === 2, 'the missed message');
  assert.equal(alice.recovered, false);
  await sleep(200);
  assert.deepEqual(toAlice, [['seen', 1], ['missed', 2]]);
});

test('step 8: a message sent twice with the same client offset is stored and broadcast once, and acknowledged twice', async (t) => {
  const dbFile = await tempFile(t);
  const server = await startExampleServer('examples/tutorial/step-8/index.js', {DB_FILE: dbFile});
  t.after(() => server.stop());
  const alice = await connect(server.url, {auth: {serverOffset: 0}});
  const bob = await connect(server.url, {auth: {serverOffset: 0}});
  t.after(() => (alice.disconnect(), bob.disconnect()));
  const toBob = collect(bob);

  const clientOffset = `${alice.id}-0`;
  await alice.timeout(2000).emitWithAck('chat message', 'only once', clientOffset);
  // what a retry sends: the same arguments again
  await alice.timeout(2000).emitWithAck('chat message', 'only once', clientOffset);
  await sleep(300);
  assert.deepEqual(toBob.map(([content]) => content), ['only once']);
  assert.deepEqual(await storedLines(dbFile), [{id: 1, content: 'only once', clientOffset}]);
});

test('step 8: with retries, a message whose acknowledgement was lost is sent again and stored once', async (t) => {
  const dbFile = await tempFile(t);
  const server = await startExampleServer('examples/tutorial/step-8/index.js', {DB_FILE: dbFile});
  t.after(() => server.stop());
  // the options of the page (a shorter reconnection delay to keep the test fast)
  const alice = await connect(server.url, {
    auth: {serverOffset: 0},
    ackTimeout: 10000,
    retries: 3,
    reconnectionDelay: 100,
  });
  const bob = await connect(server.url, {auth: {serverOffset: 0}});
  t.after(() => (alice.disconnect(), bob.disconnect()));
  const toBob = collect(bob);

  // the connection breaks just as the acknowledgement arrives: the client never sees it
  const engine = alice.io.engine;
  let cut = false;
  engine.on('packet', (packet: {type: string; data?: unknown}) => {
    // "3" is an ACK packet of the Socket.IO protocol
    if (packet.type === 'message' && typeof packet.data === 'string' && packet.data.startsWith('3')) {
      cut = true;
      engine.close();
    }
  });
  const acknowledged = new Promise((resolve) =>
    alice.emit('chat message', 'lost ack', `${alice.id}-0`, resolve),
  );
  // after the automatic reconnection, the client sends the message again and gets its acknowledgement
  assert.equal(await acknowledged, null);
  await sleep(300);
  assert.deepEqual(toBob.map(([content]) => content), ['lost ack']);
  assert.equal(cut, true, 'the first acknowledgement was lost');
  assert.notEqual(alice.io.engine, engine, 'the client reconnected');
  assert.equal((await storedLines(dbFile)).length, 1);
});

test('step 9: clients on two worker processes share a broadcast and the stored messages', async (t) => {
  const dbFile = await tempFile(t);
  const server = await startExampleServer('examples/tutorial/step-9/index.js', {DB_FILE: dbFile, WORKERS: '2'});
  t.after(() => server.stop());
  await server.waitForOutput(/worker \d+ started[\s\S]*worker \d+ started/);

  const alice = await connect(server.url, {auth: {serverOffset: 0}, ackTimeout: 10000, retries: 3});
  await server.waitForOutput(/a user connected/);
  const bob = await connect(server.url, {auth: {serverOffset: 0}, ackTimeout: 10000, retries: 3});
  t.after(() => (alice.disconnect(), bob.disconnect()));
  await server.waitForOutput(/a user connected[\s\S]*a user connected/);
  const pids = [...server.output().matchAll(/worker (\d+): a user connected/g)].map((match) => match[1]);
  assert.equal(new Set(pids).size, 2, `the two clients are on two workers (${pids.join(', ')})`);

  const toAlice = collect(alice);
  const toBob = collect(bob);
  alice.emit('chat message', 'across processes', `${alice.id}-0`);
  await until(() => toAlice.length === 1 && toBob.length === 1, 'both clients to get the message');
  assert.deepEqual(toBob, [['across processes', 1]]);
  alice.emit('chat message', 'across processes', `${alice.id}-0`);
  bob.emit('chat message', 'reply', `${bob.id}-0`);
  await until(() => toAlice.length === 2, 'the reply');
  assert.deepEqual(toAlice, [['across processes', 1], ['reply', 2]]);
  assert.equal((await storedLines(dbFile)).length, 2);

  // a newcomer, wherever it lands, gets the history kept by the primary
  const carol = io(server.url, {forceNew: true, auth: {serverOffset: 0}});
  t.after(() => carol.disconnect());
  const toCarol = collect(carol);
  await until(() => toCarol.length === 2, 'the history');
  assert.deepEqual(toCarol.map(([content]) => content), ['across processes', 'reply']);
});

test('steps 7 and 8: a message whose write failed is not kept, so that the client retry stores it', async (t) => {
  for (const step of ['step-7', 'step-8']) {
    const file = await tempFile(t);
    const {openStore} = await import(sampleFile(`examples/tutorial/${step}/store.js`));
    const store = await openStore(file);
    await mkdir(file); // a directory where the file should be: the next append fails
    await assert.rejects(store.addMessage('lost once', 'client-0'), {code: 'EISDIR'});
    assert.deepEqual(await store.messagesAfter(0), [], `${step}: nothing kept after the failed write`);
    await rm(file, {recursive: true});
    const id = await store.addMessage('lost once', 'client-0');
    assert.deepEqual(await store.messagesAfter(0), [{id, content: 'lost once', ...(step === 'step-8' ? {clientOffset: 'client-0'} : {})}]);
    assert.deepEqual(await storedLines(file), await store.messagesAfter(0), `${step}: the file holds what the memory holds`);
  }
});
