import {test} from 'node:test';
import assert from 'node:assert/strict';
import {freePort, startNode, waitForPort} from '../helpers/processes';

async function startServerOn(port: number) {
  const server = startNode('examples/client-socket-instance/server.js', {PORT: String(port)});
  await waitForPort(port);
  return server;
}

test('the id changes after a reconnection, the Manager reports its attempts, and a server-side disconnect is final', async (t) => {
  const port = await freePort();
  let server = await startServerOn(port);
  t.after(() => server.stop());
  const client = startNode('examples/client-socket-instance/client.js', {SERVER_URL: `http://localhost:${port}`});
  t.after(() => client.stop());

  assert.match(await client.waitForOutput(/id before connecting: .+/), /undefined/);
  const first = (await client.waitForOutput(/connect: id=\S+ connected=true recovered=undefined/)).match(/id=(\S+)/)![1];
  await client.waitForOutput(/incoming "hello" \[ 'welcome!' \]/);

  // the server goes away: the client is disconnected but stays active and retries
  await server.stop();
  await client.waitForOutput(/disconnect: reason="transport (close|error)" active=true/);
  await client.waitForOutput(/reconnect_attempt #1/);
  await client.waitForOutput(/connect_error: \S.* active=true/);

  // the server comes back on the same port
  server = await startServerOn(port);
  await client.waitForOutput(/reconnect after \d+ attempt\(s\)/, 15_000);
  // after the reconnection, the client logs out and the server closes the socket:
  // no automatic reconnection this time, and the process ends
  await client.waitForOutput(/outgoing "logout"/);
  await client.waitForOutput(/disconnect: reason="io server disconnect" active=false/);
  const ids = [...client.output().matchAll(/connect: id=(\S+) connected=true/g)].map((m) => m[1]);
  assert.equal(ids.length, 2, client.output());
  assert.notEqual(ids[1], first, 'a reconnection gets a new id');
  await new Promise<void>((resolve) => (client.child.exitCode !== null ? resolve() : client.child.once('exit', () => resolve())));
  assert.doesNotMatch(client.output().split('io server disconnect')[1], /reconnect_attempt/);
});
