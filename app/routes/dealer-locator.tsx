import { themeVars } from "~/domain/content/brand-colours";
import { siteUrl, siteOrigin } from "~/domain/tenant/tenant-config";
import { tenantScope } from "~/server/context.server";
import { dealerLocatorData } from "~/server/locations/dealer-locator.server";
import { HeadTags } from "~/ui/layout/head-tags";
import { DealerLocatorPage, type DealerLocatorView } from "~/ui/locations/dealer-locator-page";
import locationsCss from "~/styles/locations.css?url";
import type { Route } from "./+types/dealer-locator";
import type { PageHandle } from "~/ui/page-script/page-mode";

/** GET /dealer-locator[?postcode=4000] (spec 01 §2; issue 12): the nearest locations to a postcode. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: locationsCss, precedence: "default" }];

/** Nothing on this page needs React in the browser: it is not hydrated (ui/page-script/page-mode.ts). */
export const handle: PageHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, db } = tenantScope(context);
  const d = await dealerLocatorData(db, tenant, new URL(request.url).searchParams, Date.now());
  const view: DealerLocatorView = {
    postcode: d.postcode,
    error: d.kind === "error" ? d.message : null,
    results: d.kind === "nearest" ? d.results.map((r) => ({ card: r.card, distance: r.distance })) : null,
    cards: d.kind === "nearest" ? [] : d.cards,
  };
  const cfg = tenant.config;
  return {
    view,
    siteName: cfg.name,
    themeVars: themeVars(cfg.theme),
    canonical: siteOrigin(cfg) ? siteUrl(cfg, "/dealer-locator") : null,
  };
}

export default function DealerLocatorRoute({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const title = `Find a dealership near you | ${d.siteName}`;
  return (
    <>
      <HeadTags
        tags={[
          { title },
          {
            name: "description",
            content: `The nearest ${d.siteName} locations to your postcode, with opening hours and directions.`,
          },
          ...(d.canonical ? [{ tagName: "link" as const, rel: "canonical", href: d.canonical }] : []),
          // A postcode search is not a page of its own for search engines.
          ...(d.view.postcode ? [{ name: "robots", content: "noindex" }] : []),
        ]}
      />
      <DealerLocatorPage view={d.view} siteName={d.siteName} themeVars={d.themeVars} />
    </>
  );
}
