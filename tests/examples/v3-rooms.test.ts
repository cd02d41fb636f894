import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('3.x rooms: join/leave, socket.rooms as a Set, adapter Maps and events, disconnecting', async (t) => {
  const server = await startExampleServer('examples/v3/rooms/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/rooms/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  // the socket is in its own room, then in the rooms it joined (weather was left)
  const rooms = await server.waitForOutput(/rooms: Set\(3\) .*/);
  assert.match(rooms, /rooms: Set\(3\) \{ '([\w-]+)', 'news', 'sports' \}/);
  const id = rooms.match(/'([\w-]+)'/)![1];
  await server.waitForOutput(/in news\? true/);

  // the broadcast to the room reaches the client, and the adapter's Maps list the named rooms only
  await client.waitForOutput(/news: rooms work/);
  await client.waitForOutput(/rooms of the server: \{ news: 1, sports: 1 \}/);

  // the adapter events, including the private room named after the socket id
  await server.waitForOutput(new RegExp(`room ${id} was created`));
  await server.waitForOutput(new RegExp(`socket ${id} has joined room news`));
  await server.waitForOutput(/room weather was deleted/);
  assert.match(server.output(), new RegExp(`socket ${id} has left room weather\\nroom weather was deleted`));

  // "disconnecting" still sees the rooms, "disconnect" does not; every room of the socket is left and deleted
  await server.waitForOutput(new RegExp(`disconnecting \\(client namespace disconnect\\), rooms: \\[ '${id}', 'news', 'sports' \\]`));
  await server.waitForOutput(/disconnected, rooms: 0/);
  assert.match(server.output(), /room news was deleted/);
  assert.match(server.output(), /room sports was deleted/);
  assert.match(server.output(), new RegExp(`room ${id} was deleted`));
});
