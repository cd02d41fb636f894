import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('with retries, every message is acknowledged in order and stored once, and a late reader catches up', async (t) => {
  const server = await startExampleServer('examples/delivery-guarantees/server.js');
  t.after(() => server.stop());

  // a reader connected from the start sees each message exactly once
  const reader = startNode('examples/delivery-guarantees/reader.js', {SERVER_URL: server.url});
  t.after(() => reader.stop());
  await new Promise((resolve) => setTimeout(resolve, 500));

  const sender = startNode('examples/delivery-guarantees/sender.js', {SERVER_URL: server.url});
  t.after(() => sender.stop());
  await sender.waitForOutput(/"third" acknowledged: message 3/, 15_000);

  // the acknowledgements came back in the order the messages were sent
  const acks = sender.output().match(/"\w+" acknowledged: message \d/g);
  assert.deepEqual(acks, [
    '"first" acknowledged: message 1',
    '"second" acknowledged: message 2',
    '"third" acknowledged: message 3',
  ]);

  // the server dropped two acknowledgements, got the retries, and stored nothing twice
  assert.equal(server.output().match(/"lost"/g)?.length, 2);
  assert.equal(server.output().match(/duplicate of message \d ignored/g)?.length, 2);
  assert.deepEqual(server.output().match(/stored message \d: \w+/g), [
    'stored message 1: first',
    'stored message 2: second',
    'stored message 3: third',
  ]);

  await reader.waitForOutput(/message 3: third/);
  assert.deepEqual(reader.output().match(/message \d: \w+/g), ['message 1: first', 'message 2: second', 'message 3: third']);

  // a reader that connects later gets the stored messages it missed, thanks to its offset
  const late = startNode('examples/delivery-guarantees/reader.js', {SERVER_URL: server.url});
  t.after(() => late.stop());
  await late.waitForOutput(/message 3: third/);
  assert.deepEqual(late.output().match(/message \d: \w+/g), ['message 1: first', 'message 2: second', 'message 3: third']);
});
