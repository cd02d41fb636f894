import type {Socket} from 'socket.io';
import {TokenBucket, type RateLimit} from './rateLimit';
import type {RefusalReason} from './protocol';

/** How many refusals are logged per socket before the log only counts them (a flood must not flood the log). */
export const LOGGED_REFUSALS_PER_SOCKET = 20;

export type Guard = {
  /** Drops an event whose payload failed validation: logs it and, when the client waits for an answer, says so. */
  refuse: (event: string, reason: string, ack?: unknown, error?: RefusalReason) => void;
};

/**
 * Stands at the socket's door: events not in `limits` are dropped, and each known event spends a token of its
 * own bucket before its handler runs. Every refusal is logged (up to a cap per socket), never sent to others.
 */
export function guardSocket(socket: Socket, limits: Record<string, RateLimit>, log: (line: string) => void): Guard {
  const buckets = new Map(Object.entries(limits).map(([event, limit]) => [event, new TokenBucket(limit)]));
  let refusals = 0;

  const refuse: Guard['refuse'] = (event, reason, ack, error = 'invalid') => {
    refusals += 1;
    if (refusals <= LOGGED_REFUSALS_PER_SOCKET) {
      log(`${socket.nsp.name} ${socket.id} refused ${JSON.stringify(event.slice(0, 40))}: ${reason}`);
    }
    if (refusals === LOGGED_REFUSALS_PER_SOCKET) {
      log(`${socket.nsp.name} ${socket.id} further refusals are counted, not logged`);
    }
    if (typeof ack === 'function') ack({ok: false, error});
  };

  socket.use((packet, next) => {
    const [event, ...args] = packet;
    const last = args.at(-1);
    const bucket = typeof event === 'string' ? buckets.get(event) : undefined;
    if (!bucket) return refuse(String(event), 'unknown event', last);
    if (!bucket.take()) return refuse(event, 'rate limit reached', last, 'rate-limited');
    next();
  });

  socket.on('disconnect', () => {
    if (refusals > LOGGED_REFUSALS_PER_SOCKET) {
      log(`${socket.nsp.name} ${socket.id} left after ${refusals} refused events`);
    }
  });

  return {refuse};
}
