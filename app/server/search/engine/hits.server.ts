import type { SearchHit } from "../types.server";

/**
 * The index's hits (what a search returns per vehicle), one flat string per
 * slot instead of an object tree: a hit as objects costs about 3 KB of heap
 * (some 30 properties, a string each, an object and a string per photo),
 * which at a million vehicles in one process is most of its memory
 * (docs/PERFORMANCE.md 'Scale'). Stored, a hit is the JSON of its values in
 * the order of its keys, the keys kept once per shape; a photo list of plain
 * `{ image }` objects is kept as their common prefix and the rest of each
 * address; a nested object (the location) is kept once per distinct value.
 * A search decodes only the hits of its page. A hit JSON cannot carry
 * exactly (undefined, a Date, a non-finite number) is kept as it is.
 */
export class HitColumn {
  private encoded: (string | SearchHit | undefined)[] = [];
  private readonly shapes: Shape[] = [];
  private readonly shapeIds = new Map<string, number>();
  private readonly objects: unknown[] = [];
  private readonly objectIds = new Map<string, number>();
  private chars = 0;

  set(slot: number, hit: SearchHit): void {
    this.clear(slot);
    const encoded = this.encode(hit);
    if (encoded !== undefined) flatten(encoded);
    const stored = encoded ?? hit;
    if (typeof stored === "string") this.chars += stored.length;
    this.encoded[slot] = stored;
  }

  clear(slot: number): void {
    const old = this.encoded[slot];
    if (typeof old === "string") this.chars -= old.length;
    this.encoded[slot] = undefined;
  }

  get(slot: number): SearchHit | undefined {
    const stored = this.encoded[slot];
    return typeof stored === "string" ? this.decode(stored) : stored;
  }

  /** The stored strings (one byte a character for most stock text) and the slot array. */
  bytes(): number {
    return this.chars + this.encoded.length * 8;
  }

  private encode(hit: SearchHit): string | undefined {
    const keys = Object.keys(hit);
    const kinds: Kind[] = [];
    const values: unknown[] = [];
    for (const key of keys) {
      const v = (hit as unknown as Record<string, unknown>)[key];
      if (!jsonExact(v)) return undefined;
      const photos = Array.isArray(v) ? photoList(v) : undefined;
      if (photos) {
        kinds.push("photos");
        values.push(photos);
      } else if (v !== null && typeof v === "object" && !Array.isArray(v)) {
        kinds.push("shared");
        values.push(this.intern(v));
      } else {
        kinds.push("value");
        values.push(v);
      }
    }
    const shapeKey = `${keys.join("\u0000")}\u0001${kinds.join(",")}`;
    let shape = this.shapeIds.get(shapeKey);
    if (shape === undefined) {
      shape = this.shapes.push({ keys, kinds }) - 1;
      this.shapeIds.set(shapeKey, shape);
    }
    return JSON.stringify([shape, ...values]);
  }

  private decode(stored: string): SearchHit {
    const [shape, ...values] = JSON.parse(stored) as [number, ...unknown[]];
    const { keys, kinds } = this.shapes[shape];
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const v = values[i];
      if (kinds[i] === "photos") {
        const [prefix, ...rest] = v as string[];
        out[keys[i]] = rest.map((s) => ({ image: prefix + s }));
      } else if (kinds[i] === "shared") out[keys[i]] = this.objects[v as number];
      else out[keys[i]] = v;
    }
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

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === "object") {
    for (const inner of Object.values(v)) deepFreeze(inner);
    Object.freeze(v);
  }
  return v;
}

type Kind = "value" | "photos" | "shared";
interface Shape {
  keys: string[];
  kinds: Kind[];
}

/** `[{ image }, …]` (no other keys) as [their common prefix, …each address after it]; otherwise undefined. */
function photoList(list: unknown[]): string[] | undefined {
  if (list.length === 0) return undefined;
  const urls: string[] = [];
  for (const x of list) {
    if (x === null || typeof x !== "object" || Array.isArray(x)) return undefined;
    const keys = Object.keys(x);
    const image = (x as { image?: unknown }).image;
    if (keys.length !== 1 || typeof image !== "string") return undefined;
    urls.push(image);
  }
  let prefix = urls[0];
  for (const u of urls) {
    let n = 0;
    while (n < prefix.length && n < u.length && prefix.charCodeAt(n) === u.charCodeAt(n)) n++;
    prefix = prefix.slice(0, n);
  }
  return [prefix, ...urls.map((u) => u.slice(prefix.length))];
}

/** Whether JSON gives the value back as it is: strings, finite numbers, booleans, null, plain arrays and objects of them. */
function jsonExact(v: unknown): boolean {
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v) && !Object.is(v, -0);
  if (Array.isArray(v)) return v.every(jsonExact);
  if (typeof v === "object" && Object.getPrototypeOf(v) === Object.prototype) return Object.values(v).every(jsonExact);
  return false;
}

/**
 * V8 builds a JSON.stringify result of more than 32 characters as a tree of
 * parts (a "cons string": for a hit of ~600 characters, 4 joins over 5
 * parts, each with a header of its own), and keeps it so until something
 * reads it as a whole. A regular expression reads its subject whole: V8
 * copies the tree into one flat string, and the collector then drops the
 * parts. Measured on 100 indexes of 1,000 synthetic vehicles: 1,495 ->
 * 1,306 bytes of heap a vehicle, resident memory 4,965 -> 3,646 bytes
 * (docs/PERFORMANCE.md 'Scale').
 */
function flatten(text: string): void {
  FLATTENS.test(text);
}
const FLATTENS = /^\[/;
