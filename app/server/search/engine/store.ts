import { MULTI_VALUE_FACETS, RANGE_FACETS, VALUE_FACETS } from "~/domain/search-facets";
import type { SearchDoc, SearchHit } from "../types";
import { ValueDictionary } from "./dictionary";
import { CAR_TYPE_CODES, STATUS_CODES, type StockColumns } from "./eligibility";
import { MultiColumn } from "./multi-column";
import { TokenIndex } from "./tokens";

export const SORT_KEYS = ["custom_rank", "price", "year", "km", "created_at"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/**
 * The documents as columns over slots. A removed document's slot is reused by
 * the next one added; `changed` records touched slots so derived structures
 * (sort orders, eligibility, base counts) can catch up lazily at the next search.
 */
export class DocStore {
  cap = 0;
  /** Slots in use are below this. */
  high = 0;
  ids = new Float64Array(0);
  hits: (SearchHit | undefined)[] = [];
  /** One column of value ids per single-value facet, in VALUE_FACETS order. */
  single: Uint32Array[] = VALUE_FACETS.map(() => new Uint32Array(0));
  singleDicts = VALUE_FACETS.map(() => new ValueDictionary());
  multi = MULTI_VALUE_FACETS.map(() => new MultiColumn());
  multiDicts = MULTI_VALUE_FACETS.map(() => new ValueDictionary());
  /** One column per range facet, in RANGE_FACETS order; NaN when the document has no value. */
  ranges: Float64Array[] = RANGE_FACETS.map(() => new Float64Array(0));
  sortKeys = Object.fromEntries(SORT_KEYS.map((k) => [k, new Float64Array(0)])) as Record<SortKey, Float64Array>;
  stock: StockColumns = {
    alive: new Uint8Array(0),
    status: new Uint8Array(0),
    carType: new Uint8Array(0),
    show: new Uint8Array(0),
    soldAt: new Float64Array(0),
    lastSeen: new Float64Array(0),
    photos: new Uint32Array(0),
  };
  tokens = new TokenIndex();
  changed: number[] = [];
  changedMark = new Uint8Array(0);
  private readonly slotOf = new Map<number, number>();
  private free: number[] = [];

  get size(): number {
    return this.slotOf.size;
  }

  upsert(doc: SearchDoc): void {
    let slot = this.slotOf.get(doc.id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.high++;
      if (slot >= this.cap) this.grow(Math.max(64, this.cap * 2));
      this.slotOf.set(doc.id, slot);
    }
    this.touch(slot);
    this.ids[slot] = doc.id;
    this.hits[slot] = doc.hit;
    VALUE_FACETS.forEach((f, i) => {
      const v = doc.values[f];
      const first = Array.isArray(v) ? v[0] : v;
      this.single[i][slot] = first == null ? 0 : this.singleDicts[i].intern(String(first));
    });
    MULTI_VALUE_FACETS.forEach((f, i) => {
      const v = doc.values[f];
      const list = v == null ? [] : Array.isArray(v) ? v : [v];
      const ids = new Set(list.map((x) => this.multiDicts[i].intern(String(x))));
      ids.delete(0);
      this.multi[i].set(slot, [...ids]);
    });
    RANGE_FACETS.forEach((f, i) => {
      const v = doc.ranges[f];
      this.ranges[i][slot] = typeof v === "number" && Number.isFinite(v) ? v : NaN;
    });
    for (const k of SORT_KEYS) {
      const v = doc.sort[k];
      this.sortKeys[k][slot] = Number.isFinite(v) ? v : 0;
    }
    const s = this.stock;
    s.alive[slot] = 1;
    s.status[slot] = STATUS_CODES[doc.stock.status] ?? STATUS_CODES.sold;
    s.carType[slot] = CAR_TYPE_CODES[doc.stock.car_type] ?? 255;
    s.show[slot] = doc.stock.show_on_dealer_website ? 1 : 0;
    s.soldAt[slot] = doc.stock.sold_at ?? NaN;
    s.lastSeen[slot] = doc.stock.last_seen_at;
    s.photos[slot] = doc.stock.photos_count;
    this.tokens.set(slot, doc.text);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.slotOf.delete(id);
    this.free.push(slot);
    this.touch(slot);
    this.hits[slot] = undefined;
    this.stock.alive[slot] = 0;
    for (const col of this.single) col[slot] = 0;
    for (const col of this.multi) col.clear(slot);
    for (const col of this.ranges) col[slot] = NaN;
    this.tokens.clear(slot);
  }

  /** Hands over the slots changed since the last call and clears their marks. */
  takeChanges(consume: (changed: readonly number[], mark: Uint8Array) => void): void {
    if (this.changed.length === 0) return;
    consume(this.changed, this.changedMark);
    for (const s of this.changed) this.changedMark[s] = 0;
    this.changed = [];
  }

  bytes(): number {
    let n = this.ids.byteLength + this.changedMark.byteLength + this.tokens.bytes();
    for (const a of [...this.single, ...this.ranges, ...Object.values(this.sortKeys), ...Object.values(this.stock)]) n += a.byteLength;
    for (const d of [...this.singleDicts, ...this.multiDicts]) n += d.bytes();
    for (const m of this.multi) n += m.bytes();
    return n;
  }

  private touch(slot: number): void {
    if (this.changedMark[slot]) return;
    this.changedMark[slot] = 1;
    this.changed.push(slot);
  }

  private grow(cap: number): void {
    const grown = <T extends Float64Array | Uint32Array | Uint8Array>(a: T, fill?: number): T => {
      const b = new (a.constructor as new (n: number) => T)(cap);
      if (fill !== undefined) b.fill(fill);
      b.set(a);
      return b;
    };
    this.ids = grown(this.ids);
    this.single = this.single.map((a) => grown(a));
    this.ranges = this.ranges.map((a) => grown(a, NaN));
    for (const k of SORT_KEYS) this.sortKeys[k] = grown(this.sortKeys[k]);
    const s = this.stock;
    this.stock = {
      alive: grown(s.alive),
      status: grown(s.status),
      carType: grown(s.carType),
      show: grown(s.show),
      soldAt: grown(s.soldAt, NaN),
      lastSeen: grown(s.lastSeen),
      photos: grown(s.photos),
    };
    this.changedMark = grown(this.changedMark);
    for (const m of this.multi) m.grow(cap);
    this.tokens.grow(cap);
    this.cap = cap;
  }
}
