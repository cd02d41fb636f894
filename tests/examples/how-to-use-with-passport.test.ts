import {test} from 'node:test';
import assert from 'node:assert/strict';
import {io as ioc, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

const file = 'examples/how-to/use-with-passport/server.js';

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

function refused(socket: Socket): Promise<Error> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the connection was accepted')));
    socket.once('connect_error', resolve);
  });
}

async function login(url: string, username: string, password: string): Promise<Response> {
  return fetch(`${url}/login`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({username, password}),
  });
}

async function sessionCookie(url: string, username: string, password: string): Promise<string> {
  const res = await login(url, username, password);
  assert.equal(res.status, 200);
  const setCookie = res.headers.get('set-cookie');
  assert.ok(setCookie, 'no session cookie after login');
  return setCookie.split(';')[0];
}

test('use-with-passport: the socket sees the Passport user, anonymous clients are refused, logout closes the tabs', async (t) => {
  const server = await startExampleServer(file);
  t.after(() => server.stop());
  const sockets: Socket[] = [];
  const open = (options: object) => {
    const socket = ioc(server.url, {reconnection: false, forceNew: true, ...options});
    sockets.push(socket);
    return socket;
  };
  t.after(() => sockets.forEach((s) => s.disconnect()));

  assert.equal((await login(server.url, 'alice', 'wrong')).status, 401);
  const alice = await sessionCookie(server.url, 'alice', 'wonderland');
  const bob = await sessionCookie(server.url, 'bob', 'builder');

  // two tabs of alice's browser: HTTP long-polling then WebSocket, and WebSocket only
  const tab1 = open({extraHeaders: {cookie: alice}});
  const tab2 = open({extraHeaders: {cookie: alice}, transports: ['websocket']});
  const bobSocket = open({extraHeaders: {cookie: bob}});
  await Promise.all([connected(tab1), connected(tab2), connected(bobSocket)]);
  assert.equal(await tab1.emitWithAck('whoami'), 'alice');
  assert.equal(await tab2.emitWithAck('whoami'), 'alice');
  assert.equal(await bobSocket.emitWithAck('whoami'), 'bob');

  // no cookie, or a forged one: refused by the Socket.IO middleware
  for (const options of [{}, {extraHeaders: {cookie: 'connect.sid=s%3Aforged.signature'}}]) {
    const err = await refused(open(options));
    assert.equal(err.message, 'unauthorized');
  }

  // a message to alice reaches both of her tabs
  const received = Promise.all(
    [tab1, tab2].map((s) => new Promise((resolve) => s.once('private message', resolve))),
  );
  bobSocket.emit('private message', 'alice', 'hi');
  assert.deepEqual(await received, [
    {from: 'bob', text: 'hi'},
    {from: 'bob', text: 'hi'},
  ]);

  // logout closes both tabs of alice, not bob's connection
  const reasons = Promise.all([tab1, tab2].map((s) => new Promise((resolve) => s.once('disconnect', resolve))));
  const logout = await fetch(`${server.url}/logout`, {method: 'POST', headers: {cookie: alice}});
  assert.equal(logout.status, 204);
  assert.deepEqual(await reasons, ['io server disconnect', 'io server disconnect']);
  assert.equal(bobSocket.connected, true);

  // the old cookie no longer carries a user
  const err = await refused(open({extraHeaders: {cookie: alice}}));
  assert.equal(err.message, 'unauthorized');
});

test('use-with-passport: the sample client', async (t) => {
  const server = await startExampleServer(file);
  t.after(() => server.stop());
  const client = startNode('examples/how-to/use-with-passport/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/anonymous connection refused: unauthorized/);
  await client.waitForOutput(
    /connected as alice\nprivate message from alice: hello from Node.js\ndisconnected: io server disconnect/,
  );
  await server.waitForOutput(/alice disconnected \(server namespace disconnect\)/);
});
