import type http from 'node:http';
import {createAdapter} from '@socket.io/redis-adapter';
import {createClient} from 'redis';
import {Server} from 'socket.io';
import {setUpChat} from './chat';
import {setUpWhiteboard} from './whiteboard';

export type DemoServerOptions = {
  /** Origins whose pages may connect (`http://localhost:3000`); requests without an Origin header are let in. */
  allowedOrigins: string[];
  /** With it, instances share rooms and broadcasts through this Redis server (`redis://127.0.0.1:6379`). */
  redisUrl?: string;
  /** Receives one line per refused connection or event; nothing is logged without it. */
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
  const allowedOrigins = new Set(options.allowedOrigins);

  const io = new Server(httpServer, {
    serveClient: false,
    maxHttpBufferSize: MAX_HTTP_BUFFER_SIZE,
    // CORS headers only tell browsers what to do with HTTP long-polling responses ...
    cors: {origin: [...allowedOrigins], methods: ['GET', 'POST']},
    // ... while this check also covers WebSocket connections, which CORS does not apply to.
    allowRequest(request, callback) {
      const origin = request.headers.origin;
      if (origin === undefined || allowedOrigins.has(origin)) return callback(null, true);
      log(`refused a connection from origin ${JSON.stringify(origin.slice(0, 100))}`);
      callback('origin not allowed', false);
    },
  });

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
  setUpChat(io, log);
  setUpWhiteboard(io, log, redisClients.length > 0);

  return {
    io,
    async close() {
      await io.close();
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
}
