import { compareStrings } from "./dictionary.server";
import { MultiColumn } from "./multi-column.server";

/**
 * Keyword search: every query word must be a prefix of some token of the
 * vehicle's text ("toy rav" finds a Toyota RAV4). Both sides are tokenised the
 * same way: case- and accent-insensitive, split on anything not a letter or
 * digit. A hyphenated word is also indexed joined up, so "crv" finds "CR-V".
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
  for (const [chunk] of normalise(text).matchAll(CHUNK)) {
    if (PLAIN.test(chunk)) {
      add(chunk);
      continue;
    }
    const parts = chunk.split(NOT_WORD).filter(Boolean);
    parts.forEach(add);
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
  private readonly ids = new Map<string, number>();
  private readonly tokens: string[] = [""];
  /** Each slot's current token ids. */
  private readonly column = new MultiColumn({ postings: false });
  /** All token ids in token order; new ones wait in `pending`. */
  private sortedIds: number[] = [];
  private pending: number[] = [];
  /** The layout: sortedIds[i]'s slots are slots[offsets[i]..offsets[i+1]). */
  private offsets = new Uint32Array(1);
  private slots = new Uint32Array(0);
  /** A 52-bit hash of each slot's text as last tokenised: a re-sent row with the same text skips tokenising. */
  private textHash = new Float64Array(0);
  private dirty: number[] = [];
  private dirtyMark = new Uint8Array(0);
  private laidOut = false;
  private charCount = 0;

  grow(cap: number): void {
    this.column.grow(cap);
    const hashes = new Float64Array(cap).fill(-1);
    hashes.set(this.textHash);
    this.textHash = hashes;
    const mark = new Uint8Array(cap);
    mark.set(this.dirtyMark);
    this.dirtyMark = mark;
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
    if (!this.laidOut || this.dirty.length > MAX_DIRTY) this.layOut();
  }

  /** ORs into `bits` every slot with a token starting with `word`. */
  matchPrefix(word: string, bits: Uint32Array): void {
    this.prepare();
    const { sortedIds, tokens, offsets, slots } = this;
    let lo = 0;
    let hi = sortedIds.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (tokens[sortedIds[mid]] < word) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < sortedIds.length && tokens[sortedIds[end]].startsWith(word)) end++;
    for (let i = offsets[lo], to = offsets[end]; i < to; i++) {
      const s = slots[i];
      bits[s >>> 5] |= 1 << (s & 31);
    }
    const { start, len, data } = this.column;
    for (const s of this.dirty) {
      bits[s >>> 5] &= ~(1 << (s & 31));
      for (let j = start[s], to = j + len[s]; j < to; j++) {
        if (tokens[data[j]].startsWith(word)) {
          bits[s >>> 5] |= 1 << (s & 31);
          break;
        }
      }
    }
  }

  bytes(): number {
    return (
      this.column.bytes() +
      this.textHash.byteLength +
      this.offsets.byteLength +
      this.slots.byteLength +
      this.charCount * 2 +
      this.tokens.length * 56
    );
  }

  private intern(token: string): number {
    let id = this.ids.get(token);
    if (id === undefined) {
      id = this.tokens.length;
      this.ids.set(token, id);
      this.tokens.push(token);
      this.pending.push(id);
      this.charCount += token.length;
    }
    return id;
  }

  private markDirty(slot: number): void {
    if (!this.laidOut || this.dirtyMark[slot]) return;
    this.dirtyMark[slot] = 1;
    this.dirty.push(slot);
  }

  /** Sorts new tokens into the vocabulary and rebuilds the postings from every slot's tokens. */
  private layOut(): void {
    const tokens = this.tokens;
    const byToken = (a: number, b: number) => compareStrings(tokens[a], tokens[b]);
    if (this.pending.length > 256) {
      // The default sort compares UTF-16 code units natively, the same order as compareStrings.
      this.sortedIds = tokens
        .slice(1)
        .sort()
        .map((t) => this.ids.get(t)!);
    } else {
      for (const id of this.pending) {
        let lo = 0;
        let hi = this.sortedIds.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (byToken(this.sortedIds[mid], id) < 0) lo = mid + 1;
          else hi = mid;
        }
        this.sortedIds.splice(lo, 0, id);
      }
    }
    this.pending = [];
    const position = new Uint32Array(tokens.length);
    this.sortedIds.forEach((id, i) => (position[id] = i));
    const { start, len, data } = this.column;
    const offsets = new Uint32Array(this.sortedIds.length + 1);
    for (let s = 0; s < len.length; s++) for (let j = start[s], to = j + len[s]; j < to; j++) offsets[position[data[j]] + 1]++;
    for (let i = 0; i < this.sortedIds.length; i++) offsets[i + 1] += offsets[i];
    const fill = offsets.slice(0, -1);
    const slots = new Uint32Array(offsets[offsets.length - 1]);
    for (let s = 0; s < len.length; s++)
      for (let j = start[s], to = j + len[s]; j < to; j++) slots[fill[position[data[j]]]++] = s;
    this.offsets = offsets;
    this.slots = slots;
    for (const s of this.dirty) this.dirtyMark[s] = 0;
    this.dirty = [];
    this.laidOut = true;
  }
}
