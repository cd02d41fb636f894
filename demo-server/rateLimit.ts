/**
 * A token bucket: `burst` events at once, then `perSecond` events per second on average.
 * One bucket per socket and per kind of event; it lives and dies with the socket, so nothing to clean up.
 */
export type RateLimit = {burst: number; perSecond: number};

export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = limit.burst;
    this.last = now();
  }

  /** Takes one token if there is one; false means the event must be dropped. */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.limit.burst, this.tokens + ((now - this.last) / 1000) * this.limit.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** The figures documented in demo-server/README.md. */
export const RATE_LIMITS = {
  /** Choosing a name: 3 at once, then one every 5 seconds. */
  join: {burst: 3, perSecond: 0.2},
  /** Chat messages: 5 at once, then one per second. */
  message: {burst: 5, perSecond: 1},
  /** "Is typing" flags: 10 at once, then 2 per second. */
  typing: {burst: 10, perSecond: 2},
  /** Whiteboard segments: 120 at once, then 60 per second (the page sends at most 50 per second). */
  draw: {burst: 120, perSecond: 60},
} satisfies Record<string, RateLimit>;
