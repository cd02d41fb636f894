import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('2.x rooms: socket.rooms object, channels, private messages, clients() and disconnecting', async (t) => {
  const server = await startExampleServer('examples/v2/rooms/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v2/rooms/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  // socket.rooms is updated asynchronously, even the room of the socket id
  await server.waitForOutput(/on connection: \{\}/);
  await server.waitForOutput(/right after join\(\): \{\}/);
  assert.match(
    await server.waitForOutput(/in the callback: .+/),
    /in the callback: \{"([\w-]+)":"\1","channel:general":"channel:general","lobby":"lobby"\}/,
  );
  await server.waitForOutput(/member of lobby: true/);

  await client.waitForOutput(/bob's rooms: 4/);
  await client.waitForOutput(/members of random: 2/);
  await client.waitForOutput(/bob got in random: hello random/);
  await client.waitForOutput(/bob got a private message: psst/);
  await client.waitForOutput(/bob sees a user leave channel:random/);
  await client.waitForOutput(/bob sees a user leave channel:general/);
  await server.waitForOutput(/after disconnect: \{\}/);
  assert.doesNotMatch(client.output(), /alice got her own message/);
});
