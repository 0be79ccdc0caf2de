/**
 * Small list rules of the filter panel that run in the browser (kept apart
 * from filter-panel.ts so the page's JavaScript carries no facet tables).
 */
import { sameFacetValue } from "./facet-value-key";

export interface FacetValue {
  value: string;
  count: number;
}

/**
 * The values a collapsed list shows: the first `initial` plus any chosen
 * value further down, so a ticked box never hides.
 */
export function visibleValues<V extends FacetValue>(
  values: readonly V[],
  chosen: readonly string[],
  initial: number,
  expanded: boolean,
): V[] {
  if (expanded || values.length <= initial + 1) return [...values];
  const isChosen = (v: string) => chosen.some((c) => sameFacetValue(c, v));
  return values.filter((v, i) => i < initial || isChosen(v.value));
}
