import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { themeVars } from "~/domain/content/brand-colours";
import { paramErrorText, readPriceRangeParams } from "~/domain/finance/budget-finder-query";
import { BUDGET_FINDER_PATHS, priceRangeParams } from "~/domain/finance/budget-finder-view";
import { siteOrigin, siteUrl } from "~/domain/tenant/tenant-config";
import { tenantScope } from "~/server/context.server";
import { priceRangeView } from "~/server/finance/budget-finder.server";
import { FinderPage, FinderRefusal } from "~/ui/budget-finder/finder-page";
import { PriceRangeFinder } from "~/ui/budget-finder/price-range-finder";
import finderCss from "~/ui/budget-finder/budget-finder.css?url";
import { HeadTags } from "~/ui/layout/head-tags";
import type { Route } from "./+types/budget-finder.price-range";

/**
 * GET /budget-finder/price-range[?min&max&body] (spec 02 §2 'a price-range
 * slider page'; §5 step 500, minimum below maximum; §9 defaults 5000 to
 * 250000): a two-thumb slider over the stock's prices, the count between the
 * thumbs and the view button. Drawn on the server for the query string (the
 * page's GET form); with JavaScript the count follows the thumbs live.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: finderCss, precedence: "default" }];

const TITLE = "Find cars in your price range";

export function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, index } = tenantScope(context);
  const url = new URL(request.url);
  const read = readPriceRangeParams(url.searchParams);
  if (!read.ok) throw data({ message: paramErrorText(read.errors), errors: read.errors }, { status: 400 });
  const cfg = tenant.config;
  return {
    view: priceRangeView(cfg, index, read.input, Date.now()),
    siteName: cfg.name,
    themeVars: themeVars(cfg.theme),
    canonical: siteOrigin(cfg) ? siteUrl(cfg, BUDGET_FINDER_PATHS.priceRange) : null,
    indexable: url.search === "",
  };
}

export default function PriceRangeRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <HeadTags
        tags={[
          { title: `${TITLE} | ${d.siteName}` },
          { name: "description", content: `Choose a price range to see the ${d.siteName} cars within it.` },
          ...(d.canonical ? [{ tagName: "link" as const, rel: "canonical", href: d.canonical }] : []),
          ...(d.indexable ? [] : [{ name: "robots", content: "noindex" }]),
        ]}
      />
      <FinderPage
        current="price-range"
        title={TITLE}
        lead="Slide to the least and the most you want to spend, and we'll show you the cars in between."
        themeVars={d.themeVars}
      >
        <PriceRangeFinder key={priceRangeParams(d.view.result.thumbs, d.view.body).toString()} view={d.view} />
      </FinderPage>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 400) {
    return <FinderRefusal message={(error.data as { message: string }).message} startHref={BUDGET_FINDER_PATHS.priceRange} />;
  }
  throw error;
}
