import { facetValueKey as valueKey } from "~/domain/search/facet-value-key";

/**
 * A facet's values, interned to small integer ids. Matching is case-insensitive
 * (spec 01 §3: URL filters arrive in any case) while results show the first
 * spelling seen. Id 0 means "no value".
 */

/** The one facet-value key (app/domain/search/facet-value-key.ts), under the engine's name for it. */
export { valueKey };

/** Code-unit order: deterministic and locale-independent for the "value asc" tie-break. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class ValueDictionary {
  private readonly ids = new Map<string, number>();
  /** Exact spellings already seen, so the common case skips normalising. */
  private readonly raw = new Map<string, number>();
  /** Canonical spelling by id; index 0 is the empty "no value". */
  readonly values: string[] = [""];
  private rankCache: Uint32Array | null = null;
  private charCount = 0;

  get size(): number {
    return this.values.length;
  }

  /** The id of a value, adding it when new; 0 for blank. */
  intern(value: string): number {
    const known = this.raw.get(value);
    if (known !== undefined) return known;
    const key = valueKey(value);
    if (key === "") return 0;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(key, id);
      this.values.push(value.trim());
      this.charCount += key.length + value.length;
      this.rankCache = null;
    }
    if (this.raw.size < 4 * this.values.length + 1024) this.raw.set(value, id);
    return id;
  }

  /** The id of a value, or 0 when the index has never seen it. */
  lookup(value: string): number {
    return this.raw.get(value) ?? this.ids.get(valueKey(value)) ?? 0;
  }

  /** Position of each id in ascending value order, for sorting facet values by name cheaply. */
  rank(): Uint32Array {
    if (this.rankCache && this.rankCache.length === this.values.length) return this.rankCache;
    const order = Array.from({ length: this.values.length }, (_, i) => i);
    order.sort((a, b) => compareStrings(this.values[a], this.values[b]));
    const rank = new Uint32Array(order.length);
    order.forEach((id, pos) => (rank[id] = pos));
    this.rankCache = rank;
    return rank;
  }

  bytes(): number {
    // Two UTF-16 strings per entry plus map and array overhead, roughly.
    return this.charCount * 2 + this.values.length * 64 + (this.rankCache?.byteLength ?? 0);
  }
}
