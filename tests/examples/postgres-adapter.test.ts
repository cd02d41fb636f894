import {test} from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import {io} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';
import {startPostgres} from '../helpers/services';

test('postgres adapter: broadcasts cross servers, a large payload goes through the attachments table', async (t) => {
  const postgres = await startPostgres();
  t.after(() => postgres.stop());
  const env = {DATABASE_URL: postgres.url};
  // one after the other: the first one creates the attachments table
  const one = await startExampleServer('examples/postgres-adapter/server.js', env);
  t.after(() => one.stop());
  const two = await startExampleServer('examples/postgres-adapter/server.js', env);
  t.after(() => two.stop());

  const alice = startNode('examples/postgres-adapter/client.js', {SERVER_URL: one.url});
  t.after(() => alice.stop());
  await alice.waitForOutput(/connected as \S+/);

  const bob = startNode('examples/postgres-adapter/client.js', {SERVER_URL: two.url});
  t.after(() => bob.stop());
  const bobId = (await bob.waitForOutput(/connected as \S+/)).split(' ').at(-1);
  await alice.waitForOutput(new RegExp(`received \\(\\d+ characters\\): hello from ${bobId}`));

  // 10 000 characters: over the 8000 bytes limit of NOTIFY
  const socket = io(two.url, {forceNew: true});
  t.after(() => socket.disconnect());
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.emit('chat message', 'a'.repeat(10_000));
  await alice.waitForOutput(/received \(10000 characters\): a{40}…/);

  const client = new pg.Client({connectionString: postgres.url});
  await client.connect();
  const {rows} = await client.query('SELECT count(*)::int AS count FROM socket_io_attachments');
  await client.end();
  assert.ok(rows[0].count >= 1, 'the large broadcast was stored in socket_io_attachments');
});
