import { parseSearchParams } from "~/domain/search/search-query";
import { searchIndexContext } from "~/server/context.server";
import type { Route } from "./+types/api.search";

/** GET /api/search: the listing's query parameters in, { hits, pages, facets, count, ms } out. */
export function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) {
    return Response.json(
      { error: parsed.errors.map((e) => `${e.param}: ${e.message}`).join("; "), errors: parsed.errors },
      { status: 400 },
    );
  }
  const { hits, pages, page, facets, count, ms } = context.get(searchIndexContext).search(parsed.query);
  return Response.json({ hits, pages, page, facets, count, ms }, { headers: { "Cache-Control": "no-store" } });
}
