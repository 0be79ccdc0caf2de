import { describe, expect, it } from "vitest";
import { MultiColumn } from "./multi-column.server";
import { Postings } from "./postings.server";

const slotsOf = (p: { unionInto(id: number, bits: Uint32Array): void }, id: number) => {
  const bits = new Uint32Array(4);
  p.unionInto(id, bits);
  return [...Array(128).keys()].filter((s) => bits[s >>> 5] & (1 << (s & 31)));
};

describe("trimming a built index's lists", () => {
  it("keeps every posting, and lists cut to nothing grow again", () => {
    const p = new Postings({ singleValued: true });
    p.grow(128);
    for (let s = 0; s < 100; s++) p.add(1 + (s % 3), s);
    for (let s = 0; s < 100; s += 3) p.remove(1, s);
    p.trim();
    expect(slotsOf(p, 1)).toEqual([]);
    expect(slotsOf(p, 2)).toEqual([...Array(100).keys()].filter((s) => s % 3 === 1));
    // A value whose list was cut to length 0, then given slots again.
    for (const s of [0, 3, 99, 6, 9]) p.add(1, s);
    p.trim();
    p.add(1, 12);
    expect(slotsOf(p, 1)).toEqual([0, 3, 6, 9, 12, 99]);
    p.remove(1, 99);
    expect(slotsOf(p, 1)).toEqual([0, 3, 6, 9, 12]);
  });

  it("keeps a slot's place past 65,536 slots in one list, packed or not", () => {
    const p = new Postings({ singleValued: true });
    const n = 70_000;
    p.grow(n + 10);
    for (let s = 0; s < n; s++) p.add(1, s);
    p.trim();
    for (let s = 0; s < 10; s++) p.add(1, n + s);
    for (const s of [0, 65_535, 65_536, 69_999, n + 3]) p.remove(1, s);
    const bits = new Uint32Array(Math.ceil((n + 10) / 32));
    p.unionInto(1, bits);
    const held = [...Array(n + 10).keys()].filter((s) => bits[s >>> 5] & (1 << (s & 31)));
    expect(held.length).toBe(n + 10 - 5);
    expect(held).not.toContain(65_536);
    expect(held).not.toContain(69_999);
    expect(held).toContain(65_537);
    expect(held).toContain(n + 9);
  });

  it("packs a multi-value column and its postings without losing a slot's values", () => {
    const m = new MultiColumn();
    m.grow(128);
    for (let s = 0; s < 100; s++) m.set(s, [1 + (s % 5), 10 + (s % 2)]);
    for (let s = 0; s < 100; s += 2) m.set(s, [7]);
    const before = m.bytes();
    m.trim();
    expect(m.bytes()).toBeLessThan(before);
    expect(slotsOf(m, 7)).toEqual([...Array(100).keys()].filter((s) => s % 2 === 0));
    expect(slotsOf(m, 11)).toEqual([...Array(100).keys()].filter((s) => s % 2 === 1));
    expect(m.set(1, [2, 11])).toBe(false);
    m.set(1, [3]);
    m.set(101, [3, 4]);
    expect(slotsOf(m, 3)).toEqual([...Array(102).keys()].filter((s) => s === 1 || s === 101 || (s % 2 === 1 && s % 5 === 2)));
  });
});
