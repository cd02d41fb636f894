import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {createServer} from 'node:http';
import net, {type AddressInfo} from 'node:net';
import {
  encodePacket,
  decodePacket,
  encodePayload,
  decodePayload,
  createPacketEncoderStream,
  createPacketDecoderStream,
  type Packet,
} from 'engine.io-parser';
import {Server, type Socket as EngineSocket} from 'engine.io';
import {Server as SocketIOServer} from 'socket.io';
import {ReadableStream, TransformStream, type ReadableStreamDefaultReader, type WritableStream} from 'node:stream/web';
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

/** Every chunk the engine.io-parser encoder stream writes for these packets, in hex: header, payload, header... */
async function frame(packets: Packet[]): Promise<string[]> {
  const encoder = createPacketEncoderStream();
  const writer = encoder.writable.getWriter();
  packets.forEach((packet) => writer.write(packet));
  writer.close();
  const chunks: string[] = [];
  for await (const chunk of encoder.readable as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk).toString('hex'));
  return chunks;
}

/** The packets the engine.io-parser decoder stream reads from these chunks of bytes. */
async function unframe(pieces: Uint8Array[], maxPayload = 1e6): Promise<Packet[]> {
  const decoder = createPacketDecoderStream(maxPayload, 'nodebuffer');
  const writer = decoder.writable.getWriter();
  pieces.forEach((piece) => writer.write(piece).catch(() => {}));
  writer.close().catch(() => {});
  const packets: Packet[] = [];
  for await (const packet of decoder.readable as AsyncIterable<Packet>) packets.push(packet);
  return packets;
}

test('the WebTransport framing sample prints the documented output', async () => {
  const sample = startNode('examples/engine-io-protocol/webtransport-framing.js');
  if (sample.child.exitCode === null) await new Promise((resolve) => sample.child.once('exit', resolve));
  assert.equal(sample.child.exitCode, 0, sample.output());
  assert.equal(sample.output(), fs.readFileSync(path.join(dir, 'webtransport-framing.txt'), 'utf8'));
});

test('WebTransport framing: the exact bytes of the headers and payloads the page gives', async () => {
  // "hello": header 06 (text, 6 bytes), then "4hello"; the client's open packet: 01 30
  assert.deepEqual(await frame([{type: 'message', data: 'hello'}]), ['06', '3468656c6c6f']);
  assert.deepEqual(await frame([{type: 'open'}]), ['01', '30']);
  // binary: the high bit set, no type digit
  assert.deepEqual(await frame([{type: 'message', data: Uint8Array.of(1, 2, 3)}]), ['83', '010203']);
  // the length counts bytes, not characters: "4€" is 4 bytes
  assert.deepEqual(await frame([{type: 'message', data: '€'}]), ['04', '34e282ac']);
  // the boundaries of the three header sizes (payload = the type digit + the data)
  const header = async (payloadLength: number) => (await frame([{type: 'message', data: 'x'.repeat(payloadLength - 1)}]))[0];
  assert.equal(await header(125), '7d');
  assert.equal(await header(126), '7e007e');
  assert.equal(await header(201), '7e00c9');
  assert.equal(await header(65535), '7effff');
  assert.equal(await header(65536), '7f0000000000010000');
  assert.equal(await header(70001), '7f0000000000011171');
  // an empty binary message: the header 80 alone
  assert.deepEqual(await frame([{type: 'message', data: new Uint8Array(0)}]), ['80', '']);
});

test('WebTransport framing: the decoder reassembles packets from any chunking, and refuses 0 or more than maxPayload bytes', async () => {
  const bytes = Buffer.from('0130' + '063468656c6c6f' + '83010203', 'hex');
  const oneByteAtATime = [...bytes].map((byte) => Uint8Array.of(byte));
  const packets = await unframe(oneByteAtATime);
  assert.deepEqual(packets.slice(0, 2), [{type: 'open'}, {type: 'message', data: 'hello'}]);
  assert.deepEqual([...(packets[2].data as Buffer)], [1, 2, 3]);

  const parseError = {type: 'error', data: 'parser error'};
  assert.deepEqual(await unframe([Buffer.from('7f00000000000f4241', 'hex')]), [parseError]); // 1,000,001 bytes announced
  assert.deepEqual(await unframe([Buffer.from('80', 'hex')]), [parseError]); // an empty binary message
  assert.deepEqual(await unframe([Buffer.from('7e00c9', 'hex')], 200), [parseError]);
});

/**
 * A WebTransport session as engine.io's onWebTransportSession() reads it (incomingBidirectionalStreams, closed,
 * close()), made of in-memory streams: Node.js has no HTTP/3 server here, so this stands in for the HTTP/3 layer.
 * The engine.io server and both ends of the framing are the real packages.
 */
function webTransportSession() {
  let addStream!: (stream: {readable: ReadableStream; writable: WritableStream}) => void;
  let markClosed!: () => void;
  const session = {
    incomingBidirectionalStreams: new ReadableStream({start: (controller) => void (addStream = (stream) => controller.enqueue(stream))}),
    closed: new Promise<void>((resolve) => (markClosed = resolve)),
    closeCalls: 0,
    close() {
      session.closeCalls++;
      markClosed();
    },
  };
  /** Opens a bidirectional stream from the client side; returns its writer (packets), its reader and the raw bytes received. */
  const openStream = () => {
    const toServer = new TransformStream<Uint8Array, Uint8Array>();
    const toClient = new TransformStream<Uint8Array, Uint8Array>();
    addStream({readable: toServer.readable, writable: toClient.writable});
    const encoder = createPacketEncoderStream() as TransformStream<Packet, Uint8Array>;
    encoder.readable.pipeTo(toServer.writable).catch(() => {});
    const received: string[] = [];
    const [raw, toDecode] = toClient.readable.tee();
    void (async () => {
      for await (const chunk of raw) received.push(Buffer.from(chunk).toString('hex'));
    })();
    const reader = toDecode.pipeThrough(createPacketDecoderStream(Number.MAX_SAFE_INTEGER, 'nodebuffer')).getReader() as ReadableStreamDefaultReader<Packet>;
    const read = async (timeoutMs = 2000) =>
      Promise.race([
        reader.read().then(({value}) => value),
        new Promise<'nothing'>((resolve) => setTimeout(() => resolve('nothing'), timeoutMs)),
      ]);
    return {writer: encoder.writable.getWriter(), read, received};
  };
  return {session, openStream};
}

const until = async (predicate: () => boolean, timeoutMs = 2000) => {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timeout');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

test('a WebTransport-only session: the client sends the open packet first, the server answers on the same stream', async (t) => {
  const {engine, close} = await startEngine({transports: ['polling', 'websocket', 'webtransport']});
  t.after(close);
  const reasons: string[] = [];
  engine.on('connection', (socket) => {
    socket.on('message', (data: string | Buffer) => socket.send(data));
    socket.on('close', (reason: string) => reasons.push(reason));
  });

  const {session, openStream} = webTransportSession();
  void engine.onWebTransportSession(session);
  const client = openStream();
  void client.writer.write({type: 'open'});
  const open = (await client.read()) as Packet;
  assert.equal(open.type, 'open');
  assert.match(open.data as string, /^\{"sid":"[\w-]{20}","upgrades":\[\],"pingInterval":25000,"pingTimeout":20000,"maxPayload":1000000\}$/);
  // on the stream: a one-byte header with the length of "0{...}", then the packet
  assert.deepEqual(client.received, [(1 + (open.data as string).length).toString(16), Buffer.from('0' + open.data).toString('hex')]);
  assert.equal(engine.clientsCount, 1);

  void client.writer.write({type: 'message', data: 'hello'});
  assert.deepEqual(await client.read(), {type: 'message', data: 'hello'});
  assert.deepEqual(client.received.slice(2), ['06', '3468656c6c6f']);
  void client.writer.write({type: 'message', data: Uint8Array.of(1, 2, 3)});
  assert.deepEqual([...((await client.read()) as Packet).data as Buffer], [1, 2, 3]);
  assert.deepEqual(client.received.slice(4), ['83', '010203']);

  // a second stream is never read: no answer, and the session goes on over the first one
  const second = openStream();
  void second.writer.write({type: 'open'});
  assert.equal(await second.read(300), 'nothing');
  assert.equal(session.closeCalls, 0);
  void client.writer.write({type: 'message', data: 'still there'});
  assert.deepEqual(await client.read(), {type: 'message', data: 'still there'});

  // an empty binary message (header 80) is a parse error: the session ends
  void client.writer.write({type: 'message', data: new Uint8Array(0)});
  await until(() => reasons.length === 1);
  assert.deepEqual(reasons, ['parse error']);
  assert.equal(session.closeCalls, 1);
});

test('WebTransport: the server closes a session whose first packet is not an open packet or names an unknown session, that opens no stream in time, or that announces more than maxPayload', async (t) => {
  const {engine, close} = await startEngine({transports: ['polling', 'websocket', 'webtransport'], upgradeTimeout: 200, maxHttpBufferSize: 100});
  t.after(close);
  const reasons: string[] = [];
  engine.on('connection', (socket) => socket.on('close', (reason: string) => reasons.push(reason)));

  const notOpen = webTransportSession();
  void engine.onWebTransportSession(notOpen.session);
  void notOpen.openStream().writer.write({type: 'message', data: 'hi'});
  await until(() => notOpen.session.closeCalls === 1);

  const unknownSession = webTransportSession();
  void engine.onWebTransportSession(unknownSession.session);
  void unknownSession.openStream().writer.write({type: 'open', data: '{"sid":"no-such-session"}'});
  await until(() => unknownSession.session.closeCalls === 1);
  assert.equal(engine.clientsCount, 0);

  const noStream = webTransportSession();
  void engine.onWebTransportSession(noStream.session);
  const start = Date.now();
  await until(() => noStream.session.closeCalls === 1);
  assert.ok(Date.now() - start >= 150, `closed after ${Date.now() - start} ms`);

  const tooLarge = webTransportSession();
  void engine.onWebTransportSession(tooLarge.session);
  const client = tooLarge.openStream();
  void client.writer.write({type: 'open'});
  assert.equal(((await client.read()) as Packet).type, 'open');
  void client.writer.write({type: 'message', data: 'a'.repeat(100)}); // 101 bytes with the type digit
  await until(() => reasons.length === 1);
  assert.deepEqual(reasons, ['parse error']);
  assert.equal(engine.clientsCount, 0);
});

test('WebTransport: the upgrade of a polling session sends the sid in the open packet, then the usual probe', async (t) => {
  const {engine, port, close} = await startEngine({transports: ['polling', 'websocket', 'webtransport']});
  t.after(close);
  const upgrades: string[] = [];
  engine.on('connection', (socket) => {
    socket.on('upgrade', (transport: {name: string}) => upgrades.push(transport.name));
    socket.on('message', (data: string) => socket.send(data));
  });
  const base = `http://localhost:${port}/engine.io/?EIO=4&transport=polling`;
  const open = await (await fetch(base)).text();
  const {sid, upgrades: offered} = JSON.parse(open.slice(1));
  assert.deepEqual(offered, ['websocket', 'webtransport']);

  const {session, openStream} = webTransportSession();
  void engine.onWebTransportSession(session);
  const client = openStream();
  void client.writer.write({type: 'open', data: `{"sid":"${sid}"}`});
  void client.writer.write({type: 'ping', data: 'probe'});
  assert.deepEqual(await client.read(), {type: 'pong', data: 'probe'});
  assert.deepEqual(client.received, ['06', '3370726f6265']);
  void client.writer.write({type: 'upgrade'});
  await until(() => upgrades.length === 1);
  assert.deepEqual(upgrades, ['webtransport']);
  void client.writer.write({type: 'message', data: 'over webtransport'});
  assert.deepEqual(await client.read(), {type: 'message', data: 'over webtransport'});
});

test('WebTransport: sessions are refused when engine middlewares exist, and Socket.IO sees no query, headers or address', async (t) => {
  const withMiddleware = await startEngine({transports: ['polling', 'websocket', 'webtransport']});
  t.after(withMiddleware.close);
  withMiddleware.engine.use((req: unknown, res: unknown, next: () => void) => next());
  const refused = webTransportSession();
  await withMiddleware.engine.onWebTransportSession(refused.session);
  assert.equal(refused.session.closeCalls, 1);

  const io = new SocketIOServer({transports: ['polling', 'websocket', 'webtransport']});
  const http = createServer();
  io.attach(http);
  t.after(() => io.close());
  const handshake = new Promise<Record<string, unknown>>((resolve) => io.on('connection', (socket) => resolve({...socket.handshake})));
  const {session, openStream} = webTransportSession();
  void io.engine.onWebTransportSession(session);
  const client = openStream();
  void client.writer.write({type: 'open'});
  assert.equal(((await client.read()) as Packet).type, 'open');
  void client.writer.write({type: 'message', data: '0{"token":"abc"}'}); // Socket.IO CONNECT with auth
  const {query, headers, address, auth} = await handshake;
  assert.deepEqual({query, headers, address, auth}, {query: {}, headers: {}, address: undefined, auth: {token: 'abc'}});
});
