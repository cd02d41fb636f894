import type http from 'node:http';
import {createAdapter} from '@socket.io/redis-adapter';
import {createClient} from 'redis';
import {Server, type Socket} from 'socket.io';
import {AddressCap} from './addressCap';
import {setUpChat} from './chat';
import {clientAddress} from './clientAddress';
import {connectionsPerAddress, DEFAULT_LIMITS, type DemoLimits} from './limits';
import {CHAT_NAMESPACE, TOO_MANY_CONNECTIONS, WHITEBOARD_NAMESPACE} from './protocol';
import {ThrottledLog} from './throttledLog';
import {setUpWhiteboard} from './whiteboard';

export type DemoServerOptions = {
  /** Origins whose pages may connect (`http://localhost:3000`); requests without an Origin header are let in. */
  allowedOrigins: string[];
  /** With it, instances share rooms and broadcasts through this Redis server (`redis://127.0.0.1:6379`). */
  redisUrl?: string;
  /**
   * The server is behind a reverse proxy of ours, which appends the client's address to `X-Forwarded-For`: count
   * connections against that address instead of the proxy's. Never set it when clients can reach the server
   * directly, or each of them could claim any address.
   */
  trustProxy?: boolean;
  /** Caps on the whole server; missing ones take their default (DEFAULT_LIMITS in limits.ts). */
  limits?: Partial<DemoLimits>;
  /** Receives refused connections and events (a flood is summed up, not logged line by line); silent without it. */
  log?: (line: string) => void;
};

export type DemoServer = {
  io: Server;
  /** Disconnects every client, closes the HTTP server (as Socket.IO's close() does) and the Redis connections. */
  close(): Promise<void>;
};

/** Packets larger than this (bytes) close the connection: no demo event comes anywhere near it. */
export const MAX_HTTP_BUFFER_SIZE = 10_000;

/** Runs the chat and whiteboard demos on an existing HTTP server, next to whatever else it serves. */
export async function attachDemoServer(httpServer: http.Server, options: DemoServerOptions): Promise<DemoServer> {
  const log = options.log ?? (() => {});
  const refusals = new ThrottledLog(log);
  const allowedOrigins = new Set(options.allowedOrigins);
  const limits: DemoLimits = {...DEFAULT_LIMITS, ...options.limits};
  const trustProxy = options.trustProxy ?? false;
  const connections = new AddressCap(connectionsPerAddress(limits));
  const sockets = new AddressCap(limits.socketsPerAddress);
  // Worked out once per connection, from its first request (the one that carries the proxy's header).
  const addresses = new WeakMap<object, string>();

  const io = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: MAX_HTTP_BUFFER_SIZE,
    // CORS headers only tell browsers what to do with HTTP long-polling responses ...
    cors: {origin: [...allowedOrigins], methods: ['GET', 'POST']},
    // ... while this check also covers WebSocket connections, which CORS does not apply to.
    allowRequest(request, callback) {
      const origin = request.headers.origin;
      if (origin !== undefined && !allowedOrigins.has(origin)) {
        refusals.note('origin', `refused a connection from origin ${JSON.stringify(origin.slice(0, 100))}`);
        return callback('origin not allowed', false);
      }
      const address = clientAddress(request, trustProxy);
      if (connections.count(address) >= connections.max) {
        refusals.note(`connections ${address}`, `refused a connection from ${address}: it already holds ${connections.max}`);
        return callback(TOO_MANY_CONNECTIONS, false);
      }
      callback(null, true);
    },
  });

  io.engine.on('connection', (connection: Socket['conn']) => {
    const address = clientAddress(connection.request, trustProxy);
    addresses.set(connection, address);
    // Handshakes that passed allowRequest together can overshoot the cap: the extra ones are closed here.
    const release = connections.acquire(address);
    if (!release) return connection.close();
    connection.once('close', release);
  });

  /** At most `socketsPerAddress` demo sockets per address; the next one gets a connect_error that says why. */
  function admit(socket: Socket, next: (error?: Error) => void) {
    const address = addresses.get(socket.conn) ?? clientAddress(socket.conn.request, trustProxy);
    const release = sockets.acquire(address);
    if (!release) {
      refusals.note(`sockets ${address}`, `refused a ${socket.nsp.name} socket from ${address}: it already holds ${sockets.max}`);
      return next(new Error(TOO_MANY_CONNECTIONS));
    }
    // A socket leaves by its own disconnect, or with its connection if that closes before the socket is set up.
    // The connection outlives sockets that come and go on it: drop the listener with the socket.
    socket.conn.once('close', release);
    socket.once('disconnect', () => {
      release();
      socket.conn.off('close', release);
    });
    next();
  }

  const redisClients: ReturnType<typeof createClient>[] = [];
  if (options.redisUrl) {
    const pubClient = createClient({url: options.redisUrl});
    const subClient = pubClient.duplicate();
    for (const client of [pubClient, subClient]) {
      client.on('error', (error: Error) => log(`redis: ${error.message}`));
      redisClients.push(client);
    }
    await Promise.all([pubClient.connect(), subClient.connect()]);
    io.adapter(createAdapter(pubClient, subClient));
  }

  // The main namespace has no demo: say so instead of leaving a connection open for nothing.
  io.use((_socket, next) => next(new Error('connect to /chat or /whiteboard')));
  io.of(CHAT_NAMESPACE).use(admit);
  io.of(WHITEBOARD_NAMESPACE).use(admit);
  setUpChat(io, log, {limits, refusals});
  setUpWhiteboard(io, log, redisClients.length > 0, {limits, refusals});

  return {
    io,
    async close() {
      await io.close();
      refusals.flush();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
