import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createServer} from 'node:http';
import net, {type AddressInfo} from 'node:net';
import {encodePacket, decodePacket, encodePayload, decodePayload, type Packet} from 'engine.io-parser';
import {Server, type Socket as EngineSocket} from 'engine.io';
import WebSocket from 'ws';
import {repoRoot, sampleFile, startExampleServer, startNode} from '../helpers/processes';

const dir = path.join(repoRoot, 'examples/engine-io-protocol');
const load = (file: string) => import(sampleFile(path.join(dir, file)));

const encode = (packet: Packet, supportsBinary: boolean) =>
  new Promise<unknown>((resolve) => encodePacket(packet, supportsBinary, resolve));

test('every text packet of the page encodes and decodes as shown', async () => {
  const {packets} = await load('packets.js');
  assert.equal(packets.length, 10);
  for (const {type, data, encoded} of packets) {
    const packet = data === undefined ? {type} : {type, data};
    assert.equal(await encode(packet, true), encoded, type);
    assert.equal(await encode(packet, false), encoded, type);
    assert.deepEqual(decodePacket(encoded), packet);
  }
});

test('a binary message: raw bytes over WebSocket, "b" + base64 over polling', async () => {
  const {binaryMessage} = await load('packets.js');
  const overWebSocket = (await encode({type: 'message', data: binaryMessage.data}, true)) as Uint8Array;
  assert.deepEqual([...overWebSocket], [...binaryMessage.websocket]);
  assert.equal(await encode({type: 'message', data: binaryMessage.data}, false), binaryMessage.polling);
  const decoded = decodePacket(binaryMessage.polling, 'nodebuffer');
  assert.equal(decoded.type, 'message');
  assert.deepEqual([...(decoded.data as Buffer)], [1, 2, 3]);
});

test('the polling payload of three packets is byte-exact', async () => {
  const {payload} = await load('packets.js');
  const encoded = await new Promise<string>((resolve) => encodePayload(payload.packets, resolve));
  assert.equal(encoded, payload.encoded);
  assert.equal(Buffer.from(encoded).toString('hex'), '3468656c6c6f1e62415149441e32');
  const decoded = decodePayload(payload.encoded, 'nodebuffer');
  assert.deepEqual(decoded[0], {type: 'message', data: 'hello'});
  assert.deepEqual([...(decoded[1].data as Buffer)], [1, 2, 3]);
  assert.deepEqual(decoded[2], {type: 'ping'});
});

test('a real handshake returns the documented open packet, and the errors are the documented ones', async (t) => {
  const server = await startExampleServer('examples/engine-io-protocol/server.js');
  t.after(() => server.stop());

  const response = await fetch(`${server.url}/engine.io/?EIO=4&transport=polling&t=x1`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('content-type'), 'text/plain; charset=UTF-8');
  const body = await response.text();
  assert.match(
    body,
    /^0\{"sid":"[\w-]{20}","upgrades":\["websocket"\],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000\}$/,
  );

  const {errors} = await load('errors.js');
  for (const {request, headers, status, body: expected} of errors) {
    const [method, target] = request.split(' ');
    const res = await fetch(server.url + target, {method, headers});
    assert.equal(res.status, status, request);
    assert.equal(res.headers.get('content-type'), 'application/json', request);
    assert.equal(await res.text(), expected, request);
  }
});

test('the minimal client prints exactly the transcript of the page', async (t) => {
  const server = await startExampleServer('examples/engine-io-protocol/server.js');
  t.after(() => server.stop());
  const client = startNode('examples/engine-io-protocol/client.js', {SERVER_URL: server.url});
  t.after(() => client.stop());
  await new Promise((resolve) => client.child.once('exit', resolve));
  assert.equal(client.child.exitCode, 0, client.output());

  const transcript = fs.readFileSync(path.join(dir, 'transcript.txt'), 'utf8').trimEnd().split('\n');
  const sid = /"sid":"([\w-]{20})"/;
  const output = client.output().trimEnd().split('\n');
  const actualSid = output[0].match(sid)![1];
  const documentedSid = transcript[0].match(sid)![1];
  assert.deepEqual(output, transcript.map((line) => line.replaceAll(documentedSid, actualSid)));
  await server.waitForOutput(/upgraded to websocket/);
  await server.waitForOutput(/session closed: transport close/);
});

async function startEngine(opts: ConstructorParameters<typeof Server>[0]) {
  const http = createServer();
  const engine = new Server(opts);
  engine.attach(http);
  await new Promise<void>((resolve) => http.listen(0, resolve));
  const port = (http.address() as AddressInfo).port;
  return {engine, port, close: () => new Promise((resolve) => {engine.close(); http.close(resolve);})};
}

function openWebSocket(port: number) {
  const ws = new WebSocket(`ws://localhost:${port}/engine.io/?EIO=4&transport=websocket`);
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(data.toString()));
  const waitFor = async (predicate: () => boolean, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate()) {
      if (Date.now() > deadline) throw new Error(`timeout; frames: ${frames.join(' | ')}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return {ws, frames, waitFor};
}

test('heartbeat: the server pings every pingInterval and closes without pong within pingTimeout', async (t) => {
  const {engine, port, close} = await startEngine({pingInterval: 300, pingTimeout: 200});
  t.after(close);
  const reasons: string[] = [];
  engine.on('connection', (socket) => socket.on('close', (reason: string) => reasons.push(reason)));

  const {ws, frames, waitFor} = openWebSocket(port);
  await waitFor(() => frames.length === 1);
  assert.match(frames[0], /^0\{"sid":"[\w-]+","upgrades":\[\],"pingInterval":300,"pingTimeout":200,"maxPayload":1000000\}$/);

  const start = Date.now();
  await waitFor(() => frames.length === 2);
  assert.equal(frames[1], '2');
  assert.ok(Date.now() - start >= 250);
  ws.send('3'); // answered: the session lives on
  await waitFor(() => frames.length === 3);
  assert.equal(frames[2], '2');
  // not answered this time
  const closed = new Promise<number>((resolve) => ws.once('close', resolve));
  const pingAt = Date.now();
  await closed;
  assert.ok(Date.now() - pingAt >= 150);
  assert.deepEqual(reasons, ['ping timeout']);
});

test('a ping from a revision 4 client is a protocol error', async (t) => {
  const {engine, port, close} = await startEngine({});
  t.after(close);
  const reasons: string[] = [];
  engine.on('connection', (socket) => socket.on('close', (reason: string) => reasons.push(reason)));
  const {ws, frames, waitFor} = openWebSocket(port);
  await waitFor(() => frames.length === 1);
  const closed = new Promise((resolve) => ws.once('close', resolve));
  ws.send('2');
  await closed;
  assert.deepEqual(reasons, ['transport error']);
});

test('maxPayload: HTTP 413 for a polling body (closing the session since engine.io 6.6.13), WebSocket close code 1009', async (t) => {
  const {engine, port, close} = await startEngine({maxHttpBufferSize: 100});
  t.after(close);
  const messages: string[] = [];
  // the close reasons of the sessions, by the transport they opened with; over polling with the error's message
  const reasons: Record<string, string[]> = {polling: [], websocket: []};
  const sessions: Record<string, EngineSocket> = {};
  engine.on('connection', (socket) => {
    sessions[socket.transport.name] = socket;
    socket.on('message', (data: string) => messages.push(data));
    const ofSession = reasons[socket.transport.name];
    socket.on('close', (reason: string, description?: Error) =>
      ofSession.push(socket.transport.name === 'polling' && description ? `${reason}: ${description.message}` : reason),
    );
  });
  const base = `http://localhost:${port}/engine.io/?EIO=4&transport=polling`;
  const open = await (await fetch(base)).text();
  assert.match(open, /"maxPayload":100\}$/);
  const {sid} = JSON.parse(open.slice(1));
  const pendingGet = fetch(`${base}&sid=${sid}`).then((response) => response.text());
  // the server holds that GET (its transport is writable) before the POST arrives
  while (!sessions.polling?.transport.writable) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }

  const tooBig = await fetch(`${base}&sid=${sid}`, {method: 'POST', body: '4' + 'a'.repeat(100)});
  assert.equal(tooBig.status, 413);
  // since engine.io 6.6.13 the session is closed (6.6.12 dropped the body and kept it open): the pending GET gets
  // the close packet, and the sid is forgotten
  assert.equal(await pendingGet, '1');
  assert.deepEqual([...reasons.polling], ['transport error: payload too large']);
  const next = await fetch(`${base}&sid=${sid}`, {method: 'POST', body: '4small'});
  assert.equal(next.status, 400);
  assert.equal(await next.text(), '{"code":1,"message":"Session ID unknown"}');
  assert.deepEqual(messages, []);

  const {ws, frames, waitFor} = openWebSocket(port);
  await waitFor(() => frames.length === 1);
  const code = new Promise<number>((resolve) => ws.once('close', resolve));
  ws.send('4' + 'a'.repeat(100));
  assert.equal(await code, 1009);
  await waitFor(() => reasons.websocket.length === 1);
  assert.deepEqual([...reasons.websocket], ['transport error']);
});

/** Sends a chunked POST to a polling session, one chunk every 50 ms (none: the body never ends); resolves with the status line. */
function slowPost(port: number, sid: string, chunks: string[]): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', async () => {
      socket.write(
        `POST /engine.io/?EIO=4&transport=polling&sid=${sid} HTTP/1.1\r\nHost: localhost\r\n` +
          'Content-Type: text/plain;charset=UTF-8\r\nTransfer-Encoding: chunked\r\n\r\n',
      );
      for (const chunk of chunks) {
        await new Promise((r) => setTimeout(r, 50));
        if (!socket.destroyed) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      }
    });
    let answer = '';
    socket.on('data', (data) => (answer += data));
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer.split('\r\n')[0]));
  });
}

test('maxBufferedChunks and httpRequestBodyTimeout (engine.io 6.6.13): 413 and 408 for a polling POST, and the session closes', async (t) => {
  for (const {options, chunks, status, reason} of [
    {options: {maxBufferedChunks: 2}, chunks: ['4a', 'bc', 'de'], status: 'HTTP/1.1 413 Payload Too Large', reason: 'too many chunks'},
    {options: {httpRequestBodyTimeout: 300}, chunks: [], status: 'HTTP/1.1 408 Request Timeout', reason: 'http request timeout'},
  ]) {
    const {engine, port, close} = await startEngine(options);
    t.after(close);
    const reasons: string[] = [];
    engine.on('connection', (socket) => socket.on('close', (why: string, description?: Error) => reasons.push(`${why}: ${description?.message}`)));
    const {sid} = JSON.parse((await (await fetch(`http://localhost:${port}/engine.io/?EIO=4&transport=polling`)).text()).slice(1));
    const start = Date.now();
    assert.equal(await slowPost(port, sid, chunks), status);
    if (options.httpRequestBodyTimeout) assert.ok(Date.now() - start >= 280, `answered after ${Date.now() - start} ms`);
    assert.deepEqual(reasons, [`transport error: ${reason}`]);
  }
});

test('the 3rd revision: length-prefixed payloads, and a ping from the client answered by a pong', async (t) => {
  const {port, close} = await startEngine({allowEIO3: true});
  t.after(close);
  const base = `http://localhost:${port}/engine.io/?EIO=3&transport=polling&b64=1`;
  const open = await (await fetch(base)).text();
  const match = open.match(/^(\d+):0(\{.*\})$/)!;
  assert.ok(match, open);
  assert.equal(Number(match[1]), match[2].length + 1);
  const {sid} = JSON.parse(match[2]);
  assert.equal((await fetch(`${base}&sid=${sid}`, {method: 'POST', body: '1:2'})).status, 200);
  assert.equal(await (await fetch(`${base}&sid=${sid}`)).text(), '1:3');
});
