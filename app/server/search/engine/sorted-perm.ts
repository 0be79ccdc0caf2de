/**
 * A permutation of document slots in a fixed order (a sort option, or a range
 * column ascending for its min/max). Updating after a stock change is a merge:
 * drop the changed slots, sort only those, merge them back — O(n + k log k),
 * so a few upserts at 100,000 documents cost well under a millisecond each.
 */
export class SortedPerm {
  perm = new Uint32Array(0);

  constructor(
    private readonly compare: (a: number, b: number) => number,
    /** Whether a live slot belongs in the permutation (e.g. has a value). */
    private readonly include: (slot: number) => boolean,
  ) {}

  /** `changed` lists slots added, replaced or removed since the last update; `mark` flags them. */
  update(changed: readonly number[], mark: Uint8Array): void {
    const fresh = Uint32Array.from(changed.filter((s) => this.include(s)));
    fresh.sort(this.compare);
    const old = this.perm;
    let kept = 0;
    for (let i = 0; i < old.length; i++) if (mark[old[i]] === 0) kept++;
    const out = new Uint32Array(kept + fresh.length);
    let i = 0;
    let j = 0;
    let o = 0;
    while (o < out.length) {
      while (i < old.length && mark[old[i]] !== 0) i++;
      if (j < fresh.length && (i >= old.length || this.compare(fresh[j], old[i]) < 0)) out[o++] = fresh[j++];
      else out[o++] = old[i++];
    }
    this.perm = out;
  }

  bytes(): number {
    return this.perm.byteLength;
  }
}
