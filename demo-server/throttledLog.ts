/**
 * Logs a kind of refusal at most once per `windowMs`: the first one is logged with its details, the ones that
 * follow within the window are only counted, and the count is logged with the next line of that kind (or by
 * `flush()` when the server closes). A flood of refusals costs a few lines a minute, whatever its size.
 */
export class ThrottledLog {
  private readonly kinds = new Map<string, {loggedAt: number; unlogged: number}>();

  constructor(
    private readonly log: (line: string) => void,
    private readonly windowMs = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** `kind` groups lines (one window per kind); `line` describes this refusal. */
  note(kind: string, line: string): void {
    const now = this.now();
    const state = this.kinds.get(kind);
    if (state && now - state.loggedAt < this.windowMs) {
      state.unlogged += 1;
      return;
    }
    const more = state?.unlogged ? ` (and ${state.unlogged} more since the last line)` : '';
    this.log(`${line}${more}`);
    this.kinds.set(kind, {loggedAt: now, unlogged: 0});
  }

  flush(): void {
    for (const [kind, state] of this.kinds) {
      if (state.unlogged > 0) this.log(`${kind}: ${state.unlogged} more refused since the last line`);
    }
    this.kinds.clear();
  }
}
