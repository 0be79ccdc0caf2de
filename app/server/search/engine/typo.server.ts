/**
 * Typo tolerance (issue 9): a query word of ONE_EDIT letters or more matches
 * a token within one edit, of TWO_EDITS letters or more within two. An edit
 * is an insertion, a deletion, a substitution or a swap of two neighbouring
 * letters (optimal string alignment, the restricted Damerau–Levenshtein
 * distance: "rnager" is one edit from "ranger"). An edit at the first
 * letter counts as two, as Meilisearch counts it: shoppers rarely get the
 * first letter wrong, and without this rule 'Ringwood' would find
 * Springwood. So a one-edit word must share its first letter with the
 * token; a two-edit word may differ there, as its only edit. Typos are
 * forgiven only between words of letters: a typo in a year, a stock number
 * or "cx5" is another car, and a VIN is not a word anyone misspells.
 *
 * The matching tokens are found by walking a trie of the letters-only
 * tokens (a Levenshtein automaton run over the trie): one row of the
 * edit-distance table per trie node, shared by every token below it, and a
 * subtree left as soon as no extension of its prefix can come within the
 * allowed edits. So a word costs time in the number of prefixes near it, not
 * in the size of the vocabulary.
 */

export const ONE_EDIT = 4;
export const TWO_EDITS = 8;
const LETTERS = /^\p{L}+$/u;

/** How many edits a query word may be off by. */
export function editsAllowed(word: string): number {
  if (word.length < ONE_EDIT || !LETTERS.test(word)) return 0;
  return word.length >= TWO_EDITS ? 2 : 1;
}

export class TypoMatcher {
  private readonly first: number;
  /** The rest of the word after an exact first letter, within k edits. */
  private readonly rest: EditRows;
  /** The whole word within one edit, for two-edit words with another first letter. */
  private readonly whole: EditRows | null;

  /**
   * `prefix`: the word may also be within the edits of a prefix of the token
   * (the last word of a query may be unfinished).
   */
  constructor(word: string, k: number, prefix: boolean) {
    this.first = word.charCodeAt(0);
    this.rest = new EditRows(word.slice(1), k, prefix);
    this.whole = k >= 2 ? new EditRows(word, 1, prefix) : null;
  }

  /** Whether the token matches (checked on its own, for tokens outside the trie). */
  accepts(token: string): boolean {
    if (!LETTERS.test(token)) return false;
    if (token.charCodeAt(0) === this.first) return this.rest.accepts(token.slice(1));
    return this.whole !== null && this.whole.accepts(token);
  }

  /**
   * Appends to `out` the [from, to) ranges of the trie's word indexes that
   * match, in ascending order. The trie must hold letters-only words.
   */
  walk(trie: WordTrie, out: number[]): void {
    for (let c = trie.first[0]; c !== 0; c = trie.next[c]) {
      if (trie.char[c] === this.first) {
        // The token's first letter alone, against the rest of the word (only reachable for words shorter than the engine sends).
        if (this.rest.near(0)) {
          if (this.rest.prefix) {
            emit(out, trie.lo[c], trie.hi[c]);
            continue;
          }
          if (trie.word[c] >= 0) emit(out, trie.word[c], trie.word[c] + 1);
        }
        for (let g = trie.first[c]; g !== 0; g = trie.next[g]) this.rest.visit(trie, g, 1, -1, out);
      } else if (this.whole) {
        this.whole.visit(trie, c, 1, -1, out);
      }
    }
  }
}

/** The edit-distance table of one word against the token prefixes of a trie walk. */
class EditRows {
  private readonly n: number;
  /** Row d holds the distances from the token's first d characters to every prefix of the word. */
  private readonly rows: Int32Array;

  constructor(
    readonly word: string,
    readonly k: number,
    readonly prefix: boolean,
  ) {
    this.n = word.length;
    // A token prefix more than n + k long is more than k edits from the word.
    this.rows = new Int32Array((this.n + k + 2) * (this.n + 1));
    for (let j = 0; j <= this.n; j++) this.rows[j] = Math.min(j, k + 1);
  }

  accepts(token: string): boolean {
    if (this.prefix && this.near(0)) return true;
    const last = Math.min(token.length, this.n + this.k + 1);
    for (let d = 1; d <= last; d++) {
      const min = this.step(token.charCodeAt(d - 1), d >= 2 ? token.charCodeAt(d - 2) : -1, d);
      if (this.prefix && this.at(d, this.n) <= this.k) return true;
      if (min > this.k) return false;
    }
    return !this.prefix && token.length <= this.n + this.k && this.at(token.length, this.n) <= this.k;
  }

  /** Whether the token prefix of depth d last computed is within k edits of the whole word. */
  near(d: number): boolean {
    return this.at(d, this.n) <= this.k;
  }

  /** Visits a trie node at depth d (its parent's character `before`), emitting matching word ranges. */
  visit(trie: WordTrie, node: number, d: number, before: number, out: number[]): void {
    const { n, k } = this;
    const min = this.step(trie.char[node], before, d);
    if (this.prefix && this.at(d, n) <= k) {
      emit(out, trie.lo[node], trie.hi[node]);
      return;
    }
    if (min > k) return;
    if (!this.prefix && trie.word[node] >= 0 && this.at(d, n) <= k) emit(out, trie.word[node], trie.word[node] + 1);
    for (let c = trie.first[node]; c !== 0; c = trie.next[c]) this.visit(trie, c, d + 1, trie.char[node], out);
  }

  /** Cell (d, j); cells more than k off the diagonal are not kept and are more than k. */
  private at(d: number, j: number): number {
    return j < d - this.k || j > d + this.k ? this.k + 1 : this.rows[d * (this.n + 1) + j];
  }

  /**
   * Fills row d from rows d-1 and d-2 for the token's character d-1 (`c`,
   * after `before`); returns the row's minimum. Only the band within k of
   * the diagonal is computed (Ukkonen), values capped at k + 1, and the
   * cells either side of the band set to the cap for the next row to read.
   */
  private step(c: number, before: number, d: number): number {
    const { n, k, word, rows } = this;
    const cap = k + 1;
    const w = n + 1;
    const row = d * w;
    const up = row - w;
    const lo = Math.max(1, d - k);
    const hi = Math.min(n, d + k);
    rows[row] = d <= k ? d : cap;
    if (lo > 1) rows[row + lo - 1] = cap;
    let min = rows[row];
    for (let j = lo; j <= hi; j++) {
      const wc = word.charCodeAt(j - 1);
      let v = rows[up + j - 1] + (wc === c ? 0 : 1);
      const del = rows[up + j] + 1;
      if (del < v) v = del;
      const ins = rows[row + j - 1] + 1;
      if (ins < v) v = ins;
      if (j >= 2 && d >= 2 && c === word.charCodeAt(j - 2) && before === wc) {
        const swap = rows[up - w + j - 2] + 1;
        if (swap < v) v = swap;
      }
      if (v > cap) v = cap;
      rows[row + j] = v;
      if (v < min) min = v;
    }
    if (hi < n) rows[row + hi + 1] = cap;
    return min;
  }
}

/**
 * A trie of sorted words: node 0 is the root; each node has a character,
 * its first child and next sibling (0: none, children in character order),
 * the range [lo, hi) of the words below it and the word ending at it (-1).
 */
export class WordTrie {
  // Typed once built: as lists of numbers a node cost 48 bytes, and every tenant's index has a trie.
  readonly char: Uint16Array;
  readonly first: Uint32Array;
  readonly next: Uint32Array;
  readonly lo: Uint32Array;
  readonly hi: Uint32Array;
  readonly word: Int32Array;

  /** `words` sorted in code-unit order, no duplicates. */
  constructor(words: readonly string[]) {
    const char = [0];
    const first = [0];
    const next = [0];
    const lo = [0];
    const hi = [0];
    const word = [-1];
    const last: number[] = [0];
    let path = [0];
    let prev = "";
    words.forEach((w, i) => {
      let d = 0;
      while (d < w.length && d < prev.length && w.charCodeAt(d) === prev.charCodeAt(d)) d++;
      path = path.slice(0, d + 1);
      for (const node of path) hi[node] = i + 1;
      for (let j = d; j < w.length; j++) {
        const parent = path[path.length - 1];
        const node = char.length;
        char.push(w.charCodeAt(j));
        first.push(0);
        next.push(0);
        lo.push(i);
        hi.push(i + 1);
        word.push(-1);
        last.push(0);
        if (last[parent] === 0) first[parent] = node;
        else next[last[parent]] = node;
        last[parent] = node;
        path.push(node);
      }
      word[path[path.length - 1]] = i;
      prev = w;
    });
    this.char = Uint16Array.from(char);
    this.first = Uint32Array.from(first);
    this.next = Uint32Array.from(next);
    this.lo = Uint32Array.from(lo);
    this.hi = Uint32Array.from(hi);
    this.word = Int32Array.from(word);
  }

  get nodes(): number {
    return this.char.length;
  }
}

function emit(out: number[], from: number, to: number): void {
  if (out.length > 0 && out[out.length - 1] === from) out[out.length - 1] = to;
  else out.push(from, to);
}
