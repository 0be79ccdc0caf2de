/**
 * Spec 01 §4: 'Search lists collapse runs of consecutive sold cars into one
 * where enabled; if all are sold, all are shown.' The first car of a run
 * stands for it and says how many more it hides.
 */

export interface CollapsedItem<H> {
  hit: H;
  /** Further sold cars folded into this one (0 for every other card). */
  moreSold: number;
}

export function collapseSoldRuns<H extends { status: string }>(hits: readonly H[], enabled: boolean): CollapsedItem<H>[] {
  const all = hits.map((hit) => ({ hit, moreSold: 0 }));
  if (!enabled || hits.every((h) => h.status === "sold")) return all;
  const out: CollapsedItem<H>[] = [];
  for (const hit of hits) {
    const last = out[out.length - 1];
    if (hit.status === "sold" && last && last.hit.status === "sold") last.moreSold += 1;
    else out.push({ hit, moreSold: 0 });
  }
  return out;
}
