import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editsAllowed, TypoMatcher, WordTrie } from "./typo.server";

/** Textbook optimal string alignment distance. */
function osa(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}

/** The rule: an edit at the first letter counts as two. */
const typoDistance = (a: string, b: string) => (a[0] === b[0] ? osa(a.slice(1), b.slice(1)) : 1 + osa(a, b));

const matches = (word: string, token: string, prefix = false) => new TypoMatcher(word, editsAllowed(word), prefix).accepts(token);

describe("typo tolerance (issue 9)", () => {
  it("allows one edit from 4 letters and two from 8; shorter words and words with digits stay exact", () => {
    expect(["kia", "rav", "cx", ""].map(editsAllowed)).toEqual([0, 0, 0, 0]);
    expect(["hilx", "toyta", "rnager", "corrola"].map(editsAllowed)).toEqual([1, 1, 1, 1]);
    expect(["sprotgae", "landcrusier"].map(editsAllowed)).toEqual([2, 2]);
    expect(["2019", "cx30", "mazda3", "gfo10651"].map(editsAllowed)).toEqual([0, 0, 0, 0]);
  });

  it("counts insertions, deletions, substitutions and swapped neighbours as one edit each", () => {
    expect(matches("toyta", "toyota")).toBe(true); // insertion
    expect(matches("camery", "camry")).toBe(true); // deletion
    expect(matches("corola", "corolla")).toBe(true);
    expect(matches("hilix", "hilux")).toBe(true); // substitution
    expect(matches("rnager", "ranger")).toBe(true); // swap
    expect(matches("rnagr", "ranger")).toBe(false); // swap + deletion: two edits for a 5-letter word
    expect(matches("sprotgae", "sportage")).toBe(true); // two swaps, 8 letters
    expect(matches("sprtge", "sportage")).toBe(false); // two edits, 6 letters
    expect(matches("toyota", "toyota")).toBe(true);
  });

  it("counts an edit at the first letter as two", () => {
    expect(matches("ringwood", "springwood")).toBe(false); // two insertions before the first letter
    expect(matches("ringwood", "ringwood")).toBe(true);
    expect(matches("otyota", "toyota")).toBe(false); // a swap of the first two letters, 6 letters
    expect(matches("otyotahilux", "toyotahilux")).toBe(true); // the same with 11 letters: its only edit
    expect(matches("vorolla", "corolla")).toBe(false);
    expect(matches("xorollahybrid", "corollahybrid")).toBe(true);
    expect(matches("xorollahybird", "corollahybrid")).toBe(false); // first letter and a swap: three
  });

  it("matches a prefix of a longer token only for the last word of the query", () => {
    expect(matches("corrol", "corolla", true)).toBe(true); // "corol" is one edit away
    expect(matches("corrol", "corolla", false)).toBe(false);
    expect(matches("hilx", "hiluxes", true)).toBe(true);
  });

  it("forgives typos only against words of letters", () => {
    expect(matches("mazda", "mazda3")).toBe(false);
    expect(matches("hilux", "hilux4")).toBe(false);
    expect(matches("mazda", "mazda3", true)).toBe(false);
  });

  it("finds in a trie exactly the words the edit distance allows", () => {
    const letters = fc.string({ unit: fc.constantFrom(..."abcdeorty"), minLength: 1, maxLength: 9 });
    fc.assert(
      fc.property(fc.uniqueArray(letters, { maxLength: 40 }), letters, fc.boolean(), (vocabulary, word, prefix) => {
        const sorted = [...vocabulary].sort();
        const k = Math.max(1, editsAllowed(word));
        const found: number[] = [];
        new TypoMatcher(word, k, prefix).walk(new WordTrie(sorted), found);
        const got = sorted.filter((_, i) => found.some((_, r) => r % 2 === 0 && found[r] <= i && i < found[r + 1]));
        const near = (t: string) =>
          prefix
            ? Array.from({ length: t.length + 1 }, (_, n) => t.slice(0, n)).some((p) => typoDistance(word, p) <= k)
            : typoDistance(word, t) <= k;
        expect(got).toEqual(sorted.filter(near));
        expect(got).toEqual(sorted.filter((t) => new TypoMatcher(word, k, prefix).accepts(t)));
      }),
      { numRuns: 400 },
    );
  });
});
