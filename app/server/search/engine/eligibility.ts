import type { StockFilterOptions } from "../types";

/**
 * The stock filter (spec 02 §7: in stock, coming soon, or sold within the last
 * N days, and shown on the dealer website; spec 01 §9: car type, freshness and
 * photo conditions per tenant). Each slot gets the last instant it is eligible
 * (-Infinity never, Infinity always). As time only moves documents out of
 * search, the set is computed once and then advanced by popping expiries in
 * order, instead of being recomputed per query.
 */

export const DAY_MS = 86_400_000;
export const STATUS_CODES = { in_stock: 0, coming_soon: 1, sold: 2 } as const;
export const CAR_TYPE_CODES = { new: 0, demo: 1, used: 2 } as const;

export interface StockColumns {
  alive: Uint8Array;
  status: Uint8Array;
  carType: Uint8Array;
  show: Uint8Array;
  soldAt: Float64Array; // NaN when never sold
  lastSeen: Float64Array;
  photos: Uint32Array;
}

export function eligibleUntil(c: StockColumns, slot: number, opts: StockFilterOptions): number {
  if (!c.alive[slot] || !c.show[slot]) return -Infinity;
  const carType = c.carType[slot];
  if (!opts.car_types.some((t) => CAR_TYPE_CODES[t] === carType)) return -Infinity;
  if (opts.min_photos > 0 && c.photos[slot] < opts.min_photos && opts.photos_required_for.some((t) => CAR_TYPE_CODES[t] === carType)) {
    return -Infinity;
  }
  let until = Infinity;
  if (c.status[slot] === STATUS_CODES.sold) {
    const soldAt = c.soldAt[slot];
    if (Number.isNaN(soldAt)) return -Infinity;
    until = soldAt + opts.include_sold_cars_days * DAY_MS;
  }
  if (opts.freshness_days > 0) until = Math.min(until, c.lastSeen[slot] + opts.freshness_days * DAY_MS);
  return until;
}

export class Eligibility {
  bits = new Uint32Array(0);
  size = 0;
  /** The instant the set was last brought up to; earlier instants need a recompute. */
  private at = -Infinity;
  private until = new Float64Array(0);
  /** Eligible slots with a finite expiry, in expiry order, and how many have been popped. */
  private queue = new Uint32Array(0);
  private popped = 0;

  recompute(c: StockColumns, slots: number, opts: StockFilterOptions, now: number): void {
    if (this.until.length < c.alive.length) this.until = new Float64Array(c.alive.length);
    this.bits = new Uint32Array((c.alive.length + 31) >>> 5);
    const expiring: number[] = [];
    let size = 0;
    for (let s = 0; s < slots; s++) {
      const until = eligibleUntil(c, s, opts);
      this.until[s] = until;
      if (now > until) continue;
      this.bits[s >>> 5] |= 1 << (s & 31);
      size++;
      if (until !== Infinity) expiring.push(s);
    }
    const queue = Uint32Array.from(expiring);
    queue.sort((a, b) => this.until[a] - this.until[b]);
    this.queue = queue;
    this.popped = 0;
    this.size = size;
    this.at = now;
  }

  /**
   * Moves the set forward to `now`, calling `onExpire` for each slot that
   * leaves it. Returns false when `now` is before the computed instant (the
   * caller must recompute).
   */
  advance(now: number, onExpire: (slot: number) => void): boolean {
    if (now < this.at) return false;
    this.at = now;
    const q = this.queue;
    while (this.popped < q.length && this.until[q[this.popped]] < now) {
      const s = q[this.popped++];
      this.bits[s >>> 5] &= ~(1 << (s & 31));
      this.size--;
      onExpire(s);
    }
    return true;
  }

  /** The earliest instant at which some document leaves search (Infinity if none will). */
  nextChange(): number {
    return this.popped < this.queue.length ? this.until[this.queue[this.popped]] + 1 : Infinity;
  }

  bytes(): number {
    return this.bits.byteLength + this.until.byteLength + this.queue.byteLength;
  }
}
