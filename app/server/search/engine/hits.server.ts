import { resized } from "./resized.server";
import type { SearchHit } from "../types.server";

/**
 * The index's hits (what a search returns per vehicle), kept as small as the
 * stock allows and outside V8's heap: a hit as objects costs about 3 KB of
 * heap, and even as one string each the hits were half the heap of a process
 * holding a million vehicles, which the collector then had to grow and walk
 * (docs/PERFORMANCE.md 'Scale').
 *
 * Stored, a hit is the JSON of its values in the order of its keys (the keys
 * kept once per shape), written as UTF-8 into one buffer per column:
 * - a string value of a key whose values repeat (make, model, fuel, colour,
 *   the dealership, ...) is the number of its entry in that key's dictionary;
 *   a key whose values are nearly all different (slug, stock number) stops
 *   growing its dictionary once it no longer pays and keeps its values as
 *   they are (dictionaryId);
 * - a string that is the first photo's address is a reference to it, an
 *   instant (created_at) its milliseconds, a value made of the one before
 *   and a prefix (a path of its slug) that prefix (encodeString);
 * - a photo list of plain `{ image }` objects is their common prefix and
 *   suffix and what each address has between the two;
 * - a nested object (the location) is kept once per distinct value.
 * A search decodes only the hits of its page. A hit JSON cannot carry exactly
 * (undefined, a Date, a non-finite number) is kept as it is.
 */
export class HitColumn {
  /** The encoded hits one after another: slot s at [start[s], start[s] + length[s]); length 0 is no hit. */
  private arena = Buffer.alloc(0);
  private used = 0;
  /** Bytes of the arena no slot points at any more (replaced or cleared hits). */
  private garbage = 0;
  private start = new Uint32Array(0);
  private length = new Uint32Array(0);
  private readonly kept = new Map<number, SearchHit>();
  private readonly shapes: Shape[] = [];
  private readonly shapeIds = new Map<string, number>();
  private readonly keyListIds = new Map<string, number>();
  private lastKeys: string[] | undefined;
  private lastKeysId = 0;
  private readonly objects: unknown[] = [];
  private readonly objectIds = new Map<string, number>();
  private readonly dictionaries = new Map<string, KeyDictionary>();

  /**
   * After travelling from a loader thread (transfer.server.ts): each shape's
   * template laid out again as shapeOf lays it out, so decoding keeps copying
   * an object of V8's fast layout.
   */
  revived(): void {
    for (const shape of this.shapes) shape.template = JSON.parse(JSON.stringify(shape.template)) as Record<string, unknown>;
  }

  set(slot: number, hit: SearchHit): void {
    this.clear(slot);
    const encoded = this.encode(hit);
    if (encoded === undefined) {
      this.kept.set(slot, hit);
      return;
    }
    this.reserveSlots(slot + 1);
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.ensureRoom(encoded.length * 3);
    const written = this.arena.write(encoded, this.used, "utf8");
    this.start[slot] = this.used;
    this.length[slot] = written;
    this.used += written;
  }

  clear(slot: number): void {
    if (slot < this.length.length && this.length[slot] !== 0) {
      this.garbage += this.length[slot];
      this.length[slot] = 0;
    }
    this.kept.delete(slot);
  }

  get(slot: number): SearchHit | undefined {
    if (slot >= this.length.length || this.length[slot] === 0) return this.kept.get(slot);
    const from = this.start[slot];
    return this.decode(this.arena.toString("utf8", from, from + this.length[slot]));
  }

  /** Room for hits in slots below this without growing (DocStore.reserve). */
  reserveSlots(slots: number): void {
    if (slots <= this.start.length) return;
    const cap = Math.max(slots, this.start.length * 2, 64);
    this.start = resized(this.start, cap);
    this.length = resized(this.length, cap);
  }

  /**
   * The arena cut to what its hits take, replaced hits' bytes dropped: once an
   * index is built (SearchIndex.prepare) the room left for growth is waste.
   */
  trim(): void {
    if (this.garbage > 0 || this.arena.length - this.used > Math.max(this.used >> 4, 4096)) this.compact(0);
  }

  /** The arena, the dictionaries' strings (one byte a character for most stock text) and the slot arrays. */
  bytes(): number {
    let n = this.arena.length + this.start.byteLength + this.length.byteLength;
    for (const d of this.dictionaries.values()) for (const v of d.values) n += v.length + 16;
    return n;
  }

  private ensureRoom(bytes: number): void {
    if (this.used + bytes <= this.arena.length) return;
    // Mostly replaced hits: copy the live ones rather than grow around the dead.
    if (this.garbage > (this.used - this.garbage) / 2) this.compact(bytes);
    if (this.used + bytes <= this.arena.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(this.used + bytes, Math.floor(this.arena.length * 1.5), 4096));
    this.arena.copy(grown, 0, 0, this.used);
    this.arena = grown;
  }

  /** Copies the live hits into an arena of their size plus `room`, in slot order. */
  private compact(room: number): void {
    const next = Buffer.allocUnsafeSlow(this.used - this.garbage + room);
    let at = 0;
    for (let s = 0; s < this.length.length; s++) {
      const n = this.length[s];
      if (n === 0) continue;
      this.arena.copy(next, at, this.start[s], this.start[s] + n);
      this.start[s] = at;
      at += n;
    }
    this.arena = next;
    this.used = at;
    this.garbage = 0;
  }

  private encode(hit: SearchHit): string | undefined {
    const keys = Object.keys(hit);
    const record = hit as unknown as Record<string, unknown>;
    // values[0] is the shape, set once the kinds are known; `kinds` one letter a key (KIND_CODES).
    const values: unknown[] = [0];
    let kinds = "";
    // The photo lists first: a string equal to the first photo of the first list is kept as a reference to it.
    const photoLists = new Map<string, string[]>();
    let firstPhoto: string | undefined;
    for (const key of keys) {
      const v = record[key];
      const photos = Array.isArray(v) && jsonExact(v) ? photoList(v) : undefined;
      if (!photos) continue;
      photoLists.set(key, photos);
      firstPhoto ??= photos[0] + photos[2] + photos[1];
    }
    let previous: unknown;
    for (const key of keys) {
      const v = record[key];
      if (typeof v === "string") {
        const kind = this.encodeString(key, v, previous, firstPhoto, values);
        kinds += kind;
        // A value kept as the first photo is decoded last: the next value cannot be made of it.
        previous = kind === "f" ? undefined : v;
        continue;
      }
      previous = v;
      const photos = photoLists.get(key);
      if (photos) {
        kinds += "p";
        values.push(photos);
        continue;
      }
      if (!jsonExact(v)) return undefined;
      if (v !== null && typeof v === "object" && !Array.isArray(v)) {
        kinds += "s";
        values.push(this.intern(v));
      } else {
        kinds += "v";
        values.push(v);
      }
    }
    values[0] = this.shapeOf(keys, kinds);
    return JSON.stringify(values);
  }

  /**
   * Pushes a string value in its smallest form and gives its kind: the first
   * photo's address ("f"), an instant as its milliseconds ("t"), the previous
   * value with a prefix, as that prefix ("e": a path made of its slug), an
   * entry of the key's dictionary ("d"), or itself ("v").
   */
  private encodeString(key: string, v: string, previous: unknown, firstPhoto: string | undefined, values: unknown[]): string {
    if (v === firstPhoto) {
      values.push(0);
      return "f";
    }
    if (v.length === 24 && ISO_INSTANT.test(v)) {
      const ms = Date.parse(v);
      if (new Date(ms).toISOString() === v) {
        values.push(ms);
        return "t";
      }
    }
    if (typeof previous === "string" && previous.length >= MIN_SUFFIX && v.length > previous.length && v.endsWith(previous)) {
      values.push(v.slice(0, v.length - previous.length));
      return "e";
    }
    const id = this.dictionaryId(key, v);
    values.push(id ?? v);
    return id === undefined ? "v" : "d";
  }

  /**
   * The shape of a hit with these keys and kinds. Hits of one index nearly
   * always have the keys of the one before (toSearchDoc builds them alike):
   * comparing the key lists spares joining them into a lookup string per hit.
   */
  private shapeOf(keys: string[], kinds: string): number {
    const last = this.lastKeys;
    let keysId = this.lastKeysId;
    if (!last || last.length !== keys.length || !keys.every((k, i) => k === last[i])) {
      const joined = keys.join("\u0000");
      keysId = this.keyListIds.get(joined) ?? this.keyListIds.size;
      this.keyListIds.set(joined, keysId);
      this.lastKeys = keys;
      this.lastKeysId = keysId;
    }
    const shapeKey = `${keysId}:${kinds}`;
    let shape = this.shapeIds.get(shapeKey);
    if (shape === undefined) {
      shape =
        this.shapes.push({
          keys,
          kinds: [...kinds].map((c) => KIND_CODES[c as keyof typeof KIND_CODES]),
          template: JSON.parse(JSON.stringify(Object.fromEntries(keys.map((k) => [k, null])))) as Record<string, unknown>,
        }) - 1;
      this.shapeIds.set(shapeKey, shape);
    }
    return shape;
  }

  /**
   * The value's entry in its key's dictionary, added if the dictionary pays
   * for itself: an entry costs about ENTRY_BYTES of heap, and each use of an
   * entry saves the value's bytes in the hit. A key whose values repeat
   * (make, fuel, the dealership) keeps adding; a key of values nearly unique
   * per hit (slug, stock number) stops once its trial allowance is spent,
   * its entries so far kept for the hits that use them.
   */
  private dictionaryId(key: string, value: string): number | undefined {
    let d = this.dictionaries.get(key);
    if (!d) {
      d = { ids: new Map(), values: [], spent: 0, saved: 0 };
      this.dictionaries.set(key, d);
    }
    let id = d.ids.get(value);
    if (id === undefined) {
      const cost = ENTRY_BYTES + value.length;
      if (d.spent + cost > d.saved + TRIAL_BYTES) return undefined;
      d.spent += cost;
      id = d.values.push(value) - 1;
      d.ids.set(value, id);
    }
    // The value's characters and quotes, against the id's digits.
    d.saved += value.length + 2 - (id < 10 ? 1 : id < 100 ? 2 : id < 1000 ? 3 : id < 10000 ? 4 : 6);
    return id;
  }

  private decode(stored: string): SearchHit {
    const values = JSON.parse(stored) as unknown[];
    const { keys, kinds, template } = this.shapes[values[0] as number];
    // A copy of the shape's template, then its keys set: an object given 35
    // new keys one by one by name would fall into V8's slow dictionary mode.
    const out: Record<string, unknown> = { ...template };
    let firstPhoto: string | undefined;
    let previous: unknown;
    for (let i = 0; i < keys.length; i++) {
      const v = values[i + 1];
      const kind = kinds[i];
      let value: unknown;
      if (kind === "value") value = v;
      else if (kind === "dictionary") value = this.dictionaries.get(keys[i])!.values[v as number];
      else if (kind === "photos") {
        const [prefix, suffix, ...middles] = v as string[];
        value = middles.map((m) => ({ image: prefix + m + suffix }));
        firstPhoto ??= prefix + middles[0] + suffix;
      } else if (kind === "instant") value = new Date(v as number).toISOString();
      else if (kind === "prefixed") value = (v as string) + (previous as string);
      else if (kind === "firstPhoto")
        value = undefined; // filled in below, once the photos are decoded
      else value = this.objects[v as number];
      out[keys[i]] = value;
      previous = kind === "firstPhoto" ? undefined : value;
    }
    if (firstPhoto !== undefined) for (let i = 0; i < keys.length; i++) if (kinds[i] === "firstPhoto") out[keys[i]] = firstPhoto;
    return out as unknown as SearchHit;
  }

  /**
   * One copy of each distinct nested object (a location is shared by every hit at it), frozen:
   * a caller that changed one hit's copy would change it for every hit that shares it.
   */
  private intern(v: object): number {
    const key = JSON.stringify(v);
    let id = this.objectIds.get(key);
    if (id === undefined) {
      id = this.objects.push(deepFreeze(JSON.parse(key))) - 1;
      this.objectIds.set(key, id);
    }
    return id;
  }
}

/** What a dictionary entry costs on the heap besides its characters: the string's header, a map entry, a list slot. */
const ENTRY_BYTES = 72;
/** Bytes a key's dictionary may spend before its entries have saved anything: some 40 first values. */
const TRIAL_BYTES = 4096;

interface KeyDictionary {
  ids: Map<string, number>;
  values: string[];
  /** Bytes its entries cost, and bytes their uses saved in the hits. */
  spent: number;
  saved: number;
}

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === "object") {
    for (const inner of Object.values(v)) deepFreeze(inner);
    Object.freeze(v);
  }
  return v;
}

type Kind = "value" | "dictionary" | "photos" | "shared" | "instant" | "prefixed" | "firstPhoto";
const KIND_CODES = {
  v: "value",
  d: "dictionary",
  p: "photos",
  s: "shared",
  t: "instant",
  e: "prefixed",
  f: "firstPhoto",
} as const satisfies Record<string, Kind>;
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** A value is kept as a prefix of the one before it only if that one is at least this long (a slug, not a word). */
const MIN_SUFFIX = 8;
interface Shape {
  keys: string[];
  kinds: Kind[];
  /** An object of the shape's keys in order, made by JSON.parse so V8 gives it a fast layout. */
  template: Record<string, unknown>;
}

/**
 * `[{ image }, …]` (no other keys) as [their common prefix, their common
 * suffix, …what each address has between the two]; otherwise undefined.
 */
function photoList(list: unknown[]): string[] | undefined {
  if (list.length === 0) return undefined;
  const urls: string[] = [];
  for (const x of list) {
    if (x === null || typeof x !== "object" || Array.isArray(x)) return undefined;
    const image = (x as { image?: unknown }).image;
    if (typeof image !== "string") return undefined;
    for (const k in x) if (k !== "image") return undefined;
    urls.push(image);
  }
  let prefix = urls[0].length;
  let suffix = urls[0].length;
  const first = urls[0];
  for (const u of urls) {
    let n = 0;
    while (n < prefix && n < u.length && first.charCodeAt(n) === u.charCodeAt(n)) n++;
    prefix = n;
  }
  // The suffix is looked for after the prefix, so the two never overlap.
  for (const u of urls) {
    let n = 0;
    const room = Math.min(suffix, u.length - prefix);
    while (n < room && first.charCodeAt(first.length - 1 - n) === u.charCodeAt(u.length - 1 - n)) n++;
    suffix = n;
  }
  const out = [first.slice(0, prefix), first.slice(first.length - suffix)];
  for (const u of urls) out.push(u.slice(prefix, u.length - suffix));
  return out;
}

/** Whether JSON gives the value back as it is: strings, finite numbers, booleans, null, plain arrays and objects of them. */
function jsonExact(v: unknown): boolean {
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v) && !Object.is(v, -0);
  if (Array.isArray(v)) {
    for (const x of v) if (!jsonExact(x)) return false;
    return true;
  }
  if (typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) {
    for (const k in v) if (!jsonExact((v as Record<string, unknown>)[k])) return false;
    return true;
  }
  return false;
}
