import { data } from "react-router";
import { themeVars } from "~/domain/content/brand-colours";
import { tenantScope } from "~/server/context.server";
import { locationPageData } from "~/server/locations/location-page.server";
import { HeadTags } from "~/ui/layout/head-tags";
import { NotFoundOrErrorPage } from "~/ui/layout/not-found-page";
import { LocationPage } from "~/ui/locations/location-page";
import locationsCss from "~/styles/locations.css?url";
import type { Route } from "./+types/locations";
import type { PageHandle } from "~/ui/page-script/page-mode";

/**
 * GET /locations/{slug} by location or dealership slug, and its alias
 * /our-location/{slug} (spec 02 §2 'Location details page'; routes.ts).
 * The canonical address is always /locations/{slug}.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: locationsCss, precedence: "default" }];

/** Nothing on this page needs React in the browser: it is not hydrated (ui/page-script/page-mode.ts). */
export const handle: PageHandle = { hydrate: false };

export async function loader({ params, context }: Route.LoaderArgs) {
  const { tenant, db } = tenantScope(context);
  const now = Date.now();
  const page = await locationPageData(db, tenant, params.slug, now);
  if (!page) throw data({ kind: "location-not-found", slug: params.slug }, { status: 404 });
  return { ...page, now, themeVars: themeVars(tenant.config.theme) };
}

export default function LocationRoute({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  return (
    <>
      <HeadTags tags={d.tags} jsonLd={d.jsonLd} />
      <LocationPage key={d.view.card.id} view={d.view} now={d.now} themeVars={d.themeVars} />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundOrErrorPage
      notFoundTitle="Location not found"
      notFoundMessage="We couldn't find that location. It may have moved or closed."
      link={{ to: "/dealer-locator", label: "Find a location near you" }}
    />
  );
}
