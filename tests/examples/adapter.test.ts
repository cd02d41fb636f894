import {test} from 'node:test';
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import {createServer, type Server as HttpServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Server} from 'socket.io';
import {io as connect, type Socket as ClientSocket} from 'socket.io-client';
import {sampleFile, startExampleServer, startNode} from '../helpers/processes';
import {startRedis} from '../helpers/services';

function connected(url: string): Promise<ClientSocket> {
  const socket = connect(url, {transports: ['websocket']});
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

test('LoggingAdapter logs each broadcast with its target', async (t) => {
  const server = await startExampleServer('examples/adapter/logging-adapter.js');
  t.after(() => server.stop());
  const socket = await connected(server.url);
  t.after(() => socket.disconnect());
  await server.waitForOutput(/broadcast of "hello" to everyone/);
  await server.waitForOutput(/broadcast of "news" to room1/);
});

/** The bus of the sample, in memory: what one server publishes reaches every server (its own messages are ignored). */
class MemoryBus {
  private endpoints: EventEmitter[] = [];
  endpoint() {
    const endpoint = new EventEmitter();
    this.endpoints.push(endpoint);
    return Object.assign(endpoint, {
      // a round trip through JSON, as a real service would serialize them
      publish: async (message: unknown) => this.endpoints.forEach((e) => e.emit('message', JSON.parse(JSON.stringify(message)))),
      reply: async (_requesterUid: string, response: unknown) => this.endpoints.forEach((e) => e.emit('response', JSON.parse(JSON.stringify(response)))),
    });
  }
}

test('a cluster adapter written on ClusterAdapterWithHeartbeat: broadcasts and fetchSockets() cross servers', async (t) => {
  const {createAdapter} = await import(sampleFile('examples/adapter/cluster-adapter.js'));
  const bus = new MemoryBus();
  const servers: Server[] = [];
  const urls: string[] = [];
  for (let i = 0; i < 2; i++) {
    const httpServer: HttpServer = createServer();
    const io = new Server(httpServer, {adapter: createAdapter(bus.endpoint())});
    servers.push(io);
    await new Promise<void>((resolve) => httpServer.listen(0, resolve));
    urls.push(`http://localhost:${(httpServer.address() as AddressInfo).port}`);
  }
  t.after(() => servers.forEach((io) => io.close()));
  const client = await connected(urls[1]!);
  t.after(() => client.disconnect());

  const received = new Promise((resolve) => client.once('news', resolve));
  servers[0]!.emit('news', 'from the other server');
  assert.equal(await received, 'from the other server');
  const sockets = await servers[0]!.fetchSockets();
  assert.deepEqual(sockets.map((socket) => socket.id), [client.id]);
});

test('the Redis emitter reaches a client in room1 of a Socket.IO server, and exits', async (t) => {
  const redis = await startRedis();
  t.after(() => redis.stop());
  const server = await startExampleServer('examples/adapter/server.js', {REDIS_URL: redis.url});
  t.after(() => server.stop());
  const client = await connected(server.url);
  t.after(() => client.disconnect());
  const news = new Promise((resolve) => client.once('news', resolve));
  const emitter = startNode('examples/adapter/emitter.js', {REDIS_URL: redis.url});
  t.after(() => emitter.stop());
  assert.equal(await news, 'a new article is online');
  if (emitter.child.exitCode === null) await new Promise((resolve) => emitter.child.once('exit', resolve));
  assert.equal(emitter.child.exitCode, 0, emitter.output());
});
