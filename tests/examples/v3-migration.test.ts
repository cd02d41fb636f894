import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

/** The status of a polling handshake that announces this Engine.IO protocol revision. */
async function handshakeStatus(url: string, eio: number) {
  const response = await fetch(`${url}/socket.io/?EIO=${eio}&transport=polling`);
  await response.arrayBuffer();
  return response.status;
}

test('3.x docs, 2.x → 3.0: a 3.1 server refuses 2.x clients unless allowEIO3 is set', async (t) => {
  const strict = await startExampleServer('examples/v3/migration/server.js');
  t.after(() => strict.stop());
  const compat = await startExampleServer('examples/v3/migration-compat/server.js');
  t.after(() => compat.stop());

  assert.equal(await handshakeStatus(strict.url, 3), 400);
  assert.equal(await handshakeStatus(strict.url, 4), 200);
  assert.equal(await handshakeStatus(compat.url, 3), 200);
  assert.equal(await handshakeStatus(compat.url, 4), 200);
});

test('3.x docs, 2.x → 3.0: with allowEIO3, a 2.x client and a 3.x client both reach the namespace', async (t) => {
  const server = await startExampleServer('examples/v3/migration-compat/server.js');
  t.after(() => server.stop());

  // the 2.x client sends its token in the query string, the 3.x client in auth
  const oldClient = startNode('examples/v2/migration/client.js', {SERVER_URL: server.url, TOKEN: 'secret'});
  t.after(() => oldClient.stop());
  // a 2.x client keeps the 2.x socket ids, prefixed with the namespace
  assert.match(await oldClient.waitForOutput(/connected as \S+/), /^connected as \/admin#/);
  await server.waitForOutput(/\(Engine\.IO protocol v3\)/);

  const newClient = startNode('examples/v3/migration/client.js', {SERVER_URL: server.url, TOKEN: 'secret'});
  t.after(() => newClient.stop());
  const newId = (await newClient.waitForOutput(/connected as \S+/)).slice('connected as '.length);
  assert.match(await server.waitForOutput(/connection \S+ \(Engine\.IO protocol v4\)/), new RegExp(`connection ${newId} `));

  // a wrong token is refused for both generations
  const refused = startNode('examples/v3/migration/client.js', {SERVER_URL: server.url, TOKEN: 'nope'});
  t.after(() => refused.stop());
  assert.equal(await refused.waitForOutput(/connect_error event: .+/), 'connect_error event: not authorized undefined');
});

test('3.x docs, 2.x → 3.0: emit() returns true, reserved names throw, room names keep their type', async (t) => {
  const server = await startExampleServer('examples/v3/migration-emit/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/migration-emit/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/hello: first\s+hello: second/);
  await server.waitForOutput(/socket\.emit\(\) returns true/);
  await server.waitForOutput(/throws: "disconnect" is a reserved event name/);
  assert.equal(await server.waitForOutput(/room "42".+/), 'room "42": 0 socket(s), room 42: 1 socket(s)');
});

test('3.x docs, 2.x → 3.0: a 3.x client cannot connect to a 2.x server', async (t) => {
  const server = await startExampleServer('examples/v2/migration/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/migration/client.js', {SERVER_URL: server.url, TOKEN: 'secret'});
  t.after(() => client.stop());

  await client.waitForOutput(/connect_error event: .+/);
  assert.doesNotMatch(client.output(), /connected as/);
});

test('3.x docs, 3.x → 4.0: a 3.x client and a 4.x server understand each other, and the other way round', async (t) => {
  const v4server = await startExampleServer('examples/migration/broadcast.js');
  t.after(() => v4server.stop());
  const v3server = await startExampleServer('examples/v3/migration/broadcast.js');
  t.after(() => v3server.stop());

  // socket.io-client 3.1 → socket.io 4.x
  const oldClient = startNode('examples/v3/migration/news-client.js', {SERVER_URL: v4server.url, ANNOUNCE: '1'});
  t.after(() => oldClient.stop());
  // socket.io-client 4.x → socket.io 3.1
  const newClient = startNode('examples/migration/news-client.js', {SERVER_URL: v3server.url, ANNOUNCE: '1'});
  t.after(() => newClient.stop());

  await oldClient.waitForOutput(/news: for everyone/);
  await newClient.waitForOutput(/news: for room1/);
});
