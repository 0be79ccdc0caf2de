import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { themeVars } from "~/domain/content/brand-colours";
import { DEFAULT_LISTING_PATH } from "~/domain/search/listing-paths";
import { parseSavedIds } from "~/domain/garage/saved-ids";
import { garagePath } from "~/domain/sign-in/journeys";
import { tenantScope } from "~/server/context.server";
import { favouritesData } from "~/server/vehicle/saved-cars.server";
import { FavouritesPage } from "~/ui/compare/favourites-page";
import { HeadTags } from "~/ui/layout/head-tags";
import savedCarsCss from "~/styles/saved-cars.css?url";
import searchCss from "~/styles/search.css?url";
import vehicleCardCss from "~/styles/vehicle-card.css?url";
import type { Route } from "./+types/favourites";

/**
 * GET /favourites?ids=…: the cars saved in this browser (spec 01 §4 'View
 * List'), until the watchlist issue replaces it with the account's list.
 * Server-rendered from the ids in the URL; without ids the browser adds its own.
 *
 * Where the tenant enables the garage, the heart saves to the account and this
 * page would be a dead end (an old bookmark, a link from before): it sends the
 * shopper to My Garage, which asks an anonymous one to sign in, and the sign-in
 * takes this browser's favourites into the account (issue 11 §6), so the same
 * cars are there. 302, not 301: the answer follows the tenant's config.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: searchCss, precedence: "default" },
  { rel: "stylesheet", href: vehicleCardCss, precedence: "default" },
  { rel: "stylesheet", href: savedCarsCss, precedence: "default" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  const garage = garagePath(scope.tenant.config);
  if (garage) throw redirect(garage, { headers: { "Cache-Control": "no-store" } });
  const params = new URL(request.url).searchParams;
  const parsed = parseSavedIds(params.get("ids"), "favourites");
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const { cards, missing } = await favouritesData(scope, parsed.ids, Date.now());
  const cfg = scope.tenant.config;
  return { cards, missing, hasIds: params.has("ids"), siteSlug: cfg.slug, siteName: cfg.name, themeVars: themeVars(cfg.theme) };
}

export default function FavouritesRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <HeadTags tags={[{ title: `Your saved cars | ${d.siteName}` }, { name: "robots", content: "noindex" }]} />
      <FavouritesPage cards={d.cards} missing={d.missing} hasIds={d.hasIds} siteSlug={d.siteSlug} themeVars={d.themeVars} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && error.status === 400 ? (error.data as { message?: string }).message : null;
  return (
    <section className="error-page">
      <title>Your saved cars</title>
      <h1>{message ? "We couldn't read that list" : "Something went wrong"}</h1>
      <p>{message ?? "Sorry, your saved cars could not be shown. Please try again in a moment."}</p>
      <p>
        <Link className="button" to={DEFAULT_LISTING_PATH}>
          See all our stock
        </Link>
      </p>
    </section>
  );
}
