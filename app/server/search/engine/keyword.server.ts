import { BitsetPool } from "./bitset.server";
import type { DocStore } from "./store.server";
import { editsAllowed, TypoMatcher } from "./typo.server";

/**
 * Keyword matching (spec 01 §2, issue 9). A vehicle matches when the query's
 * words, read left to right in groups of up to MAX_JOINED adjacent words
 * written together ("land cruiser" -> "landcruiser", "mazda 3" -> "mazda3"),
 * can each be matched, at one of four levels:
 *
 *   0. a token of the vehicle's own text starts with the group;
 *   1. or a token of its city, location or dealership name does;
 *   2. or a token of its own text is within the allowed edits of the group
 *      (typo.server.ts), the group ending the query also against prefixes
 *      of tokens, since the shopper may not have finished typing it;
 *   3. or a token of the place names is, likewise.
 *
 * The query is answered at the lowest level where any vehicle matches: a
 * place name or a forgiven typo is a fallback for a query that finds nothing
 * as written, never an addition to one that does (as Typesense's default
 * typo_tokens_threshold of 1). So 'ranger' lists the Rangers and not the
 * Range Rovers one edit away, whatever the sort, while 'rnager' and 'toyta'
 * still find their cars (and 'toyta' what 'toyota' finds: a typo in a place
 * name is the last resort, as the place name itself is the one before typos). Within the level, under the Featured sort, readings
 * with fewer groups rank first, so 'mazda 3' lists the Mazda3s (one group)
 * before the CX-3s.
 *
 * All of it is bitsets: per group, the slots matching it at each level
 * (cumulative, built up in place); per level, a dynamic programme over word
 * positions whose states are bitsets by group count, run only until a level
 * matches and only for a level that adds matches. Beyond plain prefix matching, a query costs a
 * trie walk per group of 4+ letters and a look at the place names.
 */

const MAX_JOINED = 3;
const LEVELS = 4;

interface Group {
  from: number;
  len: number;
  text: string;
  /** Slots matching the group at the current level and all before it. */
  bits: Uint32Array;
  /** Whether the group matches anything at or below each level. */
  live: boolean[];
  /** Whether each level added something the level before did not have. */
  gained: boolean[];
}

export class KeywordMatcher {
  private readonly pool = new BitsetPool();
  private next = 0;

  /**
   * Narrows G (its first nw words) to the vehicles matching the query words.
   * When `ranked`, returns the matches split into tiers, best first, if there
   * are several; otherwise null.
   */
  apply(
    store: DocStore,
    words: readonly string[],
    G: Uint32Array,
    nw: number,
    poolWords: number,
    ranked: boolean,
  ): Uint32Array[] | null {
    this.next = 0;
    const alloc = () => this.pool.get(this.next++, poolWords).fill(0, 0, nw);
    const groups = this.groups(store, words, nw, alloc);
    const n = words.length;
    const seen = alloc();
    const tiers: Uint32Array[] = [];
    for (let level = 0; level < LEVELS; level++) {
      if (level > 0) {
        for (const g of groups) this.extend(store, g, level, words.length, nw, alloc);
        // Nothing new at this level: its readings are the last level's, which matched nothing.
        if (!groups.some((g) => g.gained[level])) continue;
      }
      const ends = this.readings(groups, n, level, G, nw, alloc);
      let found = false;
      for (const [, bits] of [...ends].sort((a, b) => a[0] - b[0])) {
        let any = false;
        const tier = ranked ? alloc() : null;
        for (let w = 0; w < nw; w++) {
          const fresh = bits[w] & ~seen[w];
          if (tier) tier[w] = fresh;
          if (fresh !== 0) any = true;
          seen[w] |= bits[w];
        }
        if (any) {
          found = true;
          if (tier) tiers.push(tier);
        }
      }
      // The lowest level with matches answers the query: typos and places are fallbacks, not additions.
      if (found) break;
    }
    G.set(seen.subarray(0, nw));
    return tiers.length > 1 ? tiers : null;
  }

  bytes(): number {
    return this.pool.bytes();
  }

  /** Every group of up to MAX_JOINED adjacent words, with its level-0 matches. */
  private groups(store: DocStore, words: readonly string[], nw: number, alloc: () => Uint32Array): Group[] {
    const groups: Group[] = [];
    for (let from = 0; from < words.length; from++) {
      for (let len = 1; len <= MAX_JOINED && from + len <= words.length; len++) {
        const text = words.slice(from, from + len).join("");
        const bits = alloc();
        const live = store.tokens.matchPrefix(text, bits);
        groups.push({ from, len, text, bits, live: [live], gained: [live] });
      }
    }
    return groups;
  }

  /** Adds a level's matches to the group's bits: place names (1), typos in the vehicle's own words (2) or in place names (3). */
  private extend(store: DocStore, g: Group, level: number, n: number, nw: number, alloc: () => Uint32Array): void {
    let gained = false;
    if (level === 1) {
      gained = store.places.match(store, g.text, null, g.bits);
    } else {
      const k = editsAllowed(g.text);
      if (k > 0) {
        const matcher = new TypoMatcher(g.text, k, g.from + g.len === n);
        if (level === 2) {
          const typo = (t: string) => !t.startsWith(g.text) && matcher.accepts(t);
          const ranges = without(store.tokens.typoRanges(matcher), store.tokens.prefixRange(g.text));
          const scratch = alloc();
          if (store.tokens.matchRanges(ranges, typo, scratch)) {
            for (let w = 0; w < nw; w++) g.bits[w] |= scratch[w];
            gained = true;
          }
        } else {
          gained = store.places.match(store, g.text, matcher, g.bits);
        }
      }
    }
    g.gained[level] = gained;
    g.live[level] = g.live[level - 1] || gained;
  }

  /**
   * The slots that can read all n words at this level, by the number of
   * groups used: a dynamic programme over word positions, each state a
   * bitset of the slots that read words [0, j) in c groups.
   */
  private readings(groups: Group[], n: number, level: number, G: Uint32Array, nw: number, alloc: () => Uint32Array) {
    const states: Map<number, Uint32Array>[] = [new Map([[0, G]])];
    for (let j = 1; j <= n; j++) {
      const here = new Map<number, Uint32Array>();
      for (const g of groups) {
        if (g.from + g.len !== j || !g.live[level]) continue;
        for (const [c, S] of states[g.from]) {
          let T = here.get(c + 1);
          let any = false;
          const fresh = T === undefined;
          if (!T) T = alloc();
          const B = g.bits;
          for (let w = 0; w < nw; w++) {
            const x = S[w] & B[w];
            if (x !== 0) {
              T[w] |= x;
              any = true;
            }
          }
          if (any || !fresh) here.set(c + 1, T);
        }
      }
      states.push(here);
      // No slot reads words [0, i) for any i a group could still start from: none reads them all.
      if (states.slice(-MAX_JOINED).every((m) => m.size === 0)) return here;
    }
    return states[n];
  }
}

/** Sorted [from, to) pairs minus one range. */
function without(ranges: readonly number[], [lo, hi]: readonly [number, number]): number[] {
  const out: number[] = [];
  for (let r = 0; r < ranges.length; r += 2) {
    const a = ranges[r];
    const b = ranges[r + 1];
    if (a < Math.min(b, lo)) out.push(a, Math.min(b, lo));
    if (Math.max(a, hi) < b) out.push(Math.max(a, hi), b);
  }
  return out;
}
