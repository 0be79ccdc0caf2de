/**
 * Small list rules of the filter panel that run in the browser (kept apart
 * from listing-facets.ts so the page's JavaScript carries no facet tables).
 */

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
  const isChosen = (v: string) => chosen.some((c) => c.toLowerCase() === v.toLowerCase());
  return values.filter((v, i) => i < initial || isChosen(v.value));
}

/**
 * When makes change, models of makes no longer chosen are dropped (spec 01 §2:
 * choosing a make reveals its models). make_model values ("Toyota RAV4") tell
 * which make a model belongs to.
 */
export function modelsForMakes(models: readonly string[], makes: readonly string[], makeModels: readonly string[]): string[] {
  if (makes.length === 0) return [];
  const pairs = new Set(makeModels.map((mm) => mm.toLowerCase()));
  return models.filter((model) => makes.some((make) => pairs.has(`${make} ${model}`.toLowerCase())));
}
