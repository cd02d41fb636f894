import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

const server = 'examples/server-api/server.js';
const client = 'examples/server-api/client.js';

test('server API: middleware, fetchSockets, timeout().emitWithAck and serverSideEmit with the default adapter', async (t) => {
  const srv = await startExampleServer(server);
  t.after(() => srv.stop());

  // serverSideEmit() with the in-memory adapter: a warning, and the local listener is not called
  await srv.waitForOutput(/this adapter does not support the serverSideEmit\(\) functionality/);

  // io.use(): a client without username is refused with the error of next(err)
  const anonymous = startNode(client, {SERVER_URL: srv.url});
  t.after(() => anonymous.stop());
  await anonymous.waitForOutput(/connect_error: missing username/);

  const bob = startNode(client, {SERVER_URL: srv.url, PLAYER: 'bob'});
  t.after(() => bob.stop());
  await bob.waitForOutput(/connected as bob/);
  // socket.timeout().emitWithAck(): the client acknowledged
  await srv.waitForOutput(/bob answered pong/);

  const alice = startNode(client, {SERVER_URL: srv.url, PLAYER: 'alice', ASK: '1'});
  t.after(() => alice.stop());
  // io.in(room).fetchSockets()
  await alice.waitForOutput(/players: alice,bob/);
  // io.to(room).timeout().emitWithAck(): one answer per client
  await alice.waitForOutput(/poll: ok answers=alice:yes,bob:yes/);

  // a client that never acknowledges
  const carol = startNode(client, {SERVER_URL: srv.url, PLAYER: 'carol', SILENT: '1'});
  t.after(() => carol.stop());
  await carol.waitForOutput(/connected as carol/);
  await srv.waitForOutput(/carol: operation has timed out/);

  const dave = startNode(client, {SERVER_URL: srv.url, PLAYER: 'dave', ASK: '1'});
  t.after(() => dave.stop());
  await dave.waitForOutput(/players: alice,bob,carol,dave/);
  // the broadcast times out, err.responses holds the answers that arrived
  await dave.waitForOutput(/poll: operation has timed out answers=alice:yes,bob:yes,dave:yes/);

  assert.doesNotMatch(srv.output(), /this line is never printed/);
});
