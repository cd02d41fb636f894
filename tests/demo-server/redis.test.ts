import assert from 'node:assert/strict';
import {after, afterEach, before, describe, it} from 'node:test';
import type {ChatMessage, Segment} from '../../demo-server/protocol';
import {startRedis, type Service} from '../helpers/services';
import {client, closeClients, join, next, startDemoProcess, type DemoProcess} from './helpers';

describe('two demo-server processes sharing a Redis server', () => {
  let redis: Service;
  let instances: DemoProcess[] = [];
  before(async () => {
    redis = await startRedis();
    instances = await Promise.all([startDemoProcess(redis.url), startDemoProcess(redis.url)]);
  });
  afterEach(closeClients);
  after(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await redis?.stop();
  });

  it('delivers a chat message sent through one instance to a client of the other, and counts people on both', async () => {
    const [one, two] = instances;
    const alice = await client(`${one.url}/chat`);
    const bob = await client(`${two.url}/chat`);
    assert.deepEqual(await join(alice, 'Alice'), {ok: true, users: 1});
    const joined = next(alice, 'user joined');
    assert.deepEqual(await join(bob, 'Bob'), {ok: true, users: 2}, 'fetchSockets() counts the members of both instances');
    assert.deepEqual(await joined, {username: 'Bob', users: 2}, 'the notice crossed over too');

    const atBob = next<ChatMessage>(bob, 'message');
    assert.deepEqual(await alice.timeout(3000).emitWithAck('message', 'olá do servidor 1'), {ok: true});
    const message = await atBob;
    assert.equal(message.username, 'Alice');
    assert.equal(message.text, 'olá do servidor 1');

    const typing = next(alice, 'typing');
    bob.emit('typing', true);
    assert.deepEqual(await typing, {username: 'Bob', typing: true});
  });

  it('shares whiteboard strokes and their history between instances', async () => {
    const [one, two] = instances;
    const artist = await client(`${one.url}/whiteboard`);
    const watcher = await client(`${two.url}/whiteboard`);
    const segment: Segment = {x0: 0.1, y0: 0.2, x1: 0.3, y1: 0.4, color: '#6a1b9a'};
    const seen = next<Segment>(watcher, 'draw');
    artist.emit('draw', segment);
    assert.deepEqual(await seen, segment);

    // A visitor of the other instance gets it in the history: serverSideEmit() handed it over.
    let history!: Promise<Segment[]>;
    await client(`${two.url}/whiteboard`, {}, (late) => (history = next<Segment[]>(late, 'history')));
    assert.deepEqual((await history).at(-1), segment);
  });
});
