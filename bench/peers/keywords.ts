import { PLACE_FACETS } from "~/server/search/engine/places.server";
import { queryWords, tokenize } from "~/server/search/engine/tokens.server";
import type { SearchDoc, SearchQuery } from "~/server/search/types.server";

/**
 * The keyword tokens every peer indexes, from the engine's own tokenizer so
 * all engines see the same words: the vehicle's text, and its place names
 * (spec 01 §2: city, location and dealership), which our engine matches only
 * when the vehicle's own words match nothing (keyword.server.ts).
 */

export function vehicleTokens(doc: SearchDoc): string[] {
  return tokenize(doc.text);
}

export function placeTokens(doc: SearchDoc): string[] {
  const values = PLACE_FACETS.flatMap((f) => {
    const v = doc.values[f];
    return v == null ? [] : Array.isArray(v) ? v.slice(0, 1) : [v];
  });
  return tokenize(values.join(" "));
}

/** Every keyword token of the document, once. */
export function allTokens(doc: SearchDoc): string[] {
  return [...new Set([...vehicleTokens(doc), ...placeTokens(doc)])];
}

/** The query's words as the engine reads them. */
export const keywordWords = queryWords;

/**
 * A benchmark query. `typos`: the query is misspelt, so peers use their own
 * typo tolerance (their rules differ from ours: compared on latency only).
 */
export interface BenchQuery extends SearchQuery {
  typos?: boolean;
}
