import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import ts from 'typescript';
import {repoRoot, startExampleServer} from '../helpers/processes';
import {createSocket} from '../../examples/how-to/use-with-react-native/socket';
import {
  createConnectionState,
  type ConnectionSnapshot,
  type ConnectionState,
} from '../../examples/how-to/use-with-react-native/connectionState';

const dir = path.join(repoRoot, 'examples/how-to/use-with-react-native');

test('use-with-react-native: the samples typecheck with their own tsconfig (strict, no DOM, no React Native)', () => {
  const configFile = ts.readConfigFile(path.join(dir, 'tsconfig.json'), ts.sys.readFile);
  assert.equal(configFile.error, undefined);
  const config = ts.parseJsonConfigFileContent(configFile.config, ts.sys, dir);
  assert.deepEqual(config.fileNames.map((file) => path.basename(file)).sort(), ['connectionState.ts', 'socket.ts']);
  const program = ts.createProgram({rootNames: config.fileNames, options: config.options});
  const errors = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file) return `TS${diagnostic.code} ${message}`;
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start!);
    return `${path.relative(dir, diagnostic.file.fileName)}(${line + 1}): TS${diagnostic.code} ${message}`;
  });
  assert.deepEqual(errors, []);
});

/** Resolves with the first snapshot that satisfies the predicate (the current one included). */
function waitForSnapshot(
  connection: ConnectionState,
  predicate: (snapshot: ConnectionSnapshot) => boolean,
  timeoutMs = 5_000,
): Promise<ConnectionSnapshot> {
  return new Promise((resolve, reject) => {
    if (predicate(connection.getSnapshot())) return resolve(connection.getSnapshot());
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`timed out; last snapshot: ${JSON.stringify(connection.getSnapshot())}`));
    }, timeoutMs);
    const unsubscribe = connection.subscribe(() => {
      if (!predicate(connection.getSnapshot())) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(connection.getSnapshot());
    });
  });
}

/** Polls until the condition holds (for what the store does not notify about). */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${condition}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('use-with-react-native: websocket only, the store follows the connection, AppState disconnects and reconnects', async (t) => {
  const server = await startExampleServer('examples/how-to/use-with-react-native/server.js');
  t.after(() => server.stop());

  const socket = createSocket(server.url);
  t.after(() => socket.disconnect());
  // autoConnect: false: creating the socket opens nothing
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(socket.active, false);
  assert.equal(socket.connected, false);

  const connection = createConnectionState(socket);
  assert.deepEqual(connection.getSnapshot(), {connected: false, transport: null, lastEvent: null});

  let notifications = 0;
  const unsubscribe = connection.subscribe(() => notifications++);

  // what the component does in useEffect: its own listener, then connect()
  const messages: {id: number; text: string}[] = [];
  const onMessage = (message: {id: number; text: string}) => messages.push(message);
  socket.on('message', onMessage);
  socket.connect();

  const connected = await waitForSnapshot(connection, (s) => s.connected && s.lastEvent === 'message');
  await until(() => messages.length === 1);
  assert.equal(connected.transport, 'websocket');
  assert.equal(socket.io.engine.transport.name, 'websocket');
  // the server saw a WebSocket from the first request: no HTTP long-polling before it
  await server.waitForOutput(/connected: \S+ \(websocket\)/);
  assert.deepEqual(messages.map((m) => m.text), ['welcome']);
  assert.ok(notifications >= 2, 'subscribers are told about each change');

  // an event sent by the client comes back to it, acknowledged
  const response = await socket.timeout(5_000).emitWithAck('message', 'hello from the phone');
  assert.deepEqual(response, {ok: true});
  await until(() => messages.some((m) => m.text === 'hello from the phone'));

  // "inactive" (iOS transition) changes nothing; "active" does nothing on a socket that was not paused
  connection.onAppStateChange('inactive');
  connection.onAppStateChange('active');
  assert.equal(socket.connected, true);

  // the app goes to the background: a clean disconnection, no automatic reconnection
  const firstId = socket.id;
  connection.onAppStateChange('background');
  const paused = await waitForSnapshot(connection, (s) => !s.connected);
  assert.equal(paused.transport, null);
  assert.equal(socket.active, false);
  await server.waitForOutput(new RegExp(`disconnected: ${firstId} \\(client namespace disconnect\\)`));

  // back in the foreground: a new connection, over WebSocket again, with a new welcome message
  connection.onAppStateChange('active');
  const resumed = await waitForSnapshot(connection, (s) => s.connected);
  assert.equal(resumed.transport, 'websocket');
  assert.notEqual(socket.id, firstId);
  await until(() => messages.filter((m) => m.text === 'welcome').length === 2);

  // a socket the app disconnected on purpose stays disconnected when the app comes back
  socket.disconnect();
  await waitForSnapshot(connection, (s) => !s.connected);
  connection.onAppStateChange('background');
  connection.onAppStateChange('active');
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(socket.active, false);

  // the cleanup removes exactly the listeners that were added, and unsubscribing stops notifications
  unsubscribe();
  const before = notifications;
  socket.off('message', onMessage);
  assert.equal(socket.listeners('message').length, 0);
  assert.equal(socket.listeners('connect').length, 1, "the store's own listener is still there");
  connection.dispose();
  assert.equal(socket.listeners('connect').length, 0);
  assert.equal(socket.listeners('disconnect').length, 0);
  assert.equal(socket.listenersAny().length, 0);
  assert.equal(notifications, before);
});
