/**
 * The expiry times of one key's counted hits, oldest first, with an index to the first live one: pruning the
 * expired hits and finding the oldest live one cost O(1) amortized, whatever the number of hits in the window.
 */
export class HitQueue {
  private times: number[] = [];
  private head = 0;

  get size(): number {
    return this.times.length - this.head;
  }

  /** The earliest expiry among the live hits (undefined when there is none). */
  get earliest(): number | undefined {
    return this.size > 0 ? this.times[this.head] : undefined;
  }

  /** The latest expiry (undefined when there is no hit). */
  get latest(): number | undefined {
    return this.size > 0 ? this.times[this.times.length - 1] : undefined;
  }

  add(expiresAt: number): void {
    const last = this.times[this.times.length - 1];
    if (this.size === 0 || last === undefined || expiresAt >= last) {
      this.times.push(expiresAt);
      return;
    }
    // A shorter TTL than an earlier hit's (another route's limits, a clock step): keep the order.
    let low = this.head;
    let high = this.times.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.times[middle] as number) <= expiresAt) low = middle + 1;
      else high = middle;
    }
    this.times.splice(low, 0, expiresAt);
  }

  /** Forgets the hits that expired at or before `now`. */
  prune(now: number): void {
    while (this.head < this.times.length && (this.times[this.head] as number) <= now) this.head++;
    if (this.head === this.times.length) this.clear();
    else if (this.head > 1024 && this.head * 2 > this.times.length) {
      this.times = this.times.slice(this.head);
      this.head = 0;
    }
  }

  clear(): void {
    this.times = [];
    this.head = 0;
  }
}
