/**
 * Uint32Array bitsets over document slots. Hot loops in the engine inline the
 * bit tests; these helpers cover the whole-set passes (count, decode).
 */

export const wordsFor = (slots: number): number => (slots + 31) >>> 5;

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

export function countBits(bits: Uint32Array, words: number): number {
  let n = 0;
  for (let w = 0; w < words; w++) {
    const x = bits[w];
    if (x !== 0) n += popcount(x);
  }
  return n;
}

/** Writes the slots of `bits` into `out` in ascending order; returns how many. */
export function decodeBits(bits: Uint32Array, words: number, out: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < words; w++) {
    let x = bits[w];
    const base = w << 5;
    while (x !== 0) {
      const low = x & -x;
      out[n++] = base + 31 - Math.clz32(low);
      x ^= low;
    }
  }
  return n;
}

/** Slots in `a` but not in `b`. */
export function decodeAndNot(a: Uint32Array, b: Uint32Array, words: number, out: Uint32Array): number {
  let n = 0;
  for (let w = 0; w < words; w++) {
    let x = a[w] & ~b[w];
    const base = w << 5;
    while (x !== 0) {
      const low = x & -x;
      out[n++] = base + 31 - Math.clz32(low);
      x ^= low;
    }
  }
  return n;
}

/** Scratch bitsets reused across queries so the hot path does not allocate. */
export class BitsetPool {
  private sets: Uint32Array[] = [];
  private words = 0;

  /** The i-th scratch bitset, sized for `words` words (contents undefined). */
  get(i: number, words: number): Uint32Array {
    if (words > this.words) {
      this.sets = [];
      this.words = Math.max(words, this.words * 2);
    }
    while (this.sets.length <= i) this.sets.push(new Uint32Array(this.words));
    return this.sets[i];
  }

  bytes(): number {
    return this.sets.length * this.words * 4;
  }
}
