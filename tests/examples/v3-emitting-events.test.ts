import {test} from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import {startExampleServer, startNode} from '../helpers/processes';

test('3.x emitting events: arguments, data types, acknowledgements, order, volatile, reserved names', async (t) => {
  const server = await startExampleServer('examples/v3/emitting-events/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/emitting-events/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  // several arguments of several types in one emit
  await client.waitForOutput(/world 42 \{ answer: true \}/);

  // what the server receives for each type (socket.io-parser 4.0)
  const expected: Record<string, string> = {
    string: 'string "text"',
    number: 'number 3.14',
    boolean: 'boolean true',
    null: 'null',
    array: 'array [1,"two",{"three":3}]',
    object: 'object {"nested":{"deep":true}}',
    date: 'string "2021-01-15T00:00:00.000Z"',
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

  // acknowledgements: a plain callback, and a hand-made timeout
  assert.match(await client.waitForOutput(/callback: .*/), /status: 'created', item: 42/);
  assert.match(await client.waitForOutput(/with a timer: .*/), /status: 'created', item: 43/);
  assert.equal(await client.waitForOutput(/slow: .*/), 'slow: no answer to "slow operation" within 500 ms');
  await server.waitForOutput(/the client answered: yes!/);

  // events arrive in the order they were emitted
  await server.waitForOutput(/100 events received, in the order they were sent/);
  assert.doesNotMatch(server.output(), /out of order/);

  // the buffered event is sent after the connection, the volatile one emitted before it is dropped
  await server.waitForOutput(/chat message: kept/);
  assert.doesNotMatch(server.output(), /cursor position/);

  // reserved names cannot be emitted
  assert.match(server.output(), /"disconnect" is a reserved event name/);
});

/** One HTTP request of the long-polling transport. */
function polling(port: number, query: string, body?: string): Promise<{body: string; encoding?: string}> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port,
        path: `/socket.io/?EIO=4&transport=polling${query}`,
        method: body === undefined ? 'GET' : 'POST',
        headers: {'Accept-Encoding': 'gzip'},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({body: Buffer.concat(chunks).toString('latin1'), encoding: res.headers['content-encoding']}),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('3.x emitting events: compress(false) leaves a long-polling response uncompressed', async (t) => {
  const server = await startExampleServer('examples/v3/emitting-events/server.js');
  t.after(() => server.stop());

  const handshake = await polling(server.port, '');
  const sid = JSON.parse(handshake.body.slice(1)).sid;
  await polling(server.port, `&sid=${sid}`, '40'); // connect to the main namespace
  await polling(server.port, `&sid=${sid}`); // the CONNECT answer and the first events

  /** Asks for the 2,000-character report, returns the Content-Encoding of the response that carries it. */
  async function report(compress: boolean) {
    await polling(server.port, `&sid=${sid}`, `42["get report",${compress}]`);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await polling(server.port, `&sid=${sid}`);
      if (response.encoding === 'gzip' || response.body.includes('report')) return response.encoding;
    }
    throw new Error('the report never came');
  }
  assert.equal(await report(true), 'gzip');
  assert.equal(await report(false), undefined);
});
