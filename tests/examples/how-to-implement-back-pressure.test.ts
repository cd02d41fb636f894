import {test, type TestContext} from 'node:test';
import assert from 'node:assert/strict';
import {createHash, randomBytes} from 'node:crypto';
import {mkdir, mkdtemp, readdir, readFile, writeFile, rm} from 'node:fs/promises';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Writable} from 'node:stream';
import {Server, type ServerOptions} from 'socket.io';
import {io, type Socket} from 'socket.io-client';
import {startExampleServer, startNode} from '../helpers/processes';
import {receiveFiles} from '../../examples/how-to/implement-back-pressure/receiver.js';
import {sendFile, sendFileOneChunkAtATime} from '../../examples/how-to/implement-back-pressure/sender.js';

const dir = 'examples/how-to/implement-back-pressure';
const MiB = 1024 * 1024;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A scratch folder holding a file of random bytes, removed after the test. */
async function randomFile(t: TestContext, size: number) {
  const folder = await mkdtemp(path.join(tmpdir(), 'back-pressure-'));
  t.after(() => rm(folder, {recursive: true, force: true}));
  const data = randomBytes(size);
  const file = path.join(folder, 'large-file.bin');
  await writeFile(file, data);
  return {folder, file, data};
}

/** A disk that takes `delayMs` to write each chunk, keeping what it was given. */
class SlowDisk extends Writable {
  chunks: Buffer[] = [];
  written = 0;
  constructor(private delayMs: number) {
    super();
  }
  override _write(chunk: Buffer, _encoding: string, callback: (error?: Error) => void) {
    this.chunks.push(chunk);
    setTimeout(() => {
      this.written++;
      callback();
    }, this.delayMs);
  }
}

type Storage = {open: (id: string) => Writable; remove: (id: string) => Promise<void>; removed: string[]};

function storageOf(open: (id: string) => Writable): Storage {
  const removed: string[] = [];
  return {open, removed, remove: async (id) => void removed.push(id)};
}

/**
 * A Socket.IO server in this process whose sockets receive files into `storage`. It counts the chunks that have
 * arrived and are not written yet, the chunks in flight as the server sees them.
 */
async function startReceiver(t: TestContext, storage: Storage, options: Partial<ServerOptions> = {maxHttpBufferSize: 2e6}) {
  const httpServer = createServer();
  const server = new Server(httpServer, options);
  const stats = {received: 0, maxInFlight: 0, written: () => 0};
  server.on('connection', (socket) => {
    socket.use(([event], next) => {
      if (event === 'upload:chunk') {
        stats.received++;
        stats.maxInFlight = Math.max(stats.maxInFlight, stats.received - stats.written());
      }
      next();
    });
    receiveFiles(socket, storage);
  });
  await new Promise<void>((resolve) => httpServer.listen(0, resolve));
  t.after(() => server.close());
  return {url: `http://localhost:${(httpServer.address() as AddressInfo).port}`, stats};
}

function connect(t: TestContext, url: string, transports = ['websocket']): Socket {
  const socket = io(url, {forceNew: true, reconnection: false, transports});
  t.after(() => socket.disconnect());
  return socket;
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('back pressure: the sample client uploads 5 MB to the sample server, which writes the same bytes', async (t) => {
  const {folder, data} = await randomFile(t, 5_000_000);
  const uploadDir = path.join(folder, 'uploads');
  await mkdir(uploadDir);
  const server = await startExampleServer(`${dir}/server.js`, {UPLOAD_DIR: uploadDir});
  t.after(() => server.stop());

  const client = startNode(`${dir}/client.js`, {SERVER_URL: server.url, FILE: path.join(folder, 'large-file.bin')});
  t.after(() => client.stop());
  const line = await client.waitForOutput(/uploaded .* as \S+ \(\d+ bytes\)/, 30_000);
  const [, id, size] = line.match(/as (\S+) \((\d+) bytes\)/)!;
  assert.equal(Number(size), 5_000_000);
  assert.deepEqual(await readdir(uploadDir), [id]);
  assert.equal(sha256(await readFile(path.join(uploadDir, id))), sha256(data));

  // over HTTP long-polling too: a 1 MiB chunk in base64 (about 1.4 MB) stays under the server's 2e6
  const polling = connect(t, server.url, ['polling']);
  const second = await sendFile(polling, path.join(folder, 'large-file.bin'));
  assert.equal(sha256(await readFile(path.join(uploadDir, second.id))), sha256(data));

  // a chunk above maxHttpBufferSize: the server drops the connection, then deletes the partial file
  const tooLarge = connect(t, server.url);
  await assert.rejects(sendFile(tooLarge, path.join(folder, 'large-file.bin'), {chunkSize: 3 * MiB}), /socket has been disconnected/);
  await until(async () => (await readdir(uploadDir)).length === 2, 'the partial file to be deleted');
});

test('back pressure: with a slow disk, no more chunks are in flight than the window allows', async (t) => {
  const {file, data} = await randomFile(t, 5 * MiB);
  const chunkSize = 256 * 1024; // 20 chunks

  for (const [label, send, window] of [
    ['sendFile, window of 4', (socket: Socket) => sendFile(socket, file, {chunkSize, window: 4}), 4],
    ['sendFile, window of 2', (socket: Socket) => sendFile(socket, file, {chunkSize, window: 2}), 2],
    ['one chunk at a time', (socket: Socket) => sendFileOneChunkAtATime(socket, file, {chunkSize}), 1],
  ] as const) {
    let disk: SlowDisk | undefined;
    const {url, stats} = await startReceiver(t, storageOf(() => (disk = new SlowDisk(50))));
    stats.written = () => disk?.written ?? 0;

    const answer = await send(connect(t, url));
    assert.equal(answer.size, 5 * MiB, label);
    assert.equal(sha256(Buffer.concat(disk!.chunks)), sha256(data), `${label}: the bytes written`);
    assert.equal(stats.received, 20, label);
    // the sender fills its window (the disk is slow) and never goes beyond it
    assert.equal(stats.maxInFlight, window, `${label}: chunks in flight at most`);
  }

  // the same file sent without waiting for acknowledgements: every chunk piles up in front of the disk
  let disk: SlowDisk | undefined;
  const {url, stats} = await startReceiver(t, storageOf(() => (disk = new SlowDisk(50))));
  stats.written = () => disk?.written ?? 0;
  const socket = connect(t, url);
  const {id} = await socket.emitWithAck('upload:start', {size: data.length});
  const acks = [];
  for (let offset = 0; offset < data.length; offset += chunkSize) {
    acks.push(socket.emitWithAck('upload:chunk', id, data.subarray(offset, offset + chunkSize)));
  }
  await Promise.all(acks);
  assert.ok(stats.maxInFlight > 10, `without back pressure, ${stats.maxInFlight} chunks were waiting for the disk`);
});

test('back pressure: maxHttpBufferSize at its default (1e6) refuses a 1 MiB chunk, over WebSocket and HTTP long-polling', async (t) => {
  const {file} = await randomFile(t, 3 * MiB);
  for (const transports of [['websocket'], ['polling']]) {
    const storage = storageOf(() => new SlowDisk(0));
    const {url} = await startReceiver(t, storage, {});
    await assert.rejects(sendFile(connect(t, url, transports), file), /socket has been disconnected/, transports[0]);
    // the server cleans up after the socket that went away
    await until(() => storage.removed.length === 1, `${transports[0]}: the partial upload to be removed`);
  }
});

test('back pressure: a write error and a timeout fail the upload, and the receiver removes the partial file', async (t) => {
  const {file} = await randomFile(t, 3 * MiB);

  // the disk fails at the second chunk
  let writes = 0;
  const failing = storageOf(
    () =>
      new Writable({
        write(_chunk, _encoding, callback) {
          writes++;
          callback(writes === 2 ? new Error('ENOSPC: no space left on device') : undefined);
        },
      }),
  );
  const broken = await startReceiver(t, failing);
  await assert.rejects(sendFile(connect(t, broken.url), file), /write failed/);
  await until(() => failing.removed.length === 1, 'the partial file to be removed after a write error');

  // the disk never answers: the sender gives up after its timeout and aborts the upload
  const stuck = storageOf(() => new Writable({write() {}}));
  const hanging = await startReceiver(t, stuck);
  const socket = connect(t, hanging.url);
  const started = Date.now();
  await assert.rejects(sendFile(socket, file, {timeout: 500}), /operation has timed out/);
  assert.ok(Date.now() - started < 5000);
  assert.equal(socket.connected, true, 'a timeout does not close the connection');
  await until(() => stuck.removed.length === 1, 'the aborted upload to be removed');
});
