import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {io, type Socket} from 'socket.io-client';
import {freePort, startExampleServer, startNode, waitForPort} from '../helpers/processes';
import {startRedis} from '../helpers/services';

const dir = 'examples/get-started';

type Emitter = {once: (event: any, listener: (...args: any[]) => void) => unknown};

function once<T = any>(socket: Emitter, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "${event}" within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Records every payload of an event, to check later what arrived (and what did not). */
function record(socket: Socket, event: string): any[] {
  const received: any[] = [];
  socket.on(event, (value) => received.push(value));
  return received;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Session = {sessionID: string; userID: string};

/** Connects a private-messaging client; resolves with the socket, its session and its first users list. */
async function join(url: string, auth: Record<string, string>, t: any) {
  const socket = io(url, {auth, transports: ['websocket'], reconnection: false});
  t.after(() => socket.disconnect());
  const session = once<Session>(socket, 'session');
  const users = once<any[]>(socket, 'users');
  return {socket, session: await session, users: await users};
}

test('chat: every client gets the message and the user count', async (t) => {
  const server = await startExampleServer(`${dir}/chat/index.js`);
  t.after(() => server.stop());
  const alice = io(server.url);
  t.after(() => alice.disconnect());
  assert.equal(await once(alice, 'user count'), 1);
  const bob = io(server.url);
  t.after(() => bob.disconnect());
  assert.equal(await once(alice, 'user count'), 2);

  const toBob = once(bob, 'chat message');
  const toAlice = once(alice, 'chat message');
  bob.emit('chat message', '');  // ignored by the server
  alice.emit('chat message', 'hello');
  assert.deepEqual(await toBob, {from: alice.id!.slice(0, 4), text: 'hello'});
  assert.equal((await toAlice).text, 'hello');

  bob.disconnect();
  assert.equal(await once(alice, 'user count'), 1);
});

test('basic CRUD: acknowledgements answer the sender, changes are broadcast to the others', async (t) => {
  const server = await startExampleServer(`${dir}/basic-crud-application/server.js`);
  t.after(() => server.stop());
  const alice = io(server.url);
  const bob = io(server.url);
  t.after(() => alice.disconnect());
  t.after(() => bob.disconnect());
  await Promise.all([once(alice, 'connect'), once(bob, 'connect')]);
  const aliceSaw = record(alice, 'todo:created');

  const created = once(bob, 'todo:created');
  const {data: todo} = await alice.emitWithAck('todo:create', {title: ' Buy milk ', completed: false});
  assert.equal(todo.title, 'Buy milk');
  assert.equal(typeof todo.id, 'string');
  assert.deepEqual(await created, todo);

  const updated = once(bob, 'todo:updated');
  const {data: done} = await alice.emitWithAck('todo:update', {...todo, completed: true});
  assert.deepEqual(await updated, done);
  assert.deepEqual(await bob.emitWithAck('todo:list'), {data: [{...todo, completed: true}]});

  assert.deepEqual(await alice.emitWithAck('todo:create', {title: ''}), {error: 'title must be a non-empty string'});
  assert.deepEqual(await alice.emitWithAck('todo:create', null), {error: 'the payload must be an object'});
  assert.deepEqual(await alice.emitWithAck('todo:update', {id: 'nope', title: 'x', completed: true}), {error: 'todo not found'});

  const deleted = once(bob, 'todo:deleted');
  assert.deepEqual(await alice.emitWithAck('todo:delete', todo.id), {data: todo.id});
  assert.equal(await deleted, todo.id);
  assert.deepEqual(await alice.emitWithAck('todo:delete', todo.id), {error: 'todo not found'});
  assert.deepEqual(aliceSaw, [], 'the sender is not notified of its own changes');

  // the client of the page runs against it too
  const updatedByClient = once(bob, 'todo:updated');
  const client = startNode(`${dir}/basic-crud-application/client.js`, {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/rejected: title must be a non-empty string/);
  assert.match(client.output(), /list \[\{"id":"[^"]+","title":"Buy milk","completed":true\}\]/);
  assert.equal((await updatedByClient).completed, true);
});

test('private messaging I: a session id brings back the same user, a bad username is refused', async (t) => {
  const server = await startExampleServer(`${dir}/private-messaging-part-1/server.js`);
  t.after(() => server.stop());

  const refused = io(server.url, {auth: {username: '  '}, reconnection: false});
  t.after(() => refused.disconnect());
  assert.equal((await once<Error>(refused, 'connect_error')).message, 'invalid username');

  const alice = await join(server.url, {username: 'alice'}, t);
  assert.deepEqual(alice.users, [{userID: alice.session.userID, username: 'alice', connected: true}]);
  assert.notEqual(alice.session.sessionID, alice.session.userID);

  // the client of the page: it reconnects by itself with its session id
  const client = startNode(`${dir}/private-messaging-part-1/client.js`, {SERVER_URL: server.url, CHAT_USERNAME: 'carol'});
  t.after(() => client.stop());
  await client.waitForOutput(/session [\s\S]*session [\s\S]*users: .*\n/);
  const ids = [...client.output().matchAll(/session (\S+)… user (\S+)/g)].map((m) => m.slice(1).join());
  assert.equal(ids.length, 2);
  assert.equal(ids[0], ids[1], 'same session and user after the reconnection');

  // alice comes back later with her session id: same user, username not needed
  const connected = once(alice.socket, 'user connected');
  const again = await join(server.url, {sessionID: alice.session.sessionID}, t);
  assert.deepEqual(again.session, alice.session);
  assert.deepEqual(await connected, {userID: alice.session.userID, username: 'alice'});

  // an unknown session id falls back to a new user when a username is given
  const stranger = await join(server.url, {sessionID: 'forged', username: 'dave'}, t);
  assert.notEqual(stranger.session.userID, alice.session.userID);

  // alice is "disconnected" only once her last connection is gone
  const disconnects = record(stranger.socket, 'user disconnected');
  alice.socket.disconnect();
  await sleep(300);
  assert.deepEqual(disconnects, []);
  again.socket.disconnect();
  await sleep(300);
  assert.deepEqual(disconnects, [alice.session.userID]);
});

test('private messaging II: a private message reaches every tab of the recipient and of the sender, nobody else', async (t) => {
  const server = await startExampleServer(`${dir}/private-messaging-part-2/server.js`);
  t.after(() => server.stop());
  const alice1 = await join(server.url, {username: 'alice'}, t);
  const alice2 = await join(server.url, {sessionID: alice1.session.sessionID}, t);
  const bob1 = await join(server.url, {username: 'bob'}, t);
  const bob2 = await join(server.url, {sessionID: bob1.session.sessionID}, t);
  const carol = await join(server.url, {username: 'carol'}, t);

  const inboxes = Object.fromEntries(
    Object.entries({alice1, alice2, bob1, bob2, carol}).map(([name, {socket}]) => [name, record(socket, 'private message')]),
  );
  alice1.socket.emit('private message', {content: 'hi bob', to: bob1.session.userID});
  alice1.socket.emit('private message', null); // ignored
  await sleep(500);

  const message = {content: 'hi bob', from: alice1.session.userID, to: bob1.session.userID};
  assert.deepEqual(inboxes.bob1, [message]);
  assert.deepEqual(inboxes.bob2, [message]);
  assert.deepEqual(inboxes.alice2, [message], "the sender's other tab");
  assert.deepEqual(inboxes.alice1, [], 'the sending tab already knows');
  assert.deepEqual(inboxes.carol, []);

  // the client of the page sends to the user named in SEND_TO and prints what it receives
  const client = startNode(`${dir}/private-messaging-part-2/client.js`, {SERVER_URL: server.url, CHAT_USERNAME: 'erin', SEND_TO: 'carol'});
  t.after(() => client.stop());
  const fromErin = await once(carol.socket, 'private message');
  assert.equal(fromErin.content, 'hello carol');
  carol.socket.emit('private message', {content: 'hi erin', to: fromErin.from});
  await client.waitForOutput(/carol: hi erin/);
});

test('private messaging II: "user disconnected" comes once, when the last connection of a user is gone', async (t) => {
  const server = await startExampleServer(`${dir}/private-messaging-part-2/server.js`);
  t.after(() => server.stop());
  const alice = await join(server.url, {username: 'alice'}, t);
  const bob1 = await join(server.url, {username: 'bob'}, t);
  const bob2 = await join(server.url, {sessionID: bob1.session.sessionID}, t);
  const gone = record(alice.socket, 'user disconnected');

  bob1.socket.disconnect();
  await sleep(300);
  assert.deepEqual(gone, [], 'bob still has a tab open');
  bob2.socket.disconnect();
  await sleep(300);
  assert.deepEqual(gone, [bob1.session.userID]);

  // the users list of a new client shows bob offline
  const carol = await join(server.url, {username: 'carol'}, t);
  assert.equal(carol.users.find((user) => user.userID === bob1.session.userID)?.connected, false);

  // the client of the page prints the change
  const erinArrived = once(carol.socket, 'user connected');
  const client = startNode(`${dir}/private-messaging-part-2/client.js`, {SERVER_URL: server.url, CHAT_USERNAME: 'erin'});
  t.after(() => client.stop());
  await erinArrived;
  carol.socket.disconnect();
  await client.waitForOutput(/carol is offline/);
});

test('private messaging III: sessions and messages survive a server restart', async (t) => {
  const tmp = await mkdtemp(path.join(tmpdir(), 'private-messaging-'));
  t.after(() => rm(tmp, {recursive: true, force: true}));
  const env = {DATA_FILE: path.join(tmp, 'data.json')};
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const start = async () => {
    const server = startNode(`${dir}/private-messaging-part-3/server.js`, {...env, PORT: String(port)});
    t.after(() => server.stop());
    await waitForPort(port);
    return server;
  };

  let server = await start();
  const alice = await join(url, {username: 'alice'}, t);
  const bob = await join(url, {username: 'bob'}, t);
  const received = once(bob.socket, 'private message');
  alice.socket.emit('private message', {content: 'see you tomorrow', to: bob.session.userID});
  await received;
  await sleep(200);
  alice.socket.disconnect();
  bob.socket.disconnect();
  await sleep(200);

  await server.stop();
  server = await start();

  const bobAgain = await join(url, {sessionID: bob.session.sessionID}, t);
  assert.deepEqual(bobAgain.session, bob.session, 'same session and user after the restart');
  const aliceEntry = bobAgain.users.find((user) => user.userID === alice.session.userID);
  assert.equal(aliceEntry.username, 'alice');
  assert.deepEqual(aliceEntry.messages, [{content: 'see you tomorrow', from: alice.session.userID, to: bob.session.userID}]);
});

test('private messaging IV: two server processes share sessions and deliver private messages through Redis', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const a = await startExampleServer(`${dir}/private-messaging-part-4/server.js`, {REDIS_URL: redis.url});
  t.after(() => a.stop());
  const b = await startExampleServer(`${dir}/private-messaging-part-4/server.js`, {REDIS_URL: redis.url});
  t.after(() => b.stop());

  const alice = await join(a.url, {username: 'alice'}, t);
  const aliceOnB = await join(b.url, {sessionID: alice.session.sessionID}, t);
  assert.deepEqual(aliceOnB.session, alice.session, 'the session created by server A is known to server B');
  const bob = await join(b.url, {username: 'bob'}, t);
  const carol = await join(a.url, {username: 'carol'}, t);
  assert.deepEqual(bob.users.map((user) => user.username).sort(), ['alice', 'bob']);

  const inboxes = {aliceOnA: record(alice.socket, 'private message'), aliceOnB: record(aliceOnB.socket, 'private message'), carol: record(carol.socket, 'private message')};
  const toBob = once(bob.socket, 'private message');
  alice.socket.emit('private message', {content: 'across servers', to: bob.session.userID});
  const message = {content: 'across servers', from: alice.session.userID, to: bob.session.userID};
  assert.deepEqual(await toBob, message);
  await sleep(300);
  assert.deepEqual(inboxes, {aliceOnA: [], aliceOnB: [message], carol: []});

  // the history is in Redis, so any server gives it back
  const bobOnA = await join(a.url, {sessionID: bob.session.sessionID}, t);
  assert.deepEqual(bobOnA.users.find((user) => user.userID === alice.session.userID).messages, [message]);
});

test('webtransport: the server offers the WebTransport upgrade, a Node client without WebTransport stays on WebSocket', async (t) => {
  const server = await startExampleServer(`${dir}/webtransport/server.js`);
  t.after(() => server.stop());
  const socket = io(server.url);
  t.after(() => socket.disconnect());
  await once(socket.io, 'open');
  assert.deepEqual((socket.io.engine as any).upgrades ?? (socket.io.engine as any)._upgrades, ['websocket', 'webtransport']);
  await server.waitForOutput(/upgraded to websocket/);
  assert.equal(socket.io.engine.transport.name, 'websocket');
});

test('webtransport pitfall: a Node client with WebTransport first gets connect_error "timeout" after the Manager\'s timeout', async (t) => {
  const server = await startExampleServer(`${dir}/webtransport/server.js`);
  t.after(() => server.stop());
  // the page's "20 s" is the default of the timeout option, shortened here
  assert.equal(io(server.url, {autoConnect: false}).io.timeout(), 20_000);
  for (const options of [{transports: ['webtransport']}, {transports: ['webtransport', 'websocket'], tryAllTransports: true}]) {
    const socket = io(server.url, {...options, timeout: 1000, reconnection: false} as any);
    t.after(() => socket.disconnect());
    let connected = false;
    socket.on('connect', () => (connected = true));
    const start = Date.now();
    const error = await once<Error>(socket, 'connect_error', 5000);
    assert.equal(error.message, 'timeout', JSON.stringify(options));
    assert.ok(Date.now() - start >= 950, `connect_error after ${Date.now() - start} ms`);
    assert.equal(connected, false);
  }
});
