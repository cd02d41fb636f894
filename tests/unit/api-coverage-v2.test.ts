// The 2.x API reference pages must cover socket.io 2.5.1 and socket.io-client 2.5.0 as installed in examples/v2.
// 2.x ships no type definitions, so the members are read from the real classes at run time: the own properties of
// each prototype (methods, getters such as `socket.request` and the flags `volatile`, `broadcast`…), plus the public
// instance properties listed below, which are checked on live instances connected by a real 2.5 client. Every public
// member must have a heading in its class section, every event the sources emit an `Event: "name"` heading, in
// English and in pt-br, and every heading id is the github-slugger slug of its text.
//
// What is left out, and why, is listed in INTERNAL below. The test checks that each of those names still exists in
// 2.5 and that the source marks it `@api private` (or gives it no `@api` tag at all and the reason says why it is
// internal), so the list cannot hide a public method.
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';
import {EventEmitter} from 'node:events';
import {headingsWithoutSlugIds, undocumentedEvents} from '../helpers/apiReference';
import {parseMarkdown} from '../helpers/content';
import {repoRoot} from '../helpers/processes';

const v2 = path.join(repoRoot, 'examples/v2/node_modules');
const requireV2 = createRequire(path.join(repoRoot, 'examples/v2/package.json'));
const sioLib = path.join(v2, 'socket.io/lib');
const siocLib = path.join(v2, 'socket.io-client/lib');

/* eslint-disable @typescript-eslint/no-explicit-any */
const Server: any = requireV2('socket.io');
const Namespace: any = requireV2('socket.io/lib/namespace');
const ServerSocket: any = requireV2('socket.io/lib/socket');
const ServerClient: any = requireV2('socket.io/lib/client');
const ioClient: any = requireV2('socket.io-client');

/** Names left out of the pages: name → why. Everything else on the prototypes must be documented. */
const INTERNAL: Record<string, Record<string, string>> = {
  Server: {
    // the Server copies every Node.js EventEmitter method and forwards it to io.sockets; on() and emit() are
    // documented, the others are the plain Node.js methods of the main namespace (their list depends on Node.js)
    ...Object.fromEntries(
      Object.getOwnPropertyNames(EventEmitter.prototype)
        .filter((name) => typeof (EventEmitter.prototype as any)[name] === 'function')
        .filter((name) => !['constructor', 'on', 'emit', 'once'].includes(name))
        .map((name) => [name, 'Node.js EventEmitter method forwarded to io.sockets (see io.on)']),
    ),
    checkNamespace: 'runs the dynamic namespace functions of io.of(fn)',
    initEngine: 'called by attach()',
    attachServe: 'called by attach() when serveClient is on',
    serve: 'answers GET /socket.io/socket.io.js',
    serveMap: 'answers GET /socket.io/socket.io.js.map',
  },
  Namespace: {
    constructor: 'namespaces are created by io.of()',
    initAdapter: 'called by the constructor and io.adapter()',
    run: 'runs the middlewares of use()',
    add: 'adds a connecting client',
    remove: 'removes a closed socket',
  },
  Socket: {
    constructor: 'sockets are created by the namespace for each connection',
    buildHandshake: 'builds socket.handshake',
    packet: 'writes an encoded packet',
    leaveAll: 'called on disconnection, leaves every room including the own-id room',
    onconnect: 'packet handler',
    onpacket: 'packet handler',
    onevent: 'packet handler',
    ack: 'builds the acknowledgement function given to listeners',
    onack: 'packet handler',
    ondisconnect: 'packet handler',
    onerror: 'called by the Client on a transport error',
    onclose: 'called by the Client when the connection closes',
    error: 'sends an ERROR packet (used when a middleware fails)',
    dispatch: 'runs socket.use() middlewares, then the listeners',
    run: 'runs the middlewares of socket.use()',
  },
  Client: {
    constructor: 'one per Engine.IO connection, created by io.onconnection()',
    setup: 'internal', connect: 'internal', doConnect: 'internal', disconnect: 'internal', remove: 'internal',
    close: 'internal', packet: 'internal', ondata: 'internal', ondecoded: 'internal', onerror: 'internal',
    onclose: 'internal', destroy: 'internal',
  },
  Manager: {
    addEventListener: 'component-emitter alias of on()',
    removeEventListener: 'component-emitter alias of off()',
    emit: 'the emitter method the Manager fires its own events with',
    emitAll: 'fires an event on the Manager and all its sockets',
    updateSocketIds: 'internal', generateId: 'internal', maybeReconnectOnOpen: 'internal',
    onopen: 'internal', onping: 'internal', onpong: 'internal', ondata: 'internal', ondecoded: 'internal',
    onerror: 'internal', packet: 'internal', processPacketQueue: 'internal', cleanup: 'internal',
    onclose: 'internal', reconnect: 'internal: starts the reconnection loop', onreconnect: 'internal',
    destroy: 'called by a socket that closes, closes the Manager when no socket is left',
  },
  ClientSocket: {
    addEventListener: 'component-emitter alias of on()',
    removeEventListener: 'component-emitter alias of off()',
    subEvents: 'internal', packet: 'internal', onopen: 'internal', onclose: 'internal', onpacket: 'internal',
    onevent: 'internal', ack: 'internal', onack: 'internal', onconnect: 'internal', emitBuffered: 'internal',
    ondisconnect: 'internal', destroy: 'internal',
  },
};

/** Public instance properties (not on the prototype), checked on live objects below. */
const INSTANCE: Record<string, string[]> = {
  Server: ['sockets', 'engine', 'httpServer', 'nsps'],
  Namespace: ['name', 'server', 'sockets', 'connected', 'adapter'],
  Socket: ['id', 'nsp', 'server', 'adapter', 'client', 'conn', 'rooms', 'connected', 'disconnected', 'handshake'],
  Client: ['id', 'conn', 'request', 'server', 'sockets', 'nsps'],
  Manager: ['engine', 'opts', 'readyState', 'nsps'],
  ClientSocket: ['id', 'io', 'nsp', 'connected', 'disconnected', 'json'],
};

/** Methods that component-emitter mixes into the client's Manager and Socket, documented where they are. */
const COMPONENT_EMITTER = ['on', 'once', 'off', 'removeListener', 'removeAllListeners', 'listeners', 'hasListeners'];

type Target = {key: string; ctor: any; className: string; section: string; file: string; extra?: string[]};

const serverTargets: Target[] = [
  {key: 'Server', ctor: Server, className: 'Server', section: 'server', file: path.join(sioLib, 'index.js')},
  {key: 'Namespace', ctor: Namespace, className: 'Namespace', section: 'namespace', file: path.join(sioLib, 'namespace.js')},
  // the Node.js EventEmitter methods a server socket inherits, documented because they are how you listen to it
  {key: 'Socket', ctor: ServerSocket, className: 'Socket', section: 'socket', file: path.join(sioLib, 'socket.js'),
    extra: ['on', 'once', 'removeListener', 'removeAllListeners', 'listeners', 'eventNames']},
  {key: 'Client', ctor: ServerClient, className: 'Client', section: 'client', file: path.join(sioLib, 'client.js')},
];

const clientTargets: Target[] = [
  {key: 'Manager', ctor: ioClient.Manager, className: 'Manager', section: 'manager', file: path.join(siocLib, 'manager.js')},
  {key: 'ClientSocket', ctor: ioClient.Socket, className: 'Socket', section: 'socket', file: path.join(siocLib, 'socket.js')},
];

/** The `@api` tag of each `X.prototype.name =` assignment in a file ('none' when its comment has none). */
function apiTags(file: string): Map<string, string> {
  const code = fs.readFileSync(file, 'utf8');
  const tags = new Map<string, string>();
  // each chunk starts with a /** comment and runs until the next one
  for (const chunk of code.split('/**').slice(1)) {
    const end = chunk.indexOf('*/');
    const tag = chunk.slice(0, end).match(/@api (\w+)/)?.[1] ?? 'none';
    for (const m of chunk.slice(end).matchAll(/\w+\.prototype\.(\w+)\s*=/g)) tags.set(m[1], tag);
  }
  return tags;
}

/** The own prototype members of a class, minus the internal ones, plus its documented extras. */
function publicMembers(target: Target): string[] {
  const internal = INTERNAL[target.key] ?? {};
  const own = Object.getOwnPropertyNames(target.ctor.prototype).filter((name) => !name.startsWith('_') && !(name in internal));
  return [...new Set([...own, ...(target.extra ?? []), ...(INSTANCE[target.key] ?? [])])];
}

/** The events a source file fires itself: `this.emit('name'`, `self.emit('name'`, `this.emitAll('name'`. */
function emittedEvents(file: string, methods = ['emit']): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const pattern = new RegExp(`(?:this|self)\\.(?:${methods.join('|')})\\('([\\w ]+)'`, 'g');
  return [...new Set([...code.matchAll(pattern)].map((m) => m[1]))];
}

/** The headings of each `##` section of a page, without their `{#id}`. */
function sections(file: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const heading of parseMarkdown(file).headings) {
    const text = heading.text.replace(/\s*\{#[\w-]+\}\s*$/, '');
    if (heading.level === 2) {
      current = [];
      result.set(heading.id ?? text, current);
    } else if (current) {
      current.push(text);
    }
  }
  return result;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function isDocumented(member: string, className: string, headings: string[]): boolean {
  const pattern =
    member === 'constructor'
      ? new RegExp(`(^|\\s)new ${escape(className)}\\(`)
      : new RegExp(`(^|[\\s.])${escape(member)}($|[\\s(])`);
  return headings.some((heading) => pattern.test(heading));
}

const managerEvents = emittedEvents(path.join(siocLib, 'manager.js'), ['emit', 'emitAll']);
const managerEventsOnSockets = emittedEvents(path.join(siocLib, 'manager.js'), ['emitAll']);

type Page = {name: string; targets: Target[]; events: Record<string, string[]>; moduleFunctions?: string[]};

const pages: Page[] = [
  {
    name: 'server-api.md',
    targets: serverTargets,
    events: {
      // Namespace#add emits "connect" and "connection"; io.on() listens on the main namespace
      server: emittedEvents(path.join(sioLib, 'namespace.js')),
      namespace: emittedEvents(path.join(sioLib, 'namespace.js')),
      socket: emittedEvents(path.join(sioLib, 'socket.js')),
    },
  },
  {
    name: 'client-api.md',
    targets: clientTargets,
    events: {
      manager: managerEvents,
      // in 2.x, Manager#emitAll fires the connection-level events on every socket as well
      socket: [...new Set([...emittedEvents(path.join(siocLib, 'socket.js')), ...managerEventsOnSockets])],
    },
    moduleFunctions: ['io(', 'io.connect(', 'io.protocol', 'io.Manager', 'io.Socket', 'io.managers'],
  },
];

describe('the 2.5 classes, as the test reads them', () => {
  // one real server and client, to check the instance properties the pages document
  let httpServer: http.Server;
  let io: any;
  let serverSocket: any;
  let clientSocket: any;
  before(async () => {
    httpServer = http.createServer();
    io = Server(httpServer);
    await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', () => resolve()));
    const {port} = httpServer.address() as {port: number};
    const connected = new Promise<any>((resolve) => io.on('connection', resolve));
    clientSocket = ioClient(`http://127.0.0.1:${port}`, {forceNew: true, transports: ['websocket']});
    serverSocket = await connected;
    await new Promise<void>((resolve) => (clientSocket.connected ? resolve() : clientSocket.once('connect', resolve)));
  });
  after(async () => {
    clientSocket.close();
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });

  test('the documented instance properties exist on live 2.5 objects', () => {
    const live: Record<string, any> = {
      Server: io,
      Namespace: io.sockets,
      Socket: serverSocket,
      Client: serverSocket.client,
      Manager: clientSocket.io,
      ClientSocket: clientSocket,
    };
    for (const [key, names] of Object.entries(INSTANCE)) {
      for (const name of names) assert.ok(name in live[key], `${key} instances have ${name}`);
    }
  });

  test('the internal list only names members that exist and that 2.5 does not mark public', () => {
    for (const target of [...serverTargets, ...clientTargets]) {
      const tags = apiTags(target.file);
      for (const [name, reason] of Object.entries(INTERNAL[target.key])) {
        assert.ok(Object.getOwnPropertyNames(target.ctor.prototype).includes(name), `${target.key}.${name} exists`);
        if (name === 'constructor' || reason.includes('EventEmitter') || reason.includes('component-emitter') || name === 'emit') continue;
        assert.ok(['private', 'none'].includes(tags.get(name) ?? 'none'), `${target.key}.${name} is @api ${tags.get(name)}`);
      }
    }
  });

  test('what the pages are checked against', () => {
    const server = publicMembers(serverTargets[0]);
    for (const name of ['origins', 'set', 'checkRequest', 'bind', 'onconnection', 'clients', 'binary', 'json', 'local']) {
      assert.ok(server.includes(name), `Server has ${name}`);
    }
    const socket = publicMembers(serverTargets[2]);
    for (const name of ['join', 'leave', 'broadcast', 'request', 'compress', 'binary', 'use']) assert.ok(socket.includes(name), `Socket has ${name}`);
    assert.deepEqual(emittedEvents(path.join(sioLib, 'socket.js')).sort(), ['disconnect', 'disconnecting', 'error']);
    assert.deepEqual(emittedEvents(path.join(sioLib, 'namespace.js')).sort(), ['connect', 'connection']);
    const manager = publicMembers(clientTargets[0]);
    for (const name of ['reconnectionAttempts', 'timeout', 'socket', 'open', 'connect', 'close']) assert.ok(manager.includes(name), `Manager has ${name}`);
    // the 2.5 client socket has no volatile flag
    assert.ok(!('volatile' in ioClient.Socket.prototype));
    assert.deepEqual(managerEventsOnSockets.sort(), [
      'connect_error', 'connect_timeout', 'error', 'ping', 'pong', 'reconnect', 'reconnect_attempt', 'reconnect_error',
      'reconnect_failed', 'reconnecting',
    ]);
  });
});

const locales = [
  {label: 'English', dir: 'versioned_docs/version-2.x'},
  {label: 'pt-br', dir: 'i18n/pt-br/docusaurus-plugin-content-docs/version-2.x'},
];

for (const page of pages) {
  for (const locale of locales) {
    const file = path.join(repoRoot, locale.dir, page.name);
    describe(`2.x ${page.name} (${locale.label})`, () => {
      test('documents every public member of the 2.5 classes', () => {
        assert.ok(fs.existsSync(file), `${path.relative(repoRoot, file)} does not exist`);
        const bySection = sections(file);
        const missing: string[] = [];
        for (const target of page.targets) {
          const headings = bySection.get(target.section);
          if (!headings) {
            missing.push(`section "## ${target.className} {#${target.section}}"`);
            continue;
          }
          for (const member of publicMembers(target)) {
            if (!isDocumented(member, target.className, headings)) missing.push(`${target.key}.${member}`);
          }
        }
        for (const fn of page.moduleFunctions ?? []) {
          if (!(bySection.get('io') ?? []).some((h) => h.startsWith(fn) || h.includes(` ${fn}`))) missing.push(`module: ${fn}`);
        }
        assert.deepEqual(missing, []);
      });

      test('documents every event', () => {
        assert.deepEqual(undocumentedEvents(sections(file), page.events), []);
      });

      test('every heading id is the github-slugger slug of its text', () => {
        assert.deepEqual(headingsWithoutSlugIds(file, locale.label !== 'English'), []);
      });
    });
  }
}
