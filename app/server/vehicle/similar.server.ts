import { searchState } from "~/domain/search/query-edits";
import {
  mergeSimilar,
  SIMILAR_COUNT,
  similarQueries,
  similarSearchState,
  slugSearchWords,
  type SimilarQuery,
  type SimilarSubject,
} from "~/domain/vehicle/similar-vehicles";
import { logger } from "../logger.server";
import type { SearchIndex } from "../search/engine.server";
import type { SearchQuery } from "~/domain/search/search-query";
import type { SearchHit } from "../search/types.server";

/** One query of the similar-cars multi-search as a search of the tenant's index. */
function toSearchQuery(q: SimilarQuery): SearchQuery {
  return similarSearchState(q, { hitsPerPage: q.limit });
}

/**
 * Spec 01 §7 multi-search: "used for similar cars: same model first,
 * de-duplicated by id, cut to 6. On failure: logged and a fallback search loads."
 */
export function similarVehicles(index: SearchIndex, v: SimilarSubject): SearchHit[] {
  try {
    const results = similarQueries(v).map((q) => index.search(toSearchQuery(q)).hits);
    return mergeSimilar(v.id, results);
  } catch (err) {
    logger.warn({ err, vehicle: v.id }, "similar cars search failed; showing a plain search");
    return plainSearch(index, v.id);
  }
}

/** The fallback: the tenant's featured in-stock cars, this one excepted. */
export function plainSearch(index: SearchIndex, excludeId: number | null): SearchHit[] {
  const { hits } = index.search(searchState({ hitsPerPage: SIMILAR_COUNT + 1, filters: { status: ["in_stock"] } }));
  return mergeSimilar(excludeId ?? -1, [hits]);
}

/**
 * What the 404 page of an unknown slug suggests: cars like the one the slug
 * named (its known record, else the words of the slug, widened a word at a
 * time), else the featured stock.
 */
export function suggestionsForMissing(index: SearchIndex, slug: string, known: SimilarSubject | undefined): SearchHit[] {
  if (known) {
    const similar = similarVehicles(index, known);
    if (similar.length) return similar;
  }
  const words = slugSearchWords(slug).split(" ").filter(Boolean);
  for (let n = words.length; n > 0; n--) {
    const { hits } = index.search(
      searchState({ query: words.slice(0, n).join(" "), hitsPerPage: SIMILAR_COUNT * 2, filters: { status: ["in_stock"] } }),
    );
    const merged = mergeSimilar(known?.id ?? -1, [hits]);
    if (merged.length) return merged;
  }
  return plainSearch(index, known?.id ?? null);
}

/** Lets the page's first bytes go out before the similar cars are worked out (CONVENTIONS.md §5). */
export function afterFirstPaint<T>(work: () => T): Promise<T> {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        resolve(work());
      } catch (err) {
        reject(err);
      }
    });
  });
}
