import { useEffect } from "react";
import type { AnalyticsTags } from "~/domain/analytics/config";
import { loadTagsWhenIdle } from "./load-tags";

/** The tenant's tags on a page React hydrates (load-tags.ts; a page it does not: ui/page-script). */
export function AnalyticsTagLoader({ tags }: { tags: AnalyticsTags | null }) {
  const gtm = tags?.gtm_container_id ?? null;
  const ga = tags?.ga_measurement_id ?? null;
  useEffect(() => loadTagsWhenIdle({ gtm_container_id: gtm, ga_measurement_id: ga }), [gtm, ga]);
  return null;
}
