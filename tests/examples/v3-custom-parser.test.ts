import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {repoRoot, startExampleServer, startNode} from '../helpers/processes';

// require() as seen from the 3.x samples: socket.io-client 3.1 and the sample parser
const requireV3 = createRequire(path.join(repoRoot, 'examples/v3/custom-parser/client.js'));
const parser = requireV3('./parser.js');

test('3.x custom parser: dates survive the trip, acknowledgements work, binary data is refused', async (t) => {
  const server = await startExampleServer('examples/v3/custom-parser/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/v3/custom-parser/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());

  assert.match(await client.waitForOutput(/welcome .+/), /^welcome [\w-]+, at is a Date: true$/);
  assert.equal(await client.waitForOutput(/the meeting ends at .+/), 'the meeting ends at 2021-03-01T10:30:00.000Z');
  assert.equal(await client.waitForOutput(/file as base64: .+/), 'file as base64: AQID');
  await server.waitForOutput(/cannot send: this parser does not support binary data/);
});

test('3.x custom parser: the wire format is one text message per packet', () => {
  const encoder = new parser.Encoder();
  const at = new Date('2021-03-01T09:00:00.000Z');
  assert.deepEqual(encoder.encode({type: 2, nsp: '/', data: ['welcome', {at}]}), [
    '2{"nsp":"/","data":["welcome",{"at":{"$date":"2021-03-01T09:00:00.000Z"}}]}',
  ]);
  assert.deepEqual(encoder.encode({type: 3, nsp: '/admin', data: [5], id: 0}), ['3{"nsp":"/admin","data":[5],"id":0}']);

  const decoder = new parser.Decoder();
  const packets: unknown[] = [];
  decoder.on('decoded', (packet: unknown) => packets.push(packet));
  decoder.add('2{"nsp":"/","data":["welcome",{"at":{"$date":"2021-03-01T09:00:00.000Z"}}]}');
  assert.deepEqual(packets, [{type: 2, nsp: '/', data: ['welcome', {at}], id: undefined}]);
  assert.throws(() => decoder.add('2{"nsp":"/","data":"not an array"}'), /invalid packet/);
  assert.throws(() => decoder.add('2{not json'), SyntaxError);
});

test('3.x custom parser: a client with the default parser never connects', async (t) => {
  const server = await startExampleServer('examples/v3/custom-parser/server.js');
  t.after(() => server.stop());
  const {io} = requireV3('socket.io-client');
  const socket = io(server.url, {reconnectionDelay: 100, reconnectionDelayMax: 100});
  t.after(() => socket.close());

  const events: string[] = [];
  socket.on('connect', () => events.push('connect'));
  socket.on('connect_error', () => events.push('connect_error'));
  const reasons: string[] = [];
  await new Promise<void>((resolve) => {
    socket.io.on('close', (reason: string) => {
      reasons.push(reason);
      if (reasons.length === 2) resolve();
    });
  });
  // the server closes the connection, the client reconnects, and the cycle starts again
  assert.deepEqual(reasons, ['transport close', 'transport close']);
  assert.deepEqual(events, []);
});
