import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

const dir = 'examples/how-to/check-the-latency-of-the-connection';

test('latency: the client prints the round-trip time, both sides see the heartbeat', async (t) => {
  // a short pingInterval, so that heartbeats happen during the test
  const server = await startExampleServer(`${dir}/server.js`, {PING_INTERVAL: '300'});
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url});
  t.after(() => client.stop());

  const line = await client.waitForOutput(/latency: (\d+) ms \(transport: (websocket|polling)\)/);
  const latency = Number(line.match(/(\d+) ms/)![1]);
  assert.ok(latency >= 0 && latency < 2000, `unexpected latency ${latency}`);
  await client.waitForOutput(/heartbeat from the server/);
  await server.waitForOutput(/heartbeat round trip with [\w-]+: \d+ ms/);
  assert.doesNotMatch(client.output(), /no answer/);
});

test('latency: no answer within the timeout', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`, {ANSWER_DELAY: '1500'});
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, TIMEOUT: '300'});
  t.after(() => client.stop());

  await client.waitForOutput(/no answer within 300 ms/);
  assert.doesNotMatch(client.output(), /latency:/);
});
