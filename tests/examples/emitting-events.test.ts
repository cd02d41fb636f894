import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';

test('emitting events: data types, acknowledgements, timeouts, order and reserved names', async (t) => {
  const server = await startExampleServer('examples/emitting-events/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/emitting-events/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  // several arguments of several types in one emit
  await client.waitForOutput(/world 42 \{ answer: true \}/);

  // what the server receives for each type
  const expected: Record<string, string> = {
    string: 'string "text"',
    number: 'number 3.14',
    boolean: 'boolean true',
    null: 'null',
    array: 'array [1,"two",{"three":3}]',
    object: 'object {"nested":{"deep":true}}',
    date: 'string "2024-07-25T00:00:00.000Z"',
    map: 'object {}',
    set: 'object {}',
    undefinedProperty: 'object {"kept":1}',
    notANumber: 'null',
    buffer: 'Buffer [1, 2, 3]',
    arrayBuffer: 'Buffer [4, 5]',
    typedArray: 'Buffer [1, 0, 0, 1]',
  };
  for (const [name, description] of Object.entries(expected)) {
    const line = await client.waitForOutput(new RegExp(`^${name} -> .*$`, 'm'));
    assert.equal(line, `${name} -> ${description}`);
  }

  // acknowledgements, from the client to the server
  assert.match(await client.waitForOutput(/callback: .*/), /status: 'created', item: 42/);
  assert.match(await client.waitForOutput(/emitWithAck: .*/), /status: 'created', item: 43/);
  assert.equal(await client.waitForOutput(/callback with timeout: .*/), 'callback with timeout: operation has timed out');
  assert.equal(await client.waitForOutput(/emitWithAck with timeout: .*/), 'emitWithAck with timeout: operation has timed out');

  // acknowledgement from the client to the server, with a timeout
  await server.waitForOutput(/the client answered: yes!/);

  // events arrive in the order they were emitted
  await server.waitForOutput(/100 events received, in the order they were sent/);
  assert.doesNotMatch(server.output(), /out of order/);

  // reserved names cannot be emitted
  assert.match(server.output(), /"disconnect" is a reserved event name/);
});
