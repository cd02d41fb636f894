import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('after a cut connection, the client gets the same id, room, data and every missed event', async (t) => {
  const server = await startExampleServer('examples/connection-state-recovery/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/connection-state-recovery/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  const first = await client.waitForOutput(/connected as [\w-]+, recovered: false/);
  const id = first.split(' ')[2].replace(',', '');
  await server.waitForOutput(new RegExp(`new session ${id}`));

  const cut = await client.waitForOutput(/cutting the connection after tick \d+/);
  const lastBeforeCut = Number(cut.split(' ').at(-1));
  await client.waitForOutput(/disconnected \(transport close\)/);

  // the same id, recovered, and ticks emitted while disconnected were delivered on reconnection
  const second = await client.waitForOutput(new RegExp(`connected as ${id}, recovered: true, last tick: \\d+`));
  const lastAfterRecovery = Number(second.split(' ').at(-1));
  assert.ok(
    lastAfterRecovery > lastBeforeCut + 1,
    `expected missed ticks after ${lastBeforeCut}, the last tick was ${lastAfterRecovery}`,
  );

  // on the server: same id, room and data, without running the connection setup again
  await server.waitForOutput(new RegExp(`recovered ${id}, rooms: ${id},news, user: alice`));
  assert.equal(server.output().match(/new session/g)?.length, 1);

  // no tick is missing from the whole run
  const summary = await client.waitForOutput(/received ticks \d+ to \d+, gaps: \d+/, 8000);
  assert.match(summary, /gaps: 0$/);
});
