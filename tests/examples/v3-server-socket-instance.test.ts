import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {freePort, repoRoot, startExampleServer, startNode} from '../helpers/processes';

const dir = 'examples/v3/server-socket-instance';
// socket.io 3.1 and socket.io-client 3.1, as the sample sees them
const req = createRequire(path.join(repoRoot, dir, 'server.js'));

test('3.x client.js (not admin): id, handshake, rooms, no socket.data, conn, socket.use() rejection, onAny, disconnect reasons', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, USER_NAME: 'alice'});
  t.after(() => client.stop());

  const id = (await client.waitForOutput(/connected as [\w-]+/)).replace('connected as ', '');
  // the same id on both sides, different from the Engine.IO id
  const line = await server.waitForOutput(new RegExp(`id: ${id} \\(Engine.IO connection: [\\w-]+\\)`));
  assert.notEqual(line.match(/connection: ([\w-]+)/)![1], id);
  await server.waitForOutput(/handshake: address=\S+ query\.room=news auth\.name=alice/);
  await server.waitForOutput(/handshake: xdomain=false secure=false EIO=4 transport=polling/);
  await server.waitForOutput(new RegExp(`rooms: ${id}, news`));
  await server.waitForOutput(/socket\.data: undefined/);
  await server.waitForOutput(/request: GET \/socket\.io\/\?room=news&EIO=4&transport=polling/);
  await server.waitForOutput(/transport: polling, protocol: 4/);
  await server.waitForOutput(/upgraded to: websocket/);

  await client.waitForOutput(/hi, alice/);
  await client.waitForOutput(/rejected: forbidden event/);
  assert.doesNotMatch(client.output(), /reset done/);
  // onAny saw the rejected event too; the acknowledgement callback is the last argument
  await server.waitForOutput(/in: hello \[null\]/);
  await server.waitForOutput(/in: admin:reset \[\]/);

  await client.waitForOutput(/disconnected: io server disconnect/);
  await server.waitForOutput(new RegExp(`disconnecting \\(server namespace disconnect\\), rooms: ${id}, news`));
  await server.waitForOutput(/disconnect \(server namespace disconnect\), rooms left: 0/);
});

test('3.x client.js as admin: the event passes socket.use()', async (t) => {
  const server = await startExampleServer(`${dir}/server.js`);
  t.after(() => server.stop());
  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, USER_NAME: 'admin'});
  t.after(() => client.stop());
  await client.waitForOutput(/reset done/);
  assert.doesNotMatch(client.output(), /rejected/);
});

test('3.1 socket: reserved names, missing 4.x APIs, and the disconnect reasons', async (t) => {
  const {Server} = req('socket.io');
  const {io: connect} = req('socket.io-client');
  const port = await freePort();
  const io = new Server(port);
  const reasons = new Map<string, string>();
  const errors = new Map<string, string>();
  const checks: Record<string, unknown> = {};
  io.on('connection', (socket: any) => {
    const k = socket.handshake.auth.k;
    socket.on('error', (err: Error) => errors.set(k, err.message));
    socket.on('disconnect', (reason: string) => reasons.set(k, reason));
    assert.throws(() => socket.emit('disconnecting'), /"disconnecting" is a reserved event name/);
    Object.assign(checks, {
      data: socket.data,
      recovered: socket.recovered,
      onAnyOutgoing: typeof socket.onAnyOutgoing,
      timeout: typeof socket.timeout,
      use: typeof socket.use,
    });
    if (k === 'close-true') socket.disconnect(true);
    if (k === 'conn-close') socket.conn.close();
  });
  const clients: any[] = [];
  t.after(() => clients.forEach((c) => c.close()));
  const open = (k: string) => {
    const c = connect(`http://localhost:${port}`, {auth: {k}, reconnection: false, transports: ['websocket']});
    clients.push(c);
    return new Promise<any>((resolve) => c.on('connect', () => resolve(c)));
  };
  await open('close-true');
  await open('conn-close');
  const leaving = await open('client-disconnect');
  leaving.disconnect();
  const garbled = await open('bad-packet');
  garbled.io.engine.write('2[not json'); // an EVENT packet the server cannot decode
  const shutdown = await open('shutdown');
  const clientReason = new Promise((resolve) => shutdown.on('disconnect', resolve));
  await new Promise((resolve) => setTimeout(resolve, 300));
  io.close();
  assert.equal(await clientReason, 'transport close');

  assert.deepEqual(checks, {data: undefined, recovered: undefined, onAnyOutgoing: 'undefined', timeout: 'undefined', use: 'function'});
  assert.equal(reasons.get('close-true'), 'server namespace disconnect');
  assert.equal(reasons.get('conn-close'), 'forced close');
  assert.equal(reasons.get('client-disconnect'), 'client namespace disconnect');
  assert.equal(errors.get('bad-packet'), 'invalid payload');
  assert.equal(reasons.get('bad-packet'), 'forced close');
  assert.equal(reasons.get('shutdown'), 'server shutting down');
});
