import { resized } from "./resized.server";
import { MULTI_VALUE_FACETS, RANGE_FACETS, VALUE_FACETS } from "~/domain/search/facets";
import type { SearchDoc } from "../types.server";
import { ValueDictionary } from "./dictionary.server";
import { CAR_TYPE_CODES, STATUS_CODES, type StockColumns } from "./eligibility.server";
import { HitColumn } from "./hits.server";
import { MultiColumn } from "./multi-column.server";
import { PlaceIndex } from "./places.server";
import { Postings } from "./postings.server";
import { RowLayout } from "./row-layout.server";
import type { Steps } from "./slices.server";
import { TokenIndex } from "./tokens.server";

export const SINGLE = VALUE_FACETS.length;
const NV = SINGLE + MULTI_VALUE_FACETS.length;

/** A column of value ids: 8, 16 or 32 bits, as the facet's dictionary needs. */
export type ValueIds = Uint8Array | Uint16Array | Uint32Array;

/** The column itself if it holds `id`, else a copy into the narrowest kind that does. */
function holding(column: ValueIds, id: number): ValueIds {
  if (id < 2 ** (8 * column.BYTES_PER_ELEMENT)) return column;
  const next = id <= 0xffff ? new Uint16Array(column.length) : new Uint32Array(column.length);
  next.set(column);
  return next;
}
export const SORT_KEYS = ["custom_rank", "price", "year", "km", "created_at"] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/**
 * The documents as columns over slots. A removed document's slot is reused by
 * the next one added; `changed` records slots whose place in a sort order may
 * have moved, so the orders catch up at the next search.
 */
export class DocStore {
  cap = 0;
  /** Slots in use are below this. */
  high = 0;
  ids = new Float64Array(0);
  /** What a search returns per slot, kept compact (see HitColumn). */
  hits = new HitColumn();
  /**
   * One column of value ids per single-value facet, in VALUE_FACETS order,
   * each as narrow as its dictionary allows (most facets have under 256
   * values: a byte a vehicle instead of four).
   */
  single: ValueIds[] = VALUE_FACETS.map(() => new Uint8Array(0));
  singleDicts = VALUE_FACETS.map(() => new ValueDictionary());
  singlePostings = VALUE_FACETS.map(() => new Postings({ singleValued: true }));
  /** Every value facet of a slot packed into a row of counter ids (see RowLayout). */
  rows = new Uint32Array(0);
  layout = new RowLayout(new Array(NV).fill(1), [0, 0]);
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
  /** The place names of the location facets' values, as keyword search reads them. */
  readonly places = new PlaceIndex();
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
    // Sort orders only need the slot again if it is new or a key moved (a re-sent feed row mostly changes neither).
    if (!this.stock.alive[slot]) this.touch(slot);
    this.ids[slot] = doc.id;
    this.hits.set(slot, doc.hit);
    for (let i = 0; i < SINGLE; i++) {
      const v = doc.values[VALUE_FACETS[i]];
      const first = Array.isArray(v) ? v[0] : v;
      const id = first == null ? 0 : this.singleDicts[i].intern(String(first));
      this.single[i] = holding(this.single[i], id);
      const old = this.single[i][slot];
      if (old !== id) {
        if (old !== 0) this.singlePostings[i].remove(old, slot);
        if (id !== 0) this.singlePostings[i].add(id, slot);
        this.single[i][slot] = id;
      }
    }
    for (let i = 0; i < MULTI_VALUE_FACETS.length; i++) {
      const v = doc.values[MULTI_VALUE_FACETS[i]];
      const ids: number[] = [];
      for (const x of v == null ? [] : Array.isArray(v) ? v : [v]) {
        const id = this.multiDicts[i].intern(String(x));
        if (id !== 0 && !ids.includes(id)) ids.push(id);
      }
      this.multi[i].set(slot, ids);
    }
    let fits = true;
    for (let f = 0; f < NV; f++)
      fits &&= this.layout.fits(f, (f < SINGLE ? this.singleDicts[f] : this.multiDicts[f - SINGLE]).size - 1);
    if (!fits) this.relayout();
    this.layout.writeRow(this.rows, slot, this.single, this.multi);
    for (let i = 0; i < RANGE_FACETS.length; i++) {
      const v = doc.ranges[RANGE_FACETS[i]];
      const next = typeof v === "number" && Number.isFinite(v) ? v : NaN;
      if (!Object.is(next, this.ranges[i][slot])) this.touch(slot);
      this.ranges[i][slot] = next;
    }
    for (const k of SORT_KEYS) {
      const v = doc.sort[k];
      const next = Number.isFinite(v) ? v : 0;
      if (next !== this.sortKeys[k][slot]) this.touch(slot);
      this.sortKeys[k][slot] = next;
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
    this.hits.clear(slot);
    this.stock.alive[slot] = 0;
    for (let i = 0; i < SINGLE; i++) {
      if (this.single[i][slot] !== 0) this.singlePostings[i].remove(this.single[i][slot], slot);
      this.single[i][slot] = 0;
    }
    for (const col of this.multi) col.clear(slot);
    this.layout.writeRow(this.rows, slot, this.single, this.multi);
    for (const col of this.ranges) col[slot] = NaN;
    this.tokens.clear(slot);
  }

  slotFor(id: number): number | undefined {
    return this.slotOf.get(id);
  }

  /** Forgets the slots changed so far (the derived structures have caught up with them) and clears their marks. */
  clearChanges(): void {
    for (const s of this.changed) this.changedMark[s] = 0;
    this.changed = [];
  }

  bytes(): number {
    let n = this.ids.byteLength + this.rows.byteLength + this.changedMark.byteLength + this.tokens.bytes() + this.hits.bytes();
    for (const a of [...this.single, ...this.ranges, ...Object.values(this.sortKeys), ...Object.values(this.stock)])
      n += a.byteLength;
    for (const d of [...this.singleDicts, ...this.multiDicts]) n += d.bytes();
    n += this.places.bytes();
    for (const m of this.multi) n += m.bytes();
    for (const p of this.singlePostings) n += p.bytes();
    return n;
  }

  /**
   * What was reserved for growth given back once the index is built (SearchIndex.prepare):
   * the hits' arena, the postings and the multi-value lists cut to their size.
   */
  *trimSteps(): Steps<void> {
    // A step each: the hits of 200,000 vehicles are a copy of some 80 MB.
    this.hits.trim();
    yield;
    for (const p of this.singlePostings) p.trim();
    yield;
    for (const m of this.multi) {
      m.trim();
      yield;
    }
    this.tokens.trim();
  }

  /** Plans the row layout for the current dictionaries and repacks every row. */
  private relayout(): void {
    const sizes = [...this.singleDicts, ...this.multiDicts].map((d) => d.size);
    const docs = Math.max(1, this.slotOf.size);
    this.layout = new RowLayout(
      sizes,
      this.multi.map((m) => m.entries / docs),
    );
    this.rows = new Uint32Array(this.cap * this.layout.width);
    for (let s = 0; s < this.high; s++) this.layout.writeRow(this.rows, s, this.single, this.multi);
  }

  private touch(slot: number): void {
    if (this.changedMark[slot]) return;
    this.changedMark[slot] = 1;
    this.changed.push(slot);
  }

  /** Columns for at least this many slots (see SearchIndex.reserve). */
  reserve(slots: number): void {
    if (slots > this.cap) this.grow(slots);
  }

  private grow(cap: number): void {
    const grown = <T extends Float64Array | Uint32Array | Uint16Array | Uint8Array>(a: T, fill?: number): T =>
      resized(a, cap, fill);
    this.ids = grown(this.ids);
    this.single = this.single.map((a) => grown<ValueIds>(a));
    const rows = new Uint32Array(cap * this.layout.width);
    rows.set(this.rows);
    this.rows = rows;
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
    for (const p of this.singlePostings) p.grow(cap);
    this.tokens.grow(cap);
    this.hits.reserveSlots(cap);
    this.cap = cap;
  }
}
