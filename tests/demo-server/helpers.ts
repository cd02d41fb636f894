import http from 'node:http';
import {io as connect, type ManagerOptions, type Socket, type SocketOptions} from 'socket.io-client';
import {attachDemoServer, type DemoServer, type DemoServerOptions} from '../../demo-server/index';
import {freePort, startNode, waitForPort, type RunningProcess} from '../helpers/processes';

export const SITE_ORIGIN = 'http://site.example';

/**
 * For tests about something else than the server-wide caps: they play every visitor from 127.0.0.1 (and a client
 * closed at the end of one test may still hold its place when the next test connects), and some draw more segments
 * at once than the whole board allows. caps.test.ts covers the caps.
 */
export const ROOMY = {limits: {socketsPerAddress: 1000, whiteboardSegments: {burst: 10_000, perSecond: 1000}}};

export type RunningDemo = DemoServer & {url: string; port: number; logs: string[]};

/** attachDemoServer on a plain HTTP server listening on a free loopback port; its log lines are kept in `logs`. */
export async function startDemo(options: Partial<Omit<DemoServerOptions, 'log'>> = {}): Promise<RunningDemo> {
  const port = await freePort();
  const httpServer = http.createServer((_request, response) => response.end('site'));
  const logs: string[] = [];
  const demo = await attachDemoServer(httpServer, {allowedOrigins: [SITE_ORIGIN], log: (line) => logs.push(line), ...options});
  await new Promise<void>((resolve) => httpServer.listen(port, '127.0.0.1', resolve));
  return {...demo, url: `http://127.0.0.1:${port}`, port, logs};
}

export type DemoProcess = RunningProcess & {url: string; port: number};

/** demo-server/main.ts in its own process, as deployed on its own, sharing `redisUrl` with the other instances. */
export async function startDemoProcess(redisUrl: string, env: Record<string, string> = {}): Promise<DemoProcess> {
  const port = await freePort();
  const instance = startNode(
    'demo-server/main.ts',
    {PORT: String(port), REDIS_URL: redisUrl, DEMO_ALLOWED_ORIGINS: SITE_ORIGIN, ...env},
    ['--import', 'tsx'],
  );
  try {
    await waitForPort(port);
    await instance.waitForOutput(/listening on .* with the Redis adapter/);
  } catch (error) {
    await instance.stop();
    throw error;
  }
  return {...instance, url: `http://127.0.0.1:${port}`, port};
}

const opened: Socket[] = [];

/**
 * A real client connected to a namespace (WebSocket only unless told otherwise); rejects on a connection error.
 * `beforeConnect` can add listeners for what the server sends on connection.
 */
export async function client(
  url: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
  beforeConnect: (socket: Socket) => void = () => {},
): Promise<Socket> {
  const socket = connect(url, {forceNew: true, transports: ['websocket'], reconnection: false, ...options});
  opened.push(socket);
  beforeConnect(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Connection options that make a client come from another loopback address (127.0.0.2, ...; Linux routes all of
 * 127/8 to the loopback interface), for both transports, so tests can play several visitors.
 */
export function from(localAddress: string): Partial<ManagerOptions & SocketOptions> {
  // The typings describe the browser (`agent` is a string there); in Node both options reach ws and the HTTP requests.
  return {localAddress, agent: new http.Agent({localAddress})} as unknown as Partial<ManagerOptions & SocketOptions>;
}

/** Closes every client opened by `client()`. */
export function closeClients(): void {
  for (const socket of opened.splice(0)) socket.disconnect();
}

/** The arguments of the next `event` on `socket`, or a rejection after `timeoutMs`. */
export function next<T = unknown>(socket: Socket, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no "${event}" within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (value: T) => {
      clearTimeout(timer);
      resolve(value);
    };
    socket.once(event, listener);
  });
}

/** Collects every `event` that reaches `socket` from now on. */
export function record<T = unknown>(socket: Socket, event: string): T[] {
  const received: T[] = [];
  socket.on(event, (value: T) => received.push(value));
  return received;
}

/** Joins the chat under `username` and returns the acknowledgement. */
export function join(socket: Socket, username: unknown): Promise<{ok: boolean; users?: number; error?: string}> {
  return socket.timeout(3000).emitWithAck('join', username);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` until it holds, or fails with `message` after `timeoutMs`. */
export async function eventually(condition: () => boolean, message: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out: ${message}`);
    await sleep(20);
  }
}
