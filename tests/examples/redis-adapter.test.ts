import {test} from 'node:test';
import assert from 'node:assert/strict';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

test('redis adapter: a message sent on one server reaches a client of the other, and the emitter reaches it too', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const one = await startExampleServer('examples/redis-adapter/server.js', {REDIS_URL: redis.url});
  t.after(() => one.stop());
  const two = await startExampleServer('examples/redis-adapter/server.js', {REDIS_URL: redis.url});
  t.after(() => two.stop());

  const alice = startNode('examples/redis-adapter/client.js', {SERVER_URL: one.url});
  t.after(() => alice.stop());
  await alice.waitForOutput(/connected as \S+/);

  const bob = startNode('examples/redis-adapter/client.js', {SERVER_URL: two.url});
  t.after(() => bob.stop());
  const bobId = (await bob.waitForOutput(/connected as \S+/)).split(' ').at(-1);

  // bob is connected to server two: his message goes through Redis to reach alice on server one
  await alice.waitForOutput(new RegExp(`received: hello from ${bobId}`));
  await bob.waitForOutput(new RegExp(`received: hello from ${bobId}`));

  const emitter = startNode('examples/redis-adapter/emitter.js', {REDIS_URL: redis.url});
  t.after(() => emitter.stop());
  await alice.waitForOutput(/received: hello from a process without Socket\.IO/);
  await bob.waitForOutput(/received: hello from a process without Socket\.IO/);
  if (emitter.child.exitCode === null) await new Promise((resolve) => emitter.child.once('exit', resolve));
  assert.equal(emitter.child.exitCode, 0, emitter.output());
});
