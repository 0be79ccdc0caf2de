import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { themeVars } from "~/domain/content/brand-colours";
import { DEFAULT_LISTING_PATH } from "~/domain/search/listing-paths";
import { parseSavedIds } from "~/domain/garage/saved-ids";
import { tenantScope } from "~/server/context.server";
import { compareData } from "~/server/vehicle/saved-cars.server";
import { ComparePage } from "~/ui/compare/compare-page";
import { HeadTags } from "~/ui/layout/head-tags";
import savedCarsCss from "~/styles/saved-cars.css?url";
import vehicleCardCss from "~/styles/vehicle-card.css?url";
import type { Route } from "./+types/compare";

/**
 * GET /compare?ids=1,2,3: the chosen cars side by side (spec 01 §1 'save or
 * compare cars'). The ids are in the URL, so a comparison is shareable and
 * rendered on the server; only this tenant's listed cars are shown.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: vehicleCardCss, precedence: "default" },
  { rel: "stylesheet", href: savedCarsCss, precedence: "default" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  const parsed = parseSavedIds(new URL(request.url).searchParams.get("ids"), "compare");
  if (!parsed.ok) throw data({ message: parsed.message }, { status: 400 });
  const { view, missing } = await compareData(scope, parsed.ids, Date.now());
  const cfg = scope.tenant.config;
  return { view, missing: missing.length, siteSlug: cfg.slug, siteName: cfg.name, themeVars: themeVars(cfg.theme) };
}

export default function CompareRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <HeadTags tags={[{ title: `Compare cars | ${d.siteName}` }, { name: "robots", content: "noindex" }]} />
      <ComparePage view={d.view} missing={d.missing} siteSlug={d.siteSlug} themeVars={d.themeVars} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && error.status === 400 ? (error.data as { message?: string }).message : null;
  return (
    <section className="error-page">
      <title>Compare cars</title>
      <h1>{message ? "We couldn't read that comparison" : "Something went wrong"}</h1>
      <p>{message ?? "Sorry, the comparison could not be shown. Please try again in a moment."}</p>
      <p>
        <Link className="button" to={DEFAULT_LISTING_PATH}>
          See all our stock
        </Link>
      </p>
    </section>
  );
}
