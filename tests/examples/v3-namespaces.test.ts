import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('3.x namespaces: main, middleware per namespace, dynamic namespaces, multiplexing and errors', async (t) => {
  const server = await startExampleServer('examples/v3/namespaces/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/namespaces/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  // multiplexing: one Manager for the three namespaces, another one with forceNew
  await client.waitForOutput(/same Manager: true/);
  await client.waitForOutput(/separate Manager: true/);

  for (const name of ['main', 'admin', 'workspace', 'separate']) {
    await client.waitForOutput(new RegExp(`^${name}: connected$`, 'm'));
  }
  await server.waitForOutput(/main: [\w-]+ connected to \/$/m);
  await server.waitForOutput(/admin: [\w-]+ connected/);
  // a regular expression and a function create child namespaces with the requested name
  await server.waitForOutput(/workspace: [\w-]+ connected to \/workspace-1/);
  await server.waitForOutput(/team: [\w-]+ connected to \/team-blue/);
  await client.waitForOutput(/workspace: welcome to \/workspace-1/);
  await client.waitForOutput(/admin news: welcome to \/admin/);

  // the middleware of /admin refuses a wrong token, an unknown namespace is refused
  await client.waitForOutput(/admin with a wrong token: not an admin/);
  await client.waitForOutput(/nowhere: Invalid namespace/);
  // /admin was reached once only (the wrong token never connected), and no socket joined "/" for it
  assert.equal(server.output().match(/admin: [\w-]+ connected/g)!.length, 1);
  assert.equal(server.output().match(/main: [\w-]+ connected/g)!.length, 1);
});
