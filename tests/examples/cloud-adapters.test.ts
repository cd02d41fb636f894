import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {EventEmitter} from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {Server, type Namespace} from 'socket.io';
import {
  ClusterAdapterWithHeartbeat,
  MessageType,
  type ClusterAdapterOptions,
  type ClusterMessage,
  type ClusterResponse,
} from 'socket.io-adapter';
import {io as ioClient, Manager, type Socket as ClientSocket} from 'socket.io-client';
import {spawnSync} from 'node:child_process';
import typechecked from '../../plugins/code-variants/typechecked.json';
import {freePort, repoRoot, sampleFile} from '../helpers/processes';

// The AWS, Azure and Google Cloud adapter samples need a cloud account to run, and the
// @socket.io/*-adapter packages are not on the npm registry we install from: these tests only
// typecheck the samples, against the hand-written declarations of examples/cloud-adapters/types
// and the real SDK types (@aws-sdk/client-sns, @aws-sdk/client-sqs, @azure/service-bus, @google-cloud/pubsub 4),
// and parse their ES module and CommonJS variants (plugins/code-variants), which cannot be imported without the
// adapters.

const dir = path.join(repoRoot, 'examples/cloud-adapters');
// .mdx since they show a figure; .md before.
const pages = ['aws-sqs-adapter', 'azure-service-bus-adapter', 'gcp-pubsub-adapter'].map((page) =>
  ['.mdx', '.md'].map((ext) => path.join(repoRoot, 'docs', page + ext)).find((file) => fs.existsSync(file))!,
);
/** The sample files the three pages show (`file=examples/cloud-adapters/...`), relative to the samples' folder. */
const samples = [
  ...new Set(
    pages.flatMap((page) =>
      [...fs.readFileSync(page, 'utf8').matchAll(/file=examples\/cloud-adapters\/([^\s#]+)/g)].map((m) => m[1]),
    ),
  ),
];

function parsedConfig(): ts.ParsedCommandLine {
  const configFile = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  assert.equal(configFile.error, undefined);
  return ts.parseJsonConfigFileContent(configFile.config, ts.sys, dir);
}

/** Typechecks the project, plus optional in-memory files; returns "file(line): TS1234 message" lines. */
function typecheck(extraFiles: Record<string, string> = {}): string[] {
  const config = parsedConfig();
  const host = ts.createCompilerHost(config.options);
  const extra = new Map(Object.entries(extraFiles).map(([name, code]) => [path.join(dir, name), code]));
  const {getSourceFile, fileExists, readFile} = host;
  host.fileExists = (file) => extra.has(file) || fileExists.call(host, file);
  host.readFile = (file) => extra.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, ...rest) => {
    const code = extra.get(file);
    return code === undefined ? getSourceFile.call(host, file, language, ...rest) : ts.createSourceFile(file, code, language);
  };
  const program = ts.createProgram({rootNames: [...config.fileNames, ...extra.keys()], options: config.options, host});
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file) return `TS${diagnostic.code} ${message}`;
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!);
    return `${path.relative(dir, diagnostic.file.fileName)}(${line + 1}): TS${diagnostic.code} ${message}`;
  });
}

// A sample's TypeScript variant is its hand-written .ts (typechecked by this tsconfig, and by the TypeScript
// variants' test), or the .js itself when it has no types to add (typechecked.json, checked by that test).
test('every cloud adapter sample shown in the docs has a typechecked TypeScript variant', () => {
  assert.ok(samples.length >= 6, `samples found in the pages: ${samples.join(', ')}`);
  const files = parsedConfig().fileNames.map((file) => path.relative(dir, file));
  for (const sample of samples) {
    assert.match(sample, /\.js$/, 'the pages show the ES module sample, which gets its CommonJS and TypeScript tabs');
    const asItIs = typechecked.includes(`examples/cloud-adapters/${sample}`);
    assert.ok(asItIs || files.includes(sample.replace(/\.js$/, '.ts')), `${sample} has no typechecked TypeScript variant`);
  }
});

for (const sample of samples) {
  // With CODE_VARIANT=cjs (npm run test:examples:cjs), sampleFile() is the CommonJS variant.
  test(`cloud adapters: ${sample} is a valid module`, () => {
    const result = spawnSync(process.execPath, ['--check', sampleFile(path.join(dir, sample))], {encoding: 'utf8'});
    assert.equal(result.status, 0, result.stderr);
  });
}

// Guards against a declaration so loose (an `any` slipping in) that a clean typecheck would prove nothing:
// one program holds the samples and this file, which must fail where the adapters would fail.
const wrongUsage = [
  'import { SNSClient } from "@aws-sdk/client-sns";',
  'import { SQSClient } from "@aws-sdk/client-sqs";',
  'import { PubSub } from "@google-cloud/pubsub";',
  'import { createAdapter as aws } from "@socket.io/aws-sqs-adapter";',
  'import { createAdapter as gcp } from "@socket.io/gcp-pubsub-adapter";',
  // the bare clients lack createTopic(), createQueue()…
  'aws(new SNSClient(), new SQSClient());',
  // the Pub/Sub adapter has no topicName option: the Topic object names the topic
  'gcp(new PubSub().topic("t"), { topicName: "t" });',
].join('\n');

let diagnostics: string[] | undefined;
const allErrors = () => (diagnostics ??= typecheck({'wrong-usage.ts': wrongUsage}));

test("the cloud adapter samples typecheck against the adapters' declarations and the SDK types", () => {
  assert.deepEqual(allErrors().filter((error) => !error.startsWith('wrong-usage.ts(')), []);
});

test('the declarations reject what the adapters reject', () => {
  const errors = allErrors().filter((error) => error.startsWith('wrong-usage.ts('));
  const expect = (pattern: RegExp) =>
    assert.ok(errors.some((error) => pattern.test(error)), `${pattern} not in:\n${errors.join('\n')}`);
  expect(/^wrong-usage\.ts\(6\): TS2345 Argument of type 'SNSClient' is not assignable to parameter of type 'SNS'/);
  expect(/^wrong-usage\.ts\(7\): TS2353 Object literal may only specify known properties, and 'topicName' does not exist/);
  assert.equal(errors.length, 2, errors.join('\n'));
});

// What the pages' "Security considerations" say about the shared topic, checked on the class the three adapters
// extend (ClusterAdapterWithHeartbeat of socket.io-adapter) over an in-memory topic: the cloud services cannot run
// here, but what a server does with a message it receives is decided by that class, not by the cloud service.
// Each adapter's own receiving code (read in its source) only skips its own messages, routes by the `nsp`
// attribute and drops responses addressed to another server, as TopicAdapter below does.

/** Every message published reaches every subscriber, as SNS → SQS, a Service Bus topic or a Pub/Sub topic do. */
class InMemoryTopic extends EventEmitter {
  publish(message: object) {
    const copy = structuredClone(message);
    setImmediate(() => this.emit('message', copy));
  }
}

type TopicMessage = (ClusterMessage | ClusterResponse) & {requesterUid?: string};

class TopicAdapter extends ClusterAdapterWithHeartbeat {
  constructor(
    nsp: Namespace,
    private readonly topic: InMemoryTopic,
    opts: ClusterAdapterOptions,
  ) {
    super(nsp, opts);
    topic.on('message', this.onTopicMessage);
  }
  private readonly onTopicMessage = (message: TopicMessage) => {
    if (message.nsp !== this.nsp.name) return;
    if (message.requesterUid === undefined) this.onMessage(message as ClusterMessage);
    else if (message.requesterUid === this.uid) this.onResponse(message as ClusterResponse);
  };
  protected doPublish(message: ClusterMessage): Promise<string> {
    this.topic.publish(message);
    return Promise.resolve('');
  }
  protected doPublishResponse(requesterUid: string, response: ClusterResponse): Promise<void> {
    this.topic.publish({...response, requesterUid});
    return Promise.resolve();
  }
  override close() {
    super.close();
    this.topic.off('message', this.onTopicMessage);
  }
}

/** Two Socket.IO servers sharing one topic, a client on each (with a token in its auth payload and a cookie). */
async function clusterOnTopic(t: TestContext, opts: ClusterAdapterOptions = {}) {
  const topic = new InMemoryTopic();
  const servers: Server[] = [];
  const clients: ClientSocket[] = [];
  t.after(async () => {
    clients.forEach((client) => client.disconnect());
    await Promise.all(servers.map((server) => server.close()));
  });
  for (const name of ['a', 'b']) {
    const port = await freePort();
    // Socket.IO calls `new adapter(nsp)`, as with the factory each cloud adapter's createAdapter() returns
    const adapter = class extends TopicAdapter {
      constructor(nsp: Namespace) {
        super(nsp, topic, opts);
      }
    };
    const server = new Server(port, {adapter: adapter as never});
    servers.push(server);
    const client = ioClient(`http://localhost:${port}`, {
      transports: ['websocket'],
      auth: {token: `secret-of-${name}`},
      extraHeaders: {cookie: `session=${name}`},
    });
    clients.push(client);
    await new Promise<void>((resolve) => client.once('connect', resolve));
  }
  // every server knows the other one (initial heartbeats)
  await until(async () => (await servers[0].of('/').adapter.serverCount()) === 2);
  await until(async () => (await servers[1].of('/').adapter.serverCount()) === 2);

  const seen: TopicMessage[] = [];
  topic.on('message', (message: TopicMessage) => seen.push(message));
  /** What someone with publish rights on the topic sends: a made-up sender id, a message in the clear. */
  const inject = (message: Record<string, unknown>) => topic.publish({uid: 'outsider', nsp: '/', ...message});
  return {topic, servers, clients, seen, inject};
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const everyone = {rooms: [], except: [], flags: {}};

test('shared topic: a message injected by an outsider is a broadcast, a room change or a disconnection on every server', async (t) => {
  const {servers, clients, inject} = await clusterOnTopic(t);
  const received: unknown[][] = [[], []];
  clients.forEach((client, i) => client.on('announcement', (text) => received[i].push(text)));

  // a broadcast to every client of every server
  inject({type: MessageType.BROADCAST, data: {opts: everyone, packet: {type: 2, nsp: '/', data: ['announcement', 'forged']}}});
  await until(() => received.every((list) => list.length === 1));
  assert.deepEqual(received, [['forged'], ['forged']]);

  // a client's own socket put into a room meant for administrators: it then gets what the servers send there
  const admins: unknown[] = [];
  clients[1].on('admin report', (report) => admins.push(report));
  inject({type: MessageType.SOCKETS_JOIN, data: {opts: {rooms: [clients[1].id], except: []}, rooms: ['admins']}});
  await until(() => servers[1].of('/').adapter.rooms.get('admins')?.size === 1);
  servers[0].to('admins').emit('admin report', 'for administrators only');
  await until(() => admins.length === 1);

  // the servers' own serverSideEmit() handlers, called with arguments of the outsider's choosing
  const calls: unknown[][] = [];
  servers.forEach((server) => server.on('purge cache', (...args: unknown[]) => calls.push(args)));
  inject({type: MessageType.SERVER_SIDE_EMIT, data: {packet: ['purge cache', 'everything']}});
  await until(() => calls.length === 2);
  assert.deepEqual(calls, [['everything'], ['everything']]);

  // every client of every server disconnected
  const reasons = clients.map((client) => new Promise((resolve) => client.once('disconnect', resolve)));
  inject({type: MessageType.DISCONNECT_SOCKETS, data: {opts: everyone, close: true}});
  assert.deepEqual(await Promise.all(reasons), ['io server disconnect', 'io server disconnect']);
});

test('shared topic: whoever can publish and read gets the handshake of every client, and can answer requests', async (t) => {
  const {servers, seen, inject, topic} = await clusterOnTopic(t);

  // a fetchSockets() request with a made-up sender: both servers answer on the topic
  inject({type: MessageType.FETCH_SOCKETS, data: {opts: everyone, requestId: 'r1'}});
  await until(() => seen.filter((m) => m.type === MessageType.FETCH_SOCKETS_RESPONSE && m.requesterUid === 'outsider').length === 2);
  type SocketDetails = {handshake: {auth: {token?: string}; headers: {cookie?: string}}};
  const sockets = seen
    .filter((m) => m.type === MessageType.FETCH_SOCKETS_RESPONSE && m.requesterUid === 'outsider')
    .flatMap((m) => (m as {data: {sockets: SocketDetails[]}}).data.sockets);
  assert.deepEqual(sockets.map((socket) => socket.handshake.auth.token).sort(), ['secret-of-a', 'secret-of-b']);
  assert.deepEqual(sockets.map((socket) => socket.handshake.headers.cookie).sort(), ['session=a', 'session=b']);

  // an answer to a real fetchSockets() of server a: a socket that exists nowhere is added to the result
  topic.on('message', (m: TopicMessage) => {
    if (m.type !== MessageType.FETCH_SOCKETS || m.uid === 'outsider') return;
    const fake = {id: 'fake', handshake: {auth: {}}, rooms: ['fake'], data: {userId: 'admin'}};
    topic.publish({type: MessageType.FETCH_SOCKETS_RESPONSE, uid: 'outsider', nsp: '/', requesterUid: m.uid, data: {requestId: (m as {data: {requestId: string}}).data.requestId, sockets: [fake]}});
  });
  const found = await servers[0].fetchSockets();
  assert.deepEqual(found.map((socket) => socket.id).filter((id) => id === 'fake'), ['fake']);
  assert.equal(found.length, 3);
});

test('shared topic: made-up heartbeats add servers that never answer', async (t) => {
  const {servers, inject} = await clusterOnTopic(t);
  inject({type: MessageType.HEARTBEAT, uid: 'ghost'});
  await until(async () => (await servers[0].of('/').adapter.serverCount()) === 3);
  // fetchSockets() now waits for the ghost until its timeout
  await assert.rejects(servers[0].timeout(300).fetchSockets(), {message: 'timeout reached: missing 1 responses'});
});

test('shared topic: each namespace has its own adapter, which sends its own heartbeats', async (t) => {
  const {servers, seen} = await clusterOnTopic(t, {heartbeatInterval: 100});
  servers[0].of(/^\/doc-\d+$/);
  const port = (servers[0].httpServer.address() as {port: number}).port;
  const manager = new Manager(`http://localhost:${port}`, {transports: ['websocket']});
  t.after(() => manager.engine?.close());
  // five namespaces asked for over one connection
  await Promise.all(
    [1, 2, 3, 4, 5].map((i) => {
      const socket = manager.socket(`/doc-${i}`);
      return new Promise((resolve) => socket.once('connect', () => resolve(socket.disconnect())));
    }),
  );
  seen.length = 0;
  await new Promise((resolve) => setTimeout(resolve, 500));
  const heartbeats = new Set(seen.filter((m) => m.type === MessageType.HEARTBEAT).map((m) => m.nsp));
  for (const name of ['/', '/doc-1', '/doc-2', '/doc-3', '/doc-4', '/doc-5']) assert.ok(heartbeats.has(name), `no heartbeat for ${name}`);
});
