import { resized } from "./resized.server";
import { compareStrings } from "./dictionary.server";
import { MultiColumn } from "./multi-column.server";
import { runToEnd, sortStrings, STEP, type Steps } from "./slices.server";
import { WordTrie, type TypoMatcher } from "./typo.server";

/**
 * Keyword tokens of a vehicle's text (the matching rules are in
 * keyword.server.ts). Both sides are tokenised the same way: case- and
 * accent-insensitive, split on anything not a letter or digit. A compound
 * name is indexed whole and in parts, so a shopper finds it however they
 * write it (issue 9): a hyphenated word also joined up ("CR-V": cr, v, crv),
 * a word with letter/digit boundaries also split ("Mazda3": mazda3, mazda, 3;
 * "CX-30": cx, 30, cx30). Identifiers (VINs, stock numbers) are not split.
 */

const NOT_WORD = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;
/** A longer query adds nothing a shopper means and only costs time. */
const MAX_QUERY_WORDS = 12;
/** Slots changed since the postings were laid out are checked one by one, up to this many. */
const MAX_DIRTY = 512;

const ASCII = /^[\x00-\x7f]*$/;
const CHUNK = /\S+/g;
const PLAIN = /^[a-z0-9]+$/;
const MIXED = /\p{L}\p{N}|\p{N}\p{L}/u;
const RUNS = /\p{L}+|\p{N}+/gu;
// The same for lower-case ASCII, most of the stock's text, where the Unicode classes cost more.
const PLAIN_MIXED = /[a-z][0-9]|[0-9][a-z]/;
const PLAIN_RUNS = /[a-z]+|[0-9]+/g;
const DIGIT = /\p{N}/u;
/**
 * Model names split ("x5m", "rx350", "4x4"); identifiers do not: a VIN is
 * longer, a stock number ("gfo10651") has a longer number.
 */
const MAX_SPLIT_LENGTH = 12;
const MAX_SPLIT_RUNS = 3;
const MAX_SPLIT_DIGITS = 3;
const LETTERS = /^\p{L}+$/u;

function normalise(text: string): string {
  // Most stock text is ASCII, which decomposition would leave as it is.
  return ASCII.test(text) ? text.toLowerCase() : text.normalize("NFKD").replace(MARKS, "").toLowerCase();
}

/** The unique tokens of a document's text. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const add = (t: string) => {
    if (t !== "" && !out.includes(t)) out.push(t);
  };
  const addWord = (word: string, plain: boolean) => {
    add(word);
    if (word.length > MAX_SPLIT_LENGTH || !(plain ? PLAIN_MIXED : MIXED).test(word)) return;
    const runs = word.match(plain ? PLAIN_RUNS : RUNS)!;
    if (runs.length <= MAX_SPLIT_RUNS && runs.every((r) => !DIGIT.test(r[0]) || r.length <= MAX_SPLIT_DIGITS)) runs.forEach(add);
  };
  for (const [chunk] of normalise(text).matchAll(CHUNK)) {
    if (PLAIN.test(chunk)) {
      addWord(chunk, true);
      continue;
    }
    const parts = chunk.split(NOT_WORD).filter(Boolean);
    for (const part of parts) addWord(part, false);
    if (parts.length > 1) add(parts.join(""));
  }
  return out;
}

/** Two 32-bit multiplicative hashes folded into 52 bits (a float64 holds them exactly). */
function hashText(text: string): number {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return (a >>> 0) * 0x100000 + ((b >>> 0) & 0xfffff);
}

/** The words of a keyword query, each to be matched as a token prefix. */
export function queryWords(query: string): string[] {
  const words = [...new Set(normalise(query).split(NOT_WORD).filter(Boolean))];
  return words.slice(0, MAX_QUERY_WORDS);
}

/**
 * Postings laid out in token order (one contiguous run per prefix range, so a
 * prefix is a binary search and one loop). Between layouts, changed slots are
 * kept aside and checked against their current tokens, so an upsert costs
 * nothing here until enough changes pile up to lay the postings out again.
 */
export class TokenIndex {
  /**
   * Token -> id for the tokens not yet laid out. A laid-out token is found in
   * the sorted vocabulary instead (laidOutId): a map of every token (one a
   * VIN, one a stock number per vehicle) cost some 110 bytes of heap a vehicle.
   */
  private pendingIds = new Map<string, number>();
  private readonly tokens: string[] = [""];
  /** Each slot's current token ids. */
  private readonly column = new MultiColumn({ postings: false });
  /** All token ids in token order; new ones wait in `pending`. */
  private sortedIds = new Uint32Array(0);
  private pending: number[] = [];
  /** The layout: sortedIds[i]'s slots are slots[offsets[i]..offsets[i+1]). */
  private offsets = new Uint32Array(1);
  private slots = new Uint32Array(0);
  /** Token id -> index in sortedIds, for the tokens laid out (ids past its end came later). */
  private position = new Uint32Array(0);
  /** Indexes in sortedIds of the tokens made of letters only, in order: the vocabulary typos are checked against. */
  private words = new Uint32Array(0);
  private trie = new WordTrie([]);
  /** A 52-bit hash of each slot's text as last tokenised: a re-sent row with the same text skips tokenising. */
  private textHash = new Float64Array(0);
  private dirty: number[] = [];
  private dirtyMark = new Uint8Array(0);
  private laidOut = false;
  private charCount = 0;

  grow(cap: number): void {
    this.column.grow(cap);
    this.textHash = resized(this.textHash, cap, -1);
    this.dirtyMark = resized(this.dirtyMark, cap);
  }

  /** Each slot's token list packed to its size (see MultiColumn.trim). */
  trim(): void {
    this.column.trim();
  }

  set(slot: number, text: string): void {
    const hash = hashText(text);
    if (this.textHash[slot] === hash) return;
    this.textHash[slot] = hash;
    if (
      this.column.set(
        slot,
        tokenize(text).map((t) => this.intern(t)),
      )
    )
      this.markDirty(slot);
  }

  clear(slot: number): void {
    this.textHash[slot] = -1;
    this.column.clear(slot);
    this.markDirty(slot);
  }

  /** Lays the postings out again if enough has changed since the last time. */
  prepare(): void {
    // Called on every prefix look-up: no generator unless there is work.
    if (!this.laidOut || this.dirty.length > MAX_DIRTY) runToEnd(this.layOut());
  }

  /** prepare in slices (slices.server.ts). */
  *prepareSteps(): Steps<void> {
    if (!this.laidOut || this.dirty.length > MAX_DIRTY) yield* this.layOut();
  }

  /** The [from, to) range of the sorted vocabulary holding the tokens that start with `word`. */
  prefixRange(word: string): [number, number] {
    this.prepare();
    const { sortedIds, tokens } = this;
    const lo = this.firstAtLeast(word);
    let end = lo;
    while (end < sortedIds.length && tokens[sortedIds[end]].startsWith(word)) end++;
    return [lo, end];
  }

  /**
   * The ranges of the sorted vocabulary that the typo matcher accepts. Typos
   * are only forgiven between words of letters, so the matcher walks a trie
   * of the letters-only tokens (a few thousand words, where VINs and stock
   * numbers would add one token per vehicle).
   */
  typoRanges(matcher: TypoMatcher): number[] {
    this.prepare();
    const { words } = this;
    const found: number[] = [];
    matcher.walk(this.trie, found);
    const out: number[] = [];
    for (let r = 0; r < found.length; r += 2) {
      for (let i = found[r]; i < found[r + 1]; i++) {
        const p = words[i];
        if (out.length > 0 && out[out.length - 1] === p) out[out.length - 1] = p + 1;
        else out.push(p, p + 1);
      }
    }
    return out;
  }

  /**
   * ORs into `bits` every slot holding a token in the sorted `ranges` ([from,
   * to) pairs) or, for a token added since the layout, one `accept` takes.
   * Returns whether any slot was set.
   */
  matchRanges(ranges: readonly number[], accept: (token: string) => boolean, bits: Uint32Array): boolean {
    this.prepare();
    const { tokens, offsets, slots, position } = this;
    let any = false;
    for (let r = 0; r < ranges.length; r += 2) {
      const to = offsets[ranges[r + 1]];
      for (let i = offsets[ranges[r]]; i < to; i++) {
        const s = slots[i];
        bits[s >>> 5] |= 1 << (s & 31);
      }
      any ||= to > offsets[ranges[r]];
    }
    const { start, len, data } = this.column;
    for (const s of this.dirty) {
      bits[s >>> 5] &= ~(1 << (s & 31));
      for (let j = start[s], to = j + len[s]; j < to; j++) {
        const id = data[j];
        if (id < position.length ? inRanges(position[id], ranges) : accept(tokens[id])) {
          bits[s >>> 5] |= 1 << (s & 31);
          any = true;
          break;
        }
      }
    }
    return any;
  }

  /** ORs into `bits` every slot with a token starting with `word`. */
  matchPrefix(word: string, bits: Uint32Array): boolean {
    return this.matchRanges(this.prefixRange(word), (t) => t.startsWith(word), bits);
  }

  bytes(): number {
    return (
      this.column.bytes() +
      this.textHash.byteLength +
      this.offsets.byteLength +
      this.slots.byteLength +
      this.position.byteLength +
      this.words.byteLength +
      this.trie.nodes * 48 +
      this.charCount * 2 +
      this.sortedIds.byteLength +
      this.tokens.length * 24 +
      this.pendingIds.size * 40
    );
  }

  private intern(token: string): number {
    let id = this.pendingIds.get(token) ?? this.laidOutId(token);
    if (id === undefined) {
      // A copy of its own, made whole by the JSON parser: a token cut from a
      // document's text (a VIN, a stock number) would otherwise keep a larger
      // string alive for as long as the index.
      token = JSON.parse(JSON.stringify(token)) as string;
      id = this.tokens.length;
      this.pendingIds.set(token, id);
      this.tokens.push(token);
      this.pending.push(id);
      this.charCount += token.length;
    }
    return id;
  }

  /** The id of a laid-out token, by binary search of the sorted vocabulary. */
  private laidOutId(token: string): number | undefined {
    const { sortedIds, tokens } = this;
    const at = this.firstAtLeast(token);
    return at < sortedIds.length && tokens[sortedIds[at]] === token ? sortedIds[at] : undefined;
  }

  /** The first place in the sorted vocabulary whose token is not below `word` (its length if none). */
  private firstAtLeast(word: string): number {
    const { sortedIds, tokens } = this;
    let lo = 0;
    let hi = sortedIds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (tokens[sortedIds[mid]] < word) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private markDirty(slot: number): void {
    if (!this.laidOut || this.dirtyMark[slot]) return;
    this.dirtyMark[slot] = 1;
    this.dirty.push(slot);
  }

  /** Sorts new tokens into the vocabulary and rebuilds the postings from every slot's tokens, yielding every STEP tokens or slots. */
  private *layOut(): Steps<void> {
    const tokens = this.tokens;
    // The new tokens sorted (natively when there are many), then merged into the laid-out order.
    let fresh: number[];
    if (this.pending.length > 256) {
      // The default sort compares UTF-16 code units natively, the same order as compareStrings.
      const sorted = yield* sortStrings(this.pending.map((id) => tokens[id]));
      fresh = new Array<number>(sorted.length);
      for (let i = 0; i < sorted.length; i++) {
        fresh[i] = this.pendingIds.get(sorted[i])!;
        if (i % STEP === STEP - 1) yield;
      }
    } else fresh = this.pending.slice().sort((a, b) => compareStrings(tokens[a], tokens[b]));
    const old = this.sortedIds;
    const merged = new Uint32Array(old.length + fresh.length);
    for (let i = 0, j = 0, k = 0; k < merged.length; k++) {
      merged[k] =
        j >= fresh.length || (i < old.length && compareStrings(tokens[old[i]], tokens[fresh[j]]) < 0) ? old[i++] : fresh[j++];
      if (k % STEP === STEP - 1) yield;
    }
    this.sortedIds = merged;
    this.pending = [];
    this.pendingIds = new Map();
    const position = new Uint32Array(tokens.length);
    this.sortedIds.forEach((id, i) => (position[id] = i));
    yield;
    const { start, len, data } = this.column;
    const offsets = new Uint32Array(this.sortedIds.length + 1);
    for (let s = 0; s < len.length; s++) {
      for (let j = start[s], to = j + len[s]; j < to; j++) offsets[position[data[j]] + 1]++;
      if (s % STEP === STEP - 1) yield;
    }
    for (let i = 0; i < this.sortedIds.length; i++) offsets[i + 1] += offsets[i];
    const fill = offsets.slice(0, -1);
    const slots = new Uint32Array(offsets[offsets.length - 1]);
    yield;
    for (let s = 0; s < len.length; s++) {
      for (let j = start[s], to = j + len[s]; j < to; j++) slots[fill[position[data[j]]]++] = s;
      if (s % STEP === STEP - 1) yield;
    }
    this.offsets = offsets;
    this.slots = slots;
    this.position = position;
    const words: number[] = [];
    for (let i = 0; i < this.sortedIds.length; i++) {
      if (LETTERS.test(tokens[this.sortedIds[i]])) words.push(i);
      if (i % STEP === STEP - 1) yield;
    }
    this.words = Uint32Array.from(words);
    this.trie = new WordTrie(words.map((i) => tokens[this.sortedIds[i]]));
    for (const s of this.dirty) this.dirtyMark[s] = 0;
    this.dirty = [];
    this.laidOut = true;
  }
}

/** Whether index `p` falls in one of the sorted, disjoint [from, to) pairs. */
function inRanges(p: number, ranges: readonly number[]): boolean {
  let lo = 0;
  let hi = ranges.length >>> 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ranges[2 * mid + 1] <= p) lo = mid + 1;
    else hi = mid;
  }
  return lo < ranges.length >>> 1 && ranges[2 * lo] <= p;
}
