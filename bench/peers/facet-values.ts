import { facetValueKey } from "~/domain/search/facet-value-key";
import { ALL_VALUE_FACETS, type ValueFacet } from "~/domain/search/facets";
import type { FacetResult } from "~/server/search/types.server";

/**
 * What both benchmark peers share so their facets answer as our engine's do:
 * values match by the platform's facet-value key (app/domain/search/facet-value-key.ts)
 * and show the first spelling seen; the peers store and query that spelling.
 */
export class Canonical {
  private readonly maps = new Map<ValueFacet, Map<string, string>>(ALL_VALUE_FACETS.map((f) => [f, new Map()]));

  add(f: ValueFacet, value: string): string | null {
    const key = facetValueKey(value);
    if (key === "") return null;
    const m = this.maps.get(f)!;
    let v = m.get(key);
    if (v === undefined) m.set(key, (v = value.trim()));
    return v;
  }

  get(f: ValueFacet, value: string): string {
    return this.maps.get(f)!.get(facetValueKey(value)) ?? value.trim();
  }
}

/** Counts as our engine reports them: non-zero values plus selected ones, count desc then value asc. */
export function valuesResult(
  counted: readonly { value: string; count: number }[],
  selected: readonly string[] | undefined,
  /** A value never shown (spec 01 §5: certified-only tenants drop 'false'). */
  hide: string | null,
): FacetResult {
  const values = counted.filter((x) => x.count > 0);
  for (const s of selected ?? []) {
    const v = s.trim();
    if (v && !values.some((x) => facetValueKey(x.value) === facetValueKey(v))) values.push({ value: v, count: 0 });
  }
  values.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return { kind: "values", values: hide ? values.filter((v) => facetValueKey(v.value) !== hide) : values };
}
