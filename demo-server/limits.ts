import type {RateLimit} from './rateLimit';

/**
 * Limits on the whole server, beyond each socket's own buckets (RATE_LIMITS in rateLimit.ts): they keep one address
 * from holding many sockets, and many addresses from drowning the chat or the board together. Each instance counts
 * for itself; behind a proxy that sends an address always to the same instance, the per-address cap holds for the
 * whole cluster. The figures are documented in demo-server/README.md.
 */
export type DemoLimits = {
  /** Demo sockets (chat and whiteboard together) one client address may hold open. */
  socketsPerAddress: number;
  /** People in the chat at once (sockets that joined); the next `join` is refused with `full`. */
  chatMembers: number;
  /** Chat messages from everyone together; beyond it a message is refused with `busy`. */
  chatMessages: RateLimit;
  /** Whiteboard segments from everyone together; beyond it a segment is dropped. */
  whiteboardSegments: RateLimit;
};

export const DEFAULT_LIMITS: DemoLimits = {
  socketsPerAddress: 5,
  chatMembers: 200,
  /** 40 at once, then 20 a second: already more than anyone can read. */
  chatMessages: {burst: 40, perSecond: 20},
  /** 600 at once, then 300 a second: five people drawing at the page's full pace (50 a second) and some room. */
  whiteboardSegments: {burst: 600, perSecond: 300},
};

/**
 * Engine.io connections (the transport under the demo sockets) one address may hold: twice the socket cap, so
 * that a refused socket still gets its `connect_error`, while a client that opens connections without ever asking
 * for a namespace is stopped at the handshake.
 */
export const connectionsPerAddress = (limits: DemoLimits) => limits.socketsPerAddress * 2;
