/**
 * Counts what each client address holds open and refuses more than `max`. `acquire` returns the function that gives
 * the place back (safe to call more than once), or null when the address is at the cap.
 */
export class AddressCap {
  private readonly open = new Map<string, number>();

  constructor(readonly max: number) {}

  acquire(address: string): (() => void) | null {
    const count = this.open.get(address) ?? 0;
    if (count >= this.max) return null;
    this.open.set(address, count + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.open.get(address) ?? 1) - 1;
      if (left === 0) this.open.delete(address);
      else this.open.set(address, left);
    };
  }

  count(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
