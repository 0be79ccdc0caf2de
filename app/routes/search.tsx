import { Link, data } from "react-router";
import { publicSite } from "~/domain/site";
import { parseSearchParams, serializeSearchState } from "~/domain/search-state";
import { tenantContext } from "~/server/context";
import { searchStock } from "~/server/search/search.server";
import { VehicleCard } from "~/ui/search/vehicle-card";
import type { Route } from "./+types/search";

export function loader({ request, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) throw data({ errors: parsed.errors }, { status: 400 });
  const result = searchStock(tenant, parsed.query);
  const makes = result.facets.make.kind === "values" ? result.facets.make.values : [];
  return { result: { hits: result.hits, count: result.count, page: result.page, pages: result.pages }, makes, query: parsed.query, site: publicSite(tenant.config) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `New, Used and Demo Cars for Sale | ${data.site.name}` },
    { name: "description", content: `Browse ${data.result.count} new, used and demo cars for sale at ${data.site.name}.` },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { result, makes, query, site } = loaderData;
  const pageHref = (page: number) => `?${serializeSearchState({ ...query, page }).toString()}`;
  return (
    <div className="listing">
      <h1>New, Used and Demo Cars</h1>
      <p className="listing__count">{result.count} cars</p>
      <div className="listing__layout">
        <nav aria-label="Makes" className="listing__facets">
          <h2>Make</h2>
          <ul>
            {makes.map((m) => (
              <li key={m.value}>
                <Link to={`?${serializeSearchState({ ...query, page: 1, filters: { ...query.filters, make: [m.value] } })}`}>
                  {m.value} ({m.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="listing__grid">
          {result.hits.map((hit, i) => (
            <VehicleCard key={hit.id} hit={hit} site={site} priority={i < 3} />
          ))}
        </div>
      </div>
      {result.pages > 1 ? (
        <nav aria-label="Pagination" className="pagination">
          {result.page > 1 ? <Link to={pageHref(result.page - 1)}>Previous</Link> : null}
          <span>
            Page {result.page} of {result.pages}
          </span>
          {result.page < result.pages ? <Link to={pageHref(result.page + 1)}>Next</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
