/**
 * Work done in slices. A long step of the index (a sort order, the keyword
 * postings, the eligible set) is written once, as a generator that yields
 * after every few thousand elements; `runToEnd` runs it in one go (a search
 * catching up after a small change), `runInSlices` gives the event loop a
 * turn whenever a slice has run for `budgetMs`, so building a large index to
 * one side never stalls the requests of other tenants (issue 21 item 4).
 * The same code either way, so both give the same index.
 */
export type Steps<T> = Generator<void, T, void>;

/** Elements handled between two yields: a fraction of a millisecond of work. */
export const STEP = 8_192;

export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/** Runs the steps, giving the event loop a turn (setImmediate) after each `budgetMs` of work; 0 yields after every step. */
export async function runInSlices<T>(steps: Steps<T>, budgetMs = 8): Promise<T> {
  for (;;) {
    const until = performance.now() + budgetMs;
    for (;;) {
      const r = steps.next();
      if (r.done) return r.value;
      if (performance.now() >= until) break;
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

interface Sortable<V> {
  readonly length: number;
  [i: number]: V;
}

/**
 * Sorts numbers ascending (as `Float64Array.prototype.sort`: no NaN expected)
 * in place or into a second buffer, returning the sorted one: runs of RUN
 * sorted natively, then merged pairwise a STEP at a time.
 */
export function* sortNumbers(a: Float64Array): Steps<Float64Array> {
  if (a.length <= RUN) return a.sort();
  for (let i = 0; i < a.length; i += RUN) {
    a.subarray(i, i + RUN).sort();
    yield;
  }
  return yield* mergeRuns(a, new Float64Array(a.length));
}

/** Sorts strings by UTF-16 code units (as `Array.prototype.sort` with no comparator), as sortNumbers. */
export function* sortStrings(a: string[]): Steps<string[]> {
  if (a.length <= RUN) return a.sort();
  for (let i = 0; i < a.length; i += RUN) {
    const run = a.slice(i, i + RUN).sort();
    for (let k = 0; k < run.length; k++) a[i + k] = run[k];
    yield;
  }
  return yield* mergeRuns(a, new Array<string>(a.length));
}

const RUN = 8_192;

/** Bottom-up merge of sorted runs of RUN elements, alternating between two buffers. */
function* mergeRuns<V extends number | string, A extends Sortable<V>>(a: A, b: A): Steps<A> {
  let src = a;
  let dst = b;
  const n = a.length;
  for (let width = RUN; width < n; width *= 2) {
    for (let lo = 0; lo < n; lo += 2 * width) {
      const mid = Math.min(lo + width, n);
      const hi = Math.min(lo + 2 * width, n);
      let i = lo;
      let j = mid;
      let k = lo;
      while (k < hi) {
        const stop = Math.min(hi, k + STEP);
        // Equal elements keep their order: the left run's first.
        while (k < stop) dst[k++] = j >= hi || (i < mid && !(src[j] < src[i])) ? src[i++] : src[j++];
        yield;
      }
    }
    [src, dst] = [dst, src];
  }
  return src;
}
