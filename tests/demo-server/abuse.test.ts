import assert from 'node:assert/strict';
import {after, afterEach, before, describe, it} from 'node:test';
import {io as connect} from 'socket.io-client';
import {LOGGED_REFUSALS_PER_SOCKET} from '../../demo-server/guard';
import type {ChatMessage, Segment} from '../../demo-server/protocol';
import {client, closeClients, eventually, join, record, SITE_ORIGIN, sleep, startDemo, type RunningDemo, ROOMY} from './helpers';

/** Payloads that are wrong in every way the server checks, all small enough to get through the transport. */
const malformed: [string, unknown[]][] = [
  ['join', [42]],
  ['join', ['']],
  ['join', ['x'.repeat(2000)]],
  ['join', [{toString: 'Alice'}]],
  ['message', [null]],
  ['message', ['y'.repeat(501)]],
  ['message', [{text: 'hi'}]],
  ['message', [['hi']]],
  ['message', ['\u0000\u0007']],
  ['typing', ['yes']],
  ['typing', [1]],
  ['draw', [{x0: Infinity, y0: 0, x1: 0, y1: 0, color: '#1c1e21'}]],
  ['draw', [{x0: 0, y0: 0, x1: 2, y1: 0, color: '#1c1e21'}]],
  ['draw', [{x0: 0, y0: 0, x1: 0, y1: 0, color: 'javascript:alert(1)'}]],
  ['draw', ['<script>alert(1)</script>']],
  ['hack', [{__proto__: {admin: true}}]],
  ['constructor', []],
  ['toString', ['now']],
  ['__proto__', [1, 2, 3]],
];

describe('demo server under abuse', () => {
  let demo: RunningDemo;
  before(async () => {
    demo = await startDemo(ROOMY);
  });
  afterEach(closeClients);
  after(() => demo.close());

  it('survives 10 000 malformed or oversized events from one client; the others get every well-formed message', async () => {
    const chatUrl = `${demo.url}/chat`;
    const boardUrl = `${demo.url}/whiteboard`;
    const [attackerChat, attackerBoard] = await Promise.all([client(chatUrl), client(boardUrl)]);
    await join(attackerChat, 'Mallory');
    const [sender, artist, readers] = await Promise.all([
      client(chatUrl),
      client(boardUrl),
      Promise.all([client(chatUrl), client(boardUrl, {transports: ['polling']})]),
    ]);
    const [reader, watcher] = readers;
    await join(sender, 'Sender');
    await join(reader, 'Reader');
    const messages = record<ChatMessage>(reader, 'message');
    const segments = record<Segment>(watcher, 'draw');

    // 9 980 malformed events, with the well-formed traffic interleaved.
    const expectedTexts: string[] = [];
    const expectedSegments: Segment[] = [];
    for (let i = 0; i < 9980; i++) {
      const [event, args] = malformed[i % malformed.length];
      (event === 'draw' ? attackerBoard : attackerChat).emit(event, ...args);
      if (i % 2000 === 0) {
        const text = `well-formed ${i}`;
        expectedTexts.push(text);
        sender.emit('message', text);
      }
      if (i % 100 === 0) {
        const segment: Segment = {x0: i / 10_000, y0: 0.5, x1: (i + 100) / 10_000, y1: 0.5, color: '#2e7d32'};
        expectedSegments.push(segment);
        artist.emit('draw', segment);
      }
    }
    // 20 oversized events (over the 10 kB maxHttpBufferSize) and garbage packets: each closes the attacker's connection.
    for (let i = 0; i < 20; i++) {
      const attacker = connect(chatUrl, {forceNew: true, transports: i % 2 ? ['polling'] : ['websocket'], reconnection: false});
      await new Promise<void>((resolve) => attacker.once('connect', () => resolve()));
      const closed = new Promise<void>((resolve) => attacker.once('disconnect', () => resolve()));
      if (i % 4 === 0) attacker.io.engine.send('2["message",'); // not a valid Socket.IO packet
      else attacker.emit('message', 'z'.repeat(20_000 + i));
      await closed;
      attacker.disconnect();
    }

    await eventually(() => messages.length === expectedTexts.length, 'every well-formed message arrives', 10_000);
    await eventually(() => segments.length === expectedSegments.length, 'every well-formed segment arrives', 10_000);
    await sleep(200);
    assert.deepEqual(
      messages.map(({username, text}) => ({username, text})),
      expectedTexts.map((text) => ({username: 'Sender', text})),
      'nothing else reached the reader',
    );
    assert.deepEqual(segments, expectedSegments);

    // Still up: a new visitor can join and talk.
    const newcomer = await client(chatUrl);
    assert.deepEqual(await join(newcomer, 'Newcomer'), {ok: true, users: 4});
    assert.deepEqual(await newcomer.timeout(3000).emitWithAck('message', 'still here?'), {ok: true});

    // The log names the refusals but stops after the cap, per socket.
    const attackerLines = demo.logs.filter((line) => line.includes(attackerChat.id!));
    assert.equal(attackerLines.length, LOGGED_REFUSALS_PER_SOCKET + 1);
    assert.match(attackerLines.at(-1)!, /further refusals are counted, not logged/);
  });

  it('rate-limits chat messages per socket, and tells the sender', async () => {
    const [sender, reader] = await Promise.all([client(`${demo.url}/chat`), client(`${demo.url}/chat`)]);
    await join(sender, 'Fast');
    await join(reader, 'Reader');
    const received = record<ChatMessage>(reader, 'message');
    const acks = await Promise.all(Array.from({length: 8}, (_, i) => sender.timeout(3000).emitWithAck('message', `burst ${i}`)));
    assert.deepEqual(
      acks.map((ack) => ack.ok || ack.error),
      [true, true, true, true, true, 'rate-limited', 'rate-limited', 'rate-limited'],
      '5 at once',
    );
    await sleep(1100);
    assert.deepEqual(await sender.timeout(3000).emitWithAck('message', 'a second later'), {ok: true}, 'then one per second');
    await eventually(() => received.length === 6, 'the 6 accepted messages arrive');
    assert.ok(demo.logs.some((line) => /\/chat \S+ refused "message": rate limit reached/.test(line)));
  });

  it('rate-limits whiteboard segments per socket', async () => {
    const [artist, watcher] = await Promise.all([client(`${demo.url}/whiteboard`), client(`${demo.url}/whiteboard`)]);
    const seen = record<Segment>(watcher, 'draw');
    for (let i = 0; i < 400; i++) artist.emit('draw', {x0: 0, y0: 0, x1: i / 400, y1: 1, color: '#1565c0'});
    await sleep(500);
    assert.ok(seen.length >= 120 && seen.length < 200, `120 at once, then 60 per second; got ${seen.length} of 400`);
  });

  it('refuses connections from an origin that is not allowed, over both transports', async () => {
    for (const transports of [['polling'], ['websocket']]) {
      await assert.rejects(
        client(`${demo.url}/chat`, {transports, extraHeaders: {Origin: 'http://evil.example'}}),
        (error: Error) => /xhr poll error|websocket error/.test(error.message),
        `${transports[0]} from another origin`,
      );
      const allowed = await client(`${demo.url}/chat`, {transports, extraHeaders: {Origin: SITE_ORIGIN}});
      assert.equal(allowed.connected, true, `${transports[0]} from the site`);
    }
    assert.ok(demo.logs.some((line) => line === 'refused a connection from origin "http://evil.example"'));

    const handshake = (origin: string) =>
      fetch(`${demo.url}/socket.io/?EIO=4&transport=polling`, {headers: {Origin: origin}});
    const evil = await handshake('http://evil.example');
    assert.equal(evil.status, 403);
    assert.equal(evil.headers.get('access-control-allow-origin'), null);
    const good = await handshake(SITE_ORIGIN);
    assert.equal(good.status, 200);
    assert.equal(good.headers.get('access-control-allow-origin'), SITE_ORIGIN);
  });

  it('refuses the main namespace, which has no demo', async () => {
    await assert.rejects(client(demo.url), /connect to \/chat or \/whiteboard/);
  });
});
