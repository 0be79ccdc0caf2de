import { VALUE_FACETS } from "~/domain/search/facets";
import type { DocStore } from "./store.server";
import { tokenize } from "./tokens.server";
import { WordTrie, type TypoMatcher } from "./typo.server";

/**
 * Spec 01 §2: "Keyword search filters also include city, dealership or
 * location_name". A vehicle's place words are a function of its location, so
 * they are matched against those facets' values (a few dozen per tenant)
 * and the documents found through the facets' own postings: no per-vehicle
 * copy of the place text in the keyword index.
 */
export const PLACE_FACETS = ["city", "location_name", "dealership_name"] as const;
const COLUMNS = PLACE_FACETS.map((f) => VALUE_FACETS.indexOf(f));
const LETTERS = /^\p{L}+$/u;

export class PlaceIndex {
  /** Dictionary sizes the tokens were read at (values are only ever added). */
  private sizes: number[] = [];
  /** The place tokens, sorted. */
  private tokens: string[] = [];
  /** Per token, the (column, value id) pairs whose value holds it. */
  private holders: [number, number][][] = [];
  /** The letters-only tokens (indexes into tokens) and their trie, for typos. */
  private words: number[] = [];
  private trie = new WordTrie([]);

  /**
   * ORs into `bits` the slots whose place has a token starting with `word`
   * or, given a typo matcher, one the matcher accepts that does not start
   * with `word`. Returns whether any value matched.
   */
  match(store: DocStore, word: string, typo: TypoMatcher | null, bits: Uint32Array): boolean {
    this.refresh(store);
    const found: number[] = [];
    if (typo) {
      const ranges: number[] = [];
      typo.walk(this.trie, ranges);
      for (let r = 0; r < ranges.length; r += 2)
        for (let i = ranges[r]; i < ranges[r + 1]; i++)
          if (!this.tokens[this.words[i]].startsWith(word)) found.push(this.words[i]);
    } else {
      let lo = 0;
      let hi = this.tokens.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (this.tokens[mid] < word) lo = mid + 1;
        else hi = mid;
      }
      for (let t = lo; t < this.tokens.length && this.tokens[t].startsWith(word); t++) found.push(t);
    }
    const seen = new Set<number>();
    for (const t of found) {
      for (const [column, id] of this.holders[t]) {
        const key = column * 0x100000000 + id;
        if (seen.has(key)) continue;
        seen.add(key);
        store.singlePostings[column].unionInto(id, bits);
      }
    }
    return seen.size > 0;
  }

  bytes(): number {
    return this.tokens.reduce((n, t, i) => n + 56 + t.length * 2 + this.holders[i].length * 40, 0) + this.trie.nodes * 48;
  }

  private refresh(store: DocStore): void {
    const sizes = COLUMNS.map((c) => store.singleDicts[c].size);
    if (sizes.every((n, i) => n === this.sizes[i])) return;
    const byToken = new Map<string, [number, number][]>();
    for (const column of COLUMNS) {
      store.singleDicts[column].values.forEach((value, id) => {
        if (id === 0) return;
        for (const token of tokenize(value)) {
          let list = byToken.get(token);
          if (!list) byToken.set(token, (list = []));
          list.push([column, id]);
        }
      });
    }
    this.tokens = [...byToken.keys()].sort();
    this.holders = this.tokens.map((t) => byToken.get(t)!);
    this.words = this.tokens.flatMap((t, i) => (LETTERS.test(t) ? [i] : []));
    this.trie = new WordTrie(this.words.map((i) => this.tokens[i]));
    this.sizes = sizes;
  }
}
