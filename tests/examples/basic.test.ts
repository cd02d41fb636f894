import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('the landing page example: the client is greeted and its chat message comes back to it', async (t) => {
  const server = await startExampleServer('examples/basic/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/basic/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  await client.waitForOutput(/Hello, [\w-]+!/);
  assert.match(await client.waitForOutput(/new message: .+/), /new message: Hi, everyone!/);
});
