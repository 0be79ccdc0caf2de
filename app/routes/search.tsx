import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { DEFAULT_LISTING_PATH, pathSlug } from "~/domain/search/listing-paths";
import { searchIndexContext, tenantContext } from "~/server/context.server";
import { loadListing } from "~/server/search/listing.server";
import { cachedListing, createListingCache } from "~/ui/search/listing-cache";
import { ListingPage } from "~/ui/search/listing-page";
import { HeadTags } from "~/ui/layout/head-tags";
import { listingMetaTags } from "~/ui/search/listing-meta-tags";
import type { UnknownListing } from "~/domain/search/listing-page-view";
import searchCss from "~/styles/search.css?url";
import vehicleCardCss from "~/styles/vehicle-card.css?url";
import type { Route } from "./+types/search";

/**
 * Every listing page (spec 01 §2, spec 02 §2): /search, /search/{car type}-cars,
 * /search/{make}[/{model}], /search/{dealership or location slug}, and
 * /special-offers (the offers page and its filter-clear target).
 */
/** Stylesheets as in root.tsx. */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: searchCss, precedence: "default" },
  { rel: "stylesheet", href: vehicleCardCss, precedence: "default" },
];

export function loader({ request, params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const index = context.get(searchIndexContext);
  if (new URL(request.url).pathname === "/special-offers") return loadListing(request, tenant, index, { kind: "special-offers" });
  const segments = (params["*"] ?? "").split("/").filter(Boolean);
  return loadListing(request, tenant, index, { kind: "search", segments });
}

/** The browser's last 10 result sets (spec 01 §9), shared by the clientLoader and the page. */
const results = createListingCache();

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return cachedListing(results, request, serverLoader);
}

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeadTags tags={listingMetaTags(loaderData)} />
      <ListingPage data={loaderData} cache={results} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404 && (error.data as UnknownListing | null)?.unknownListing) {
    const body = error.data as UnknownListing;
    return (
      <section className="error-page listing-missing">
        <title>Stock not found</title>
        <h1>{body.make ? `We have no such ${body.make} model in stock` : "We couldn't find that stock"}</h1>
        <p>The make, model or dealership in this address isn't in our stock right now. These are:</p>
        <ul className="listing-missing__makes">
          {body.makes.map((m) => (
            <li key={m.value}>
              <Link to={`/search/${pathSlug(m.value)}`}>
                {m.value} <span>({m.count})</span>
              </Link>
            </li>
          ))}
        </ul>
        <AllStockLink />
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <section className="error-page">
        <title>Search not understood</title>
        <h1>We couldn't read that search</h1>
        <p>Part of this search address isn't valid. Start again from all our stock.</p>
        <AllStockLink />
      </section>
    );
  }
  throw error;
}

function AllStockLink() {
  return (
    <p>
      <Link className="button" to={DEFAULT_LISTING_PATH}>
        See all our stock
      </Link>
    </p>
  );
}
