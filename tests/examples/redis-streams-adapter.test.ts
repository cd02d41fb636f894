import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createClient} from 'redis';
import {startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

test('redis streams adapter: a message sent on one server reaches a client of the other', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const one = await startExampleServer('examples/redis-streams-adapter/server.js', {REDIS_URL: redis.url});
  t.after(() => one.stop());
  const two = await startExampleServer('examples/redis-streams-adapter/server.js', {REDIS_URL: redis.url});
  t.after(() => two.stop());

  const alice = startNode('examples/redis-streams-adapter/client.js', {SERVER_URL: one.url});
  t.after(() => alice.stop());
  await alice.waitForOutput(/connected as \S+/);

  const bob = startNode('examples/redis-streams-adapter/client.js', {SERVER_URL: two.url});
  t.after(() => bob.stop());
  const bobId = (await bob.waitForOutput(/connected as \S+/)).split(' ').at(-1);

  // bob is connected to server two: his message goes through Redis to reach alice on server one
  await alice.waitForOutput(new RegExp(`received: hello from ${bobId}`));
  await bob.waitForOutput(new RegExp(`received: hello from ${bobId}`));

  // the broadcast went through the Redis stream named "socket.io" (the default streamName)
  const redisClient = createClient({url: redis.url});
  await redisClient.connect();
  const type = await redisClient.type('socket.io');
  const length = await redisClient.xLen('socket.io');
  await redisClient.quit();
  assert.equal(type, 'stream');
  assert.ok(length >= 1, `the stream holds ${length} entries`);
});
