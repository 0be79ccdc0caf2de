/**
 * When two facet values are the same value: case, surrounding space and
 * Unicode compatibility forms aside (spec 01 §3: filters arrive from URLs in
 * any case; the index shows the first spelling it saw). The search engine,
 * the listing's state, the filter panel and the benchmark peers all compare
 * values with this one key.
 */
export function facetValueKey(value: string): string {
  return value.normalize("NFKC").trim().toLowerCase();
}

export function sameFacetValue(a: string, b: string): boolean {
  return facetValueKey(a) === facetValueKey(b);
}
