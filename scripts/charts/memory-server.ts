/**
 * The Socket.IO server whose memory measure.ts reads, in a process of its own so that neither the clients nor the
 * script that drives them are counted. Started by measure.ts with --expose-gc; it answers "measure" messages with
 * process.memoryUsage() taken after full collections.
 *
 * Environment: PER_MESSAGE_DEFLATE=1 enables WebSocket compression; WS_ENGINE names the package that provides the
 * WebSocket server ("ws", the default, or "eiows").
 */
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {Server, type ServerOptions} from 'socket.io';

export interface MemoryReading {
  clients: number;
  heapUsed: number;
  rss: number;
  external: number;
}

const gc = (globalThis as {gc?: () => void}).gc;
if (!gc || !process.send) {
  console.error('memory-server.ts is started by measure.ts (it needs --expose-gc and an IPC channel)');
  process.exit(1);
}

const options: Partial<ServerOptions> = {
  perMessageDeflate: process.env.PER_MESSAGE_DEFLATE === '1' ? {threshold: 1024} : false,
};
const engine = process.env.WS_ENGINE ?? 'ws';
if (engine !== 'ws') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  options.wsEngine = require(engine).Server;
}

const httpServer = createServer();
const io = new Server(httpServer, options);
io.on('connection', (socket) => {
  // The clients send one message and wait for this acknowledgement: with compression on, both directions then
  // carry a compressed frame, as in an application that exchanges a few messages.
  socket.on('hello', (payload: string, ack: (reply: string) => void) => ack(payload));
});

/** Several collections, with a turn of the event loop between them, so that finalizers run and their garbage goes. */
async function settledMemory(): Promise<MemoryReading> {
  for (let i = 0; i < 3; i++) {
    gc!();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const {heapUsed, rss, external} = process.memoryUsage();
  return {clients: io.engine.clientsCount, heapUsed, rss, external};
}

process.on('message', async (message: {type: string}) => {
  if (message.type === 'measure') process.send!({type: 'memory', reading: await settledMemory()});
  if (message.type === 'close') {
    io.close();
    process.exit(0);
  }
});
process.on('disconnect', () => process.exit(0));

httpServer.listen(0, '127.0.0.1', () => {
  process.send!({type: 'listening', port: (httpServer.address() as AddressInfo).port});
});
