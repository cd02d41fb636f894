import assert from 'node:assert/strict';
import {after, afterEach, before, describe, it} from 'node:test';
import type {ChatMessage} from '../../demo-server/protocol';
import {client, closeClients, join, next, record, sleep, startDemo, type RunningDemo, ROOMY} from './helpers';

describe('demo server: /chat', () => {
  let demo: RunningDemo;
  before(async () => {
    demo = await startDemo(ROOMY);
  });
  afterEach(closeClients);
  after(() => demo.close());

  it('broadcasts a message to every member, the sender included, as text with a server time', async () => {
    const [alice, bob, carol] = await Promise.all([1, 2, 3].map(() => client(`${demo.url}/chat`)));
    await join(alice, 'Alice');
    await join(bob, 'Bob');
    await join(carol, 'Carol');

    const received = [alice, bob, carol].map((socket) => next<ChatMessage>(socket, 'message'));
    const ack = await alice.timeout(3000).emitWithAck('message', '  <b>olá</b>, pessoal  ');
    assert.deepEqual(ack, {ok: true});
    for (const message of await Promise.all(received)) {
      assert.equal(message.username, 'Alice');
      assert.equal(message.text, '<b>olá</b>, pessoal', 'trimmed, otherwise untouched: the page renders it as text');
      assert.equal(typeof message.id, 'string');
      assert.ok(Math.abs(message.time - Date.now()) < 5000);
    }
  });

  it('does not send chat traffic to sockets that have not picked a name', async () => {
    const member = await client(`${demo.url}/chat`);
    const lurker = await client(`${demo.url}/chat`);
    await join(member, 'Member');
    const lurkerMessages = record(lurker, 'message');
    const own = next(member, 'message');
    await member.timeout(3000).emitWithAck('message', 'hello');
    await own;
    await sleep(100);
    assert.equal(lurkerMessages.length, 0);
    assert.deepEqual(await lurker.timeout(3000).emitWithAck('message', 'hi'), {ok: false, error: 'not-joined'});
  });

  it('announces who joins and leaves, with the number of people online', async () => {
    const alice = await client(`${demo.url}/chat`);
    assert.deepEqual(await join(alice, 'Alice'), {ok: true, users: 1});
    const bob = await client(`${demo.url}/chat`);
    const joined = next(alice, 'user joined');
    assert.deepEqual(await join(bob, 'Bob'), {ok: true, users: 2});
    assert.deepEqual(await joined, {username: 'Bob', users: 2});

    const left = next(alice, 'user left');
    bob.disconnect();
    assert.deepEqual(await left, {username: 'Bob', users: 1});
  });

  it('relays "is typing" to the others only, and clears it when the typist leaves', async () => {
    const alice = await client(`${demo.url}/chat`);
    const bob = await client(`${demo.url}/chat`);
    await join(alice, 'Alice');
    await join(bob, 'Bob');
    const aliceTyping = record(alice, 'typing');

    const seen = next(bob, 'typing');
    alice.emit('typing', true);
    assert.deepEqual(await seen, {username: 'Alice', typing: true});
    const stopped = next(bob, 'typing');
    alice.emit('typing', false);
    assert.deepEqual(await stopped, {username: 'Alice', typing: false});

    const cleared = next(bob, 'typing');
    alice.disconnect();
    assert.deepEqual(await cleared, {username: 'Alice', typing: false});
    assert.equal(aliceTyping.length, 0, 'nobody is told about their own typing');
  });

  it('refuses invalid names and messages through the acknowledgement, and logs them', async () => {
    for (const name of ['', '   ', 'x'.repeat(33), 42, null, {name: 'Alice'}, 'tab\there']) {
      // A fresh socket each time: refused joins spend the join rate limit too (3 at once).
      const socket = await client(`${demo.url}/chat`);
      assert.deepEqual(await join(socket, name), {ok: false, error: 'invalid'}, `name ${JSON.stringify(name)}`);
    }
    const socket = await client(`${demo.url}/chat`);
    assert.deepEqual(await join(socket, 'ä'.repeat(32)), {ok: true, users: 1}, '32 characters are fine');
    for (const text of ['', 'x'.repeat(501), 7, ['hi']]) {
      assert.deepEqual(await socket.timeout(3000).emitWithAck('message', text), {ok: false, error: 'invalid'});
    }
    const ok = await socket.timeout(3000).emitWithAck('message', '🎉'.repeat(500));
    assert.deepEqual(ok, {ok: true}, '500 characters are fine, however many UTF-16 units they take');
    assert.ok(demo.logs.some((line) => /\/chat \S+ refused "join": username is longer than 32 characters/.test(line)));
    assert.ok(demo.logs.some((line) => /refused "message": message is the number 7, not a string/.test(line)));
  });

  it('renames a member who joins again, telling the others', async () => {
    const alice = await client(`${demo.url}/chat`);
    const bob = await client(`${demo.url}/chat`);
    await join(alice, 'Alice');
    await join(bob, 'Bob');
    const left = next(bob, 'user left');
    const joined = next(bob, 'user joined');
    assert.deepEqual(await join(alice, 'Alicia'), {ok: true, users: 2});
    assert.deepEqual(await left, {username: 'Alice', users: 2});
    assert.deepEqual(await joined, {username: 'Alicia', users: 2});
  });
});
