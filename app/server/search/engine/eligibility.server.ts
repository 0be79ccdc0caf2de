import type { StockFilterOptions } from "../types.server";
import { STEP, type Steps } from "./slices.server";

/**
 * The stock filter (spec 02 §7: in stock, coming soon, or sold within the last
 * N days, and shown on the dealer website; spec 01 §9: car type, freshness and
 * photo conditions per tenant). Each slot gets the last instant it is eligible
 * (-Infinity never, Infinity always). As time only moves documents out of
 * search, the set is computed once and then advanced by popping expiries off
 * a heap, instead of being recomputed per query.
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
  if (
    opts.min_photos > 0 &&
    c.photos[slot] < opts.min_photos &&
    opts.photos_required_for.some((t) => CAR_TYPE_CODES[t] === carType)
  ) {
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
  /** Eligible slots with a finite expiry: a binary min-heap on `until`. */
  private heap = new Uint32Array(0);
  private heapSize = 0;

  /** The set at `now` from every slot's stock inputs, yielding every STEP slots (slices.server.ts). */
  *recompute(c: StockColumns, slots: number, opts: StockFilterOptions, now: number): Steps<void> {
    if (this.until.length < c.alive.length) this.until = new Float64Array(c.alive.length);
    this.bits = new Uint32Array((c.alive.length + 31) >>> 5);
    if (this.heap.length < c.alive.length) this.heap = new Uint32Array(c.alive.length);
    this.heapSize = 0;
    let size = 0;
    for (let s = 0; s < slots; s++) {
      if (s % STEP === STEP - 1) yield;
      const until = eligibleUntil(c, s, opts);
      this.until[s] = until;
      if (now > until) continue;
      this.bits[s >>> 5] |= 1 << (s & 31);
      size++;
      if (until !== Infinity) this.heap[this.heapSize++] = s;
    }
    for (let i = (this.heapSize >>> 1) - 1; i >= 0; i--) {
      this.siftDown(i);
      if (i % STEP === 0) yield;
    }
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
    while (this.heapSize > 0 && this.until[this.heap[0]] < now) {
      const s = this.heap[0];
      this.heap[0] = this.heap[--this.heapSize];
      this.siftDown(0);
      this.bits[s >>> 5] &= ~(1 << (s & 31));
      this.size--;
      onExpire(s);
    }
    return true;
  }

  /** The earliest instant at which some document leaves search (Infinity if none will). */
  nextChange(): number {
    return this.heapSize > 0 ? this.until[this.heap[0]] + 1 : Infinity;
  }

  bytes(): number {
    return this.bits.byteLength + this.until.byteLength + this.heap.byteLength;
  }

  private siftDown(i: number): void {
    const { heap, until } = this;
    const n = this.heapSize;
    const slot = heap[i];
    const key = until[slot];
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && until[heap[child + 1]] < until[heap[child]]) child++;
      if (until[heap[child]] >= key) break;
      heap[i] = heap[child];
      i = child;
    }
    heap[i] = slot;
  }
}
