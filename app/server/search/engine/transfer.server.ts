/**
 * An object graph of known classes carried between threads: a search index
 * built in a loader thread (tenant-loader.server.ts) and used in the main one.
 * Structured cloning (postMessage) keeps typed arrays, Maps, Sets, Dates,
 * plain objects and shared references, but not classes, Buffers or functions,
 * so `pack` marks each instance of a listed class with its name and each
 * Buffer as such, and `unpack` gives them their prototypes back and then calls
 * each revived instance's `revived()` (children before their owners), where a
 * class makes again what could not travel (closures, objects V8 must lay out
 * afresh). An instance of an unlisted class, or a function anywhere but where
 * a class says it is dropped (`TRANSFER_DROPS`), fails the pack: a class added
 * to the engine must be listed before an index can travel.
 */

const CLASS = "\u0000class";
const BUFFER = "Buffer";

/** The classes that may travel, by a name that survives minification. */
export type TransferClasses = Readonly<Record<string, abstract new (...args: never[]) => object>>;

/** What a class leaves behind when it travels (it makes them again in `revived`). */
export const TRANSFER_DROPS = Symbol("transfer drops");

interface Marked {
  [CLASS]: string;
  fields: unknown;
}

export function pack(value: unknown, classes: TransferClasses): unknown {
  const names = new Map<unknown, string>(Object.entries(classes).map(([name, cls]) => [cls.prototype, name]));
  const memo = new Map<object, unknown>();
  const walk = (v: unknown, at: string): unknown => {
    if (typeof v === "function") throw new Error(`pack: a function at ${at}`);
    if (v === null || typeof v !== "object") return v;
    const seen = memo.get(v);
    if (seen !== undefined) return seen;
    if (Buffer.isBuffer(v)) return remember(v, { [CLASS]: BUFFER, fields: new Uint8Array(v.buffer, v.byteOffset, v.byteLength) });
    if (ArrayBuffer.isView(v) || v instanceof ArrayBuffer || v instanceof Date) return v;
    if (Array.isArray(v)) {
      // Pushed, not given a length: a holey array is cloned as a sparse one, which arrives in V8's slow dictionary mode.
      const out: unknown[] = remember(v, []);
      for (let i = 0; i < v.length; i++) out.push(walk(v[i], at));
      return out;
    }
    if (v instanceof Map) {
      const out = remember(v, new Map());
      for (const [k, x] of v) out.set(walk(k, at), walk(x, `${at}.${String(k)}`));
      return out;
    }
    if (v instanceof Set) {
      const out = remember(v, new Set());
      for (const x of v) out.add(walk(x, at));
      return out;
    }
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto === Object.prototype || proto === null) return fieldsOf(v, remember(v, {}), at, []);
    const name = names.get(proto);
    if (name === undefined) throw new Error(`pack: an instance of an unlisted class at ${at}`);
    const drops = (proto as { [TRANSFER_DROPS]?: readonly string[] })[TRANSFER_DROPS] ?? [];
    const marked = remember(v, { [CLASS]: name, fields: {} }) as Marked;
    fieldsOf(v, marked.fields as Record<string, unknown>, `${at}.${name}`, drops);
    return marked;
  };
  const fieldsOf = (v: object, out: Record<string, unknown>, at: string, drops: readonly string[]) => {
    for (const key of Object.keys(v)) {
      if (drops.includes(key)) continue;
      out[key] = walk((v as Record<string, unknown>)[key], `${at}.${key}`);
    }
    return out;
  };
  function remember<T>(from: object, to: T): T {
    memo.set(from, to);
    return to;
  }
  return walk(value, "root");
}

export function unpack<T>(packed: unknown, classes: TransferClasses): T {
  const memo = new Map<object, unknown>();
  // A clone gives every reference to a string a copy of its own (strings are values to it): a dictionary's
  // value in its list and as its map's key, a token in the vocabulary and in the trie. One copy each is kept.
  const strings = new Map<string, string>();
  const one = (s: string): string => {
    const kept = strings.get(s);
    if (kept !== undefined) return kept;
    strings.set(s, s);
    return s;
  };
  const revived: { revived?: () => void }[] = [];
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return one(v);
    if (v === null || typeof v !== "object" || ArrayBuffer.isView(v) || v instanceof ArrayBuffer || v instanceof Date) return v;
    const seen = memo.get(v);
    if (seen !== undefined) return seen;
    // The clone is this thread's own: arrays, Maps and plain objects are revived in place.
    memo.set(v, v);
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) v[i] = walk(v[i]);
      return v;
    }
    if (v instanceof Map) {
      // Set again in their order: a key is kept as the Map's key it was first set with.
      const entries = [...v];
      v.clear();
      for (const [k, x] of entries) v.set(walk(k), walk(x));
      return v;
    }
    if (v instanceof Set) {
      const values = [...v];
      v.clear();
      for (const x of values) v.add(walk(x));
      return v;
    }
    const record = v as Record<string, unknown>;
    if (!(CLASS in record)) {
      for (const key of Object.keys(record)) record[key] = walk(record[key]);
      return record;
    }
    const { [CLASS]: name, fields } = record as unknown as Marked;
    if (name === BUFFER) {
      const bytes = fields as Uint8Array;
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      memo.set(v, buffer);
      return buffer;
    }
    const cls = classes[name];
    if (!cls) throw new Error(`unpack: unknown class ${name}`);
    const instance = fields as Record<string, unknown>;
    memo.set(v, instance);
    for (const key of Object.keys(instance)) instance[key] = walk(instance[key]);
    Object.setPrototypeOf(instance, cls.prototype);
    revived.push(instance as { revived?: () => void });
    return instance;
  };
  const root = walk(packed) as T;
  for (const instance of revived) instance.revived?.();
  return root;
}
