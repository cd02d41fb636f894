import assert from 'node:assert/strict';
import {after, afterEach, describe, it} from 'node:test';
import type {Socket} from 'socket.io-client';
import {DEFAULT_LIMITS} from '../../demo-server/limits';
import {TOO_MANY_CONNECTIONS, type ChatMessage, type Segment} from '../../demo-server/protocol';
import {client, closeClients, eventually, from, join, record, sleep, startDemo, type RunningDemo} from './helpers';

const CAP = DEFAULT_LIMITS.socketsPerAddress;

/** Opens `count` chat sockets at once; returns the ones accepted and the refusal messages of the others. */
async function crowd(url: string, count: number, options: Parameters<typeof client>[1]) {
  const results = await Promise.allSettled(Array.from({length: count}, () => client(url, options)));
  const accepted = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const refusals = results.flatMap((result) => (result.status === 'rejected' ? [(result.reason as Error).message] : []));
  return {accepted, refusals};
}

describe('demo server caps: sockets per address, chat and whiteboard totals', () => {
  const demos: RunningDemo[] = [];
  const start = async (options: Parameters<typeof startDemo>[0] = {}) => {
    const demo = await startDemo(options);
    demos.push(demo);
    return demo;
  };
  afterEach(closeClients);
  after(() => Promise.all(demos.map((demo) => demo.close())));

  it(`lets 400 sockets from one address in up to the cap (${CAP}), tells the others why, and frees places on disconnect`, async () => {
    const demo = await start();
    const {accepted, refusals} = await crowd(`${demo.url}/chat`, 400, from('127.0.0.3'));
    assert.equal(accepted.length, CAP);
    assert.equal(refusals.length, 400 - CAP);
    // The first ones past the cap hear why; past twice the cap the handshake itself is refused (HTTP 403).
    assert.ok(refusals.filter((message) => message === TOO_MANY_CONNECTIONS).length >= CAP, refusals.slice(0, 3).join(' | '));
    assert.ok(refusals.every((message) => message === TOO_MANY_CONNECTIONS || message === 'websocket error'));
    // The whiteboard counts against the same cap.
    await assert.rejects(client(`${demo.url}/whiteboard`, from('127.0.0.3')));

    const other = await client(`${demo.url}/chat`, from('127.0.0.4'));
    assert.equal(other.connected, true, 'another address is not affected');

    accepted[0].disconnect();
    await sleep(100);
    const again = await client(`${demo.url}/whiteboard`, from('127.0.0.3'));
    assert.equal(again.connected, true, 'a place freed by a disconnect can be taken again');

    const lines = demo.logs.filter((line) => line.includes('127.0.0.3'));
    assert.ok(lines.length >= 1 && lines.length <= 4, `the refusals are summed up, not logged one by one: ${lines.length} lines`);
  });

  it('delivers every message of a well-behaved client, in order, while the capped sockets of another address flood', async () => {
    const demo = await start();
    const {accepted: attackers} = await crowd(`${demo.url}/chat`, 400, from('127.0.0.5'));
    assert.equal(attackers.length, CAP);
    await Promise.all(attackers.map((attacker, i) => join(attacker, `flood ${i}`)));
    const [sender, reader] = await Promise.all([client(`${demo.url}/chat`, from('127.0.0.6')), client(`${demo.url}/chat`, from('127.0.0.7'))]);
    await join(sender, 'Polite');
    await join(reader, 'Reader');
    const received = record<ChatMessage>(reader, 'message');

    // The flood: 2 000 messages as fast as the sockets take them, while the polite client sends one every 500 ms
    // (inside its own bucket: 5 at once, then one a second).
    let refused = 0;
    const flooding = (async () => {
      for (let i = 0; i < 2000; i++) {
        attackers[i % CAP].emit('message', `flood ${i}`, (ack: {ok: boolean}) => (refused += ack.ok ? 0 : 1));
        if (i % 200 === 0) await sleep(300);
      }
    })();
    const politeTexts = Array.from({length: 8}, (_, i) => `polite ${i}`);
    const acks = [];
    for (const text of politeTexts) {
      acks.push(await sender.timeout(3000).emitWithAck('message', text));
      await sleep(500);
    }
    await flooding;
    assert.deepEqual(acks, politeTexts.map(() => ({ok: true})), 'every polite message is accepted');
    await eventually(() => received.filter((message) => message.username === 'Polite').length === politeTexts.length, 'the polite messages arrive');
    assert.deepEqual(
      received.filter((message) => message.username === 'Polite').map((message) => message.text),
      politeTexts,
      'in order',
    );
    await eventually(() => refused > 1900, `the flood is refused by the per-socket buckets (${refused} so far)`);
    assert.ok(received.length < 100, `the reader got ${received.length} messages, not 2 000`);
  });

  it('caps the chat members and the total message rate, acknowledges the refusals, and logs them in a few lines', async () => {
    const demo = await start({limits: {chatMembers: 2, chatMessages: {burst: 3, perSecond: 0.5}}});
    const url = `${demo.url}/chat`;
    const [alice, bob, carol] = await Promise.all([client(url, from('127.0.0.8')), client(url, from('127.0.0.9')), client(url, from('127.0.0.10'))]);
    assert.deepEqual(await join(alice, 'Alice'), {ok: true, users: 1});
    assert.deepEqual(await join(bob, 'Bob'), {ok: true, users: 2});
    assert.deepEqual(await join(carol, 'Carol'), {ok: false, error: 'full'});
    assert.deepEqual(await join(bob, 'Robert'), {ok: true, users: 2}, 'a member may still change names');

    const send = (socket: Socket, text: string) => socket.timeout(3000).emitWithAck('message', text);
    const acks = [await send(alice, 'a1'), await send(bob, 'b1'), await send(alice, 'a2'), await send(bob, 'b2')];
    assert.deepEqual(acks, [{ok: true}, {ok: true}, {ok: true}, {ok: false, error: 'busy'}], 'three at once, for both together');
    for (let i = 0; i < 50; i++) await send(i % 2 ? alice : bob, `more ${i}`);
    assert.equal(demo.logs.filter((line) => line.includes('total rate reached')).length, 1, demo.logs.join('\n'));

    alice.disconnect();
    await sleep(100);
    assert.deepEqual(await join(carol, 'Carol'), {ok: true, users: 2}, 'a place freed by a leaving member');
  });

  it('caps the total whiteboard segment rate, beyond each socket', async () => {
    const demo = await start({limits: {whiteboardSegments: {burst: 10, perSecond: 1}}});
    const url = `${demo.url}/whiteboard`;
    const artists = await Promise.all([client(url, from('127.0.0.11')), client(url, from('127.0.0.12')), client(url, from('127.0.0.13'))]);
    const watcher = await client(url, from('127.0.0.14'));
    const seen = record<Segment>(watcher, 'draw');
    for (let i = 0; i < 30; i++) artists[i % 3].emit('draw', {x0: 0, y0: 0, x1: i / 30, y1: 1, color: '#1565c0'});
    await sleep(500);
    assert.ok(seen.length >= 10 && seen.length <= 11, `10 at once for everyone together; got ${seen.length} of 30`);
    assert.equal(demo.logs.filter((line) => line.includes('/whiteboard dropped a segment')).length, 1);
  });

  it('counts sockets against X-Forwarded-For only when told the proxy is trusted', async () => {
    const forwardedFor = (i: number) => ({...from('127.0.0.15'), extraHeaders: {'X-Forwarded-For': `198.51.100.${i}`}});

    const direct = await start();
    const spoofed = await crowd(`${direct.url}/chat`, CAP + 3, forwardedFor(0));
    const spoofedOneEach = await Promise.allSettled(Array.from({length: 3}, (_, i) => client(`${direct.url}/chat`, forwardedFor(i + 1))));
    assert.equal(spoofed.accepted.length, CAP, 'without trustProxy the header is ignored: all from 127.0.0.15');
    assert.ok(spoofedOneEach.every((result) => result.status === 'rejected'), 'even with a different header each');
    closeClients();

    const proxied = await start({trustProxy: true});
    const distinct = await Promise.all(Array.from({length: CAP + 3}, (_, i) => client(`${proxied.url}/chat`, forwardedFor(i))));
    assert.equal(distinct.length, CAP + 3, 'with trustProxy each forwarded address has its own cap');
    // Only the last entry counts: it is the one the proxy appended; a client can write anything before it.
    const sameLast = await crowd(`${proxied.url}/chat`, CAP + 3, {
      ...from('127.0.0.15'),
      extraHeaders: {'X-Forwarded-For': '203.0.113.1, 198.51.100.200'},
    });
    const sameLastOtherPrefix = await crowd(`${proxied.url}/chat`, 2, {
      ...from('127.0.0.15'),
      extraHeaders: {'X-Forwarded-For': '203.0.113.99, 198.51.100.200'},
    });
    assert.equal(sameLast.accepted.length, CAP);
    assert.equal(sameLastOtherPrefix.accepted.length, 0);
  });
});
