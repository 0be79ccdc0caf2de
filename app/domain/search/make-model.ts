import { facetValueKey } from "./facet-value-key";

/**
 * The make_model facet (spec 01 §2: choosing a make reveals its models): one
 * value per vehicle, its make and model joined by a space ("Land Rover Range
 * Rover"). Because makes can hold spaces, a value is split by the makes known
 * to the index, never at the first space.
 */
export function makeModelValue(make: string, model: string): string {
  return `${make.trim()} ${model.trim()}`;
}

/** True when a make_model value belongs to the make. */
export function isModelOf(makeModel: string, make: string): boolean {
  return facetValueKey(makeModel).startsWith(`${facetValueKey(make)} `);
}

/** The model names of a make, from make_model values ("Land Rover Range Rover" -> "Range Rover"). */
export function modelsOfMake(make: string, makeModels: readonly string[]): string[] {
  return makeModels.filter((mm) => isModelOf(mm, make)).map((mm) => modelPart(mm, make));
}

/** The make and model of a make_model value, given the makes in stock (the longest make that fits wins). */
export function splitMakeModel(makeModel: string, makes: readonly string[]): { make: string; model: string } | null {
  let make: string | null = null;
  for (const m of makes) if (isModelOf(makeModel, m) && (make === null || m.length > make.length)) make = m;
  return make === null ? null : { make, model: modelPart(makeModel, make) };
}

/**
 * The models still chosen after the makes change: a model stays only while
 * one of its makes is chosen (spec 01 §2), read from the make_model values.
 */
export function modelsForMakes(models: readonly string[], makes: readonly string[], makeModels: readonly string[]): string[] {
  if (makes.length === 0) return [];
  const pairs = new Set(makeModels.map(facetValueKey));
  return models.filter((model) => makes.some((make) => pairs.has(facetValueKey(makeModelValue(make, model)))));
}

function modelPart(makeModel: string, make: string): string {
  return makeModel.trim().slice(make.trim().length).trim();
}
