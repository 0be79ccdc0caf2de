import { compareStrings } from "./dictionary";
import { MultiColumn } from "./multi-column";

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

function normalise(text: string): string {
  return text.normalize("NFKD").replace(MARKS, "").toLowerCase();
}

/** The unique tokens of a document's text. */
export function tokenize(text: string): string[] {
  const out = new Set<string>();
  for (const chunk of normalise(text).split(/\s+/)) {
    const parts = chunk.split(NOT_WORD).filter(Boolean);
    for (const p of parts) out.add(p);
    if (parts.length > 1) out.add(parts.join(""));
  }
  return [...out];
}

/** The words of a keyword query, each to be matched as a token prefix. */
export function queryWords(query: string): string[] {
  const words = [...new Set(normalise(query).split(NOT_WORD).filter(Boolean))];
  return words.slice(0, MAX_QUERY_WORDS);
}

export class TokenIndex {
  private readonly ids = new Map<string, number>();
  private readonly tokens: string[] = [""];
  readonly column = new MultiColumn();
  /** Token ids in token order, for binary-searching a prefix range. */
  private sortedIds: number[] = [];
  private pending: number[] = [];
  private charCount = 0;

  grow(cap: number): void {
    this.column.grow(cap);
  }

  set(slot: number, text: string): void {
    const ids = tokenize(text).map((t) => this.intern(t));
    this.column.set(slot, ids);
  }

  clear(slot: number): void {
    this.column.clear(slot);
  }

  /** ORs into `bits` every slot with a token starting with `word`. */
  matchPrefix(word: string, bits: Uint32Array): void {
    this.settle();
    const sorted = this.sortedIds;
    const tokens = this.tokens;
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (tokens[sorted[mid]] < word) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length && tokens[sorted[i]].startsWith(word); i++) {
      this.column.unionInto(sorted[i], bits);
    }
  }

  bytes(): number {
    return this.column.bytes() + this.charCount * 4 + this.tokens.length * 72;
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

  /** Brings the sorted vocabulary up to date: a few new tokens are inserted, many re-sort. */
  private settle(): void {
    if (this.pending.length === 0) return;
    const tokens = this.tokens;
    if (this.pending.length > 256) {
      this.sortedIds = Array.from({ length: tokens.length - 1 }, (_, i) => i + 1);
      this.sortedIds.sort((a, b) => compareStrings(tokens[a], tokens[b]));
    } else {
      for (const id of this.pending) {
        let lo = 0;
        let hi = this.sortedIds.length;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (tokens[this.sortedIds[mid]] < tokens[id]) lo = mid + 1;
          else hi = mid;
        }
        this.sortedIds.splice(lo, 0, id);
      }
    }
    this.pending = [];
  }
}
