import {test} from 'node:test';
import assert from 'node:assert/strict';
import jwt from 'jsonwebtoken';
import {io as ioc, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';

function connectError(socket: Socket): Promise<Error & {data?: any}> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the connection was accepted')));
    socket.once('connect_error', resolve);
  });
}

function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

test('use-with-jwt: valid, missing, invalid and expired tokens', async (t) => {
  const secret = 'test-secret';
  const server = await startExampleServer('examples/how-to/use-with-jwt/server.js', {JWT_SECRET: secret});
  t.after(() => server.stop());

  // login over HTTP: bad credentials are refused, good ones give a token
  const bad = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({username: 'alice', password: 'nope'}),
  });
  assert.equal(bad.status, 401);
  const res = await fetch(`${server.url}/login`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({username: 'alice', password: 'wonderland'}),
  });
  const {token} = (await res.json()) as {token: string};

  const valid = ioc(server.url, {auth: {token}, reconnection: false});
  t.after(() => valid.disconnect());
  await connected(valid);
  assert.deepEqual(await valid.emitWithAck('whoami'), {username: 'alice'});

  const cases: Array<[string, object]> = [
    ['missing_token', {}],
    ['invalid_token', {token: jwt.sign({sub: 'alice'}, 'another-secret')}],
    ['invalid_token', {token: 'not-a-jwt'}],
    ['token_expired', {token: jwt.sign({sub: 'alice', exp: Math.floor(Date.now() / 1000) - 10}, secret)}],
  ];
  for (const [reason, auth] of cases) {
    const socket = ioc(server.url, {auth, reconnection: false});
    const err = await connectError(socket);
    socket.disconnect();
    assert.equal(err.message, 'not authorized');
    assert.deepEqual(err.data, {reason});
  }
});

test('use-with-jwt: the server disconnects at expiry and the client comes back with a fresh token', async (t) => {
  const server = await startExampleServer('examples/how-to/use-with-jwt/server.js', {TOKEN_TTL: '2'});
  t.after(() => server.stop());
  const client = startNode('examples/how-to/use-with-jwt/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/connected as alice/);
  await client.waitForOutput(/disconnected: io server disconnect/, 5_000);
  await client.waitForOutput(/disconnected: io server disconnect\nconnected as alice/, 5_000);
  assert.match(server.output(), /alice disconnected \(server namespace disconnect\)/);
});

async function loginWithCookie(url: string, path: string, body: object): Promise<string> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
    redirect: 'manual',
  });
  const setCookie = res.headers.get('set-cookie');
  assert.ok(setCookie, `no session cookie from ${path} (status ${res.status})`);
  return setCookie.split(';')[0];
}

test('use-with-express-session: the socket reads and writes the HTTP session, logout disconnects it', async (t) => {
  const server = await startExampleServer('examples/how-to/use-with-express-session/server.js');
  t.after(() => server.stop());
  const cookie = await loginWithCookie(server.url, '/login', {username: 'alice'});

  // polling then upgrade (the default), and WebSocket only: both see the session
  const polling = ioc(server.url, {extraHeaders: {cookie}, reconnection: false});
  const websocket = ioc(server.url, {extraHeaders: {cookie}, transports: ['websocket'], reconnection: false});
  t.after(() => {
    polling.disconnect();
    websocket.disconnect();
  });
  await Promise.all([connected(polling), connected(websocket)]);
  assert.equal(await polling.emitWithAck('whoami'), 'alice');
  assert.equal(await websocket.emitWithAck('whoami'), 'alice');

  assert.equal(await polling.emitWithAck('increment'), 1);
  // the other socket reloads the session and sees the first one's write
  assert.equal(await websocket.emitWithAck('increment'), 2);
  const {count} = (await (await fetch(`${server.url}/count`, {headers: {cookie}})).json()) as {count: number};
  assert.equal(count, 2);

  // an anonymous client connects, without a user
  const anonymous = ioc(server.url, {reconnection: false});
  t.after(() => anonymous.disconnect());
  await connected(anonymous);
  assert.equal(await anonymous.emitWithAck('whoami'), null);

  const reasons = Promise.all(
    [polling, websocket].map((s) => new Promise((resolve) => s.once('disconnect', resolve))),
  );
  const logout = await fetch(`${server.url}/logout`, {method: 'POST', headers: {cookie}});
  assert.equal(logout.status, 204);
  assert.deepEqual(await reasons, ['io server disconnect', 'io server disconnect']);
  assert.equal(anonymous.connected, true);

  // the sample client: login, two increments, count over HTTP, logout
  const client = startNode('examples/how-to/use-with-express-session/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await client.waitForOutput(/count seen over HTTP: 2\ndisconnected: io server disconnect/);
});
