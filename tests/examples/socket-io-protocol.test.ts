import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {AddressInfo} from 'node:net';
import {Encoder, Decoder, PacketType, protocol} from 'socket.io-parser';
import WebSocket from 'ws';
import {repoRoot, sampleFile, startExampleServer, startNode} from '../helpers/processes';

const dir = path.join(repoRoot, 'examples/socket-io-protocol');

test('every packet of the page encodes and decodes as shown (socket.io-parser, revision 5)', async () => {
  assert.equal(protocol, 5);
  assert.deepEqual(
    [PacketType.CONNECT, PacketType.DISCONNECT, PacketType.EVENT, PacketType.ACK, PacketType.CONNECT_ERROR, PacketType.BINARY_EVENT, PacketType.BINARY_ACK],
    [0, 1, 2, 3, 4, 5, 6],
  );
  const {packets} = await import(sampleFile(path.join(dir, 'packets.js')));
  assert.equal(packets.length, 12);
  for (const {packet, encoded} of packets) {
    const actual = new Encoder().encode(structuredClone(packet));
    assert.deepEqual(actual, encoded, JSON.stringify(encoded[0]));

    const decoder = new Decoder();
    const decoded: unknown[] = [];
    decoder.on('decoded', (p: unknown) => decoded.push(p));
    for (const part of encoded) decoder.add(part);
    assert.equal(decoded.length, 1);
    assert.deepEqual(decoded[0], packet);
  }
});

test('the decoder refuses malformed packets', () => {
  const decode = (s: string) => new Decoder().add(s);
  assert.throws(() => decode('9'), /unknown packet type 9/);
  assert.throws(() => decode('2["disconnect"]'), /invalid payload/); // a reserved event name
  assert.throws(() => decode('2{"not":"an array"}'), /invalid payload/);
  assert.throws(() => decode('1{}'), /invalid payload/); // DISCONNECT has no payload
  assert.throws(() => decode('511-[]'), /too many attachments/); // more than 10 by default
});

test('the sample session: the exact frames of the page, against a socket.io 4.8 server', async (t) => {
  const server = await startExampleServer('examples/socket-io-protocol/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/socket-io-protocol/raw-client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await new Promise((resolve) => client.child.once('exit', resolve));
  assert.equal(client.child.exitCode, 0, client.output());

  const transcript = fs.readFileSync(path.join(dir, 'transcript.txt'), 'utf8').trimEnd().split('\n');
  const output = client.output().trimEnd().split('\n');
  const sids = (lines: string[]) => [lines[0], lines[2]].map((line) => line.match(/"sid":"([\w-]{20})"/)![1]);
  const [eioSid, sioSid] = sids(output);
  const [documentedEioSid, documentedSioSid] = sids(transcript);
  assert.notEqual(eioSid, sioSid); // two layers, two ids
  const expected = transcript.map((line) => line.replaceAll(documentedEioSid, eioSid).replaceAll(documentedSioSid, sioSid));
  assert.deepEqual(output, expected);

  await server.waitForOutput(new RegExp(`connected: ${sioSid}, auth \\{"token":"abc"\\}`));
  await server.waitForOutput(/disconnected: client namespace disconnect/);
});

test('revision 4 (socket.io 2.x): the main namespace is joined without a CONNECT from the client', async (t) => {
  const require = createRequire(path.join(repoRoot, 'examples/v2/package.json'));
  const ioV2 = require('socket.io');
  const v2parser = require('socket.io-parser');
  assert.equal(v2parser.protocol, 4);
  assert.equal(v2parser.types[4], 'ERROR');

  const http = require('node:http').createServer();
  const io = ioV2(http);
  io.of('/admin').use((_socket: unknown, next: (err: Error | string) => void) => next(new Error('not authorized')));
  await new Promise<void>((resolve) => http.listen(0, resolve));
  t.after(() => new Promise((resolve) => io.close(resolve)));
  const port = (http.address() as AddressInfo).port;

  const ws = new WebSocket(`ws://localhost:${port}/socket.io/?EIO=3&transport=websocket`);
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(data.toString()));
  const waitFor = async (n: number) => {
    const deadline = Date.now() + 3000;
    while (frames.length < n) {
      if (Date.now() > deadline) throw new Error(frames.join(' | '));
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  await waitFor(2);
  assert.match(frames[0], /^0\{"sid":"[\w-]+","upgrades":\[\],"pingInterval":25000,"pingTimeout":20000\}$/); // no maxPayload in revision 3
  assert.equal(frames[1], '40'); // sent by the server, unasked
  ws.send('40/admin,');
  await waitFor(3);
  assert.equal(frames[2], '44/admin,"not authorized"'); // ERROR packet: the message as a JSON string
  ws.send('2'); // in revision 3 of Engine.IO, the client pings
  await waitFor(4);
  assert.equal(frames[3], '3');
  ws.close();
});
