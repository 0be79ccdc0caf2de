import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { themeVars } from "~/domain/content/brand-colours";
import { paramErrorText, readBudgetFinderParams } from "~/domain/finance/budget-finder-query";
import { BUDGET_FINDER_PATHS, budgetFinderParams } from "~/domain/finance/budget-finder-view";
import { siteOrigin, siteUrl } from "~/domain/tenant/tenant-config";
import { tenantScope } from "~/server/context.server";
import { budgetFinderView } from "~/server/finance/budget-finder.server";
import { BudgetFinderForm } from "~/ui/budget-finder/budget-finder-form";
import { FinderPage, FinderRefusal } from "~/ui/budget-finder/finder-page";
import finderCss from "~/ui/budget-finder/budget-finder.css?url";
import { HeadTags } from "~/ui/layout/head-tags";
import type { Route } from "./+types/budget-finder";

/**
 * GET /budget-finder[?frequency&repayment&deposit&body] (spec 02 §2 'Budget
 * finder titled 'Find cars for your budget''; §4, §5, §9): the estimate, the
 * count of the tenant's cars within it and the view button, drawn on the
 * server for the query string (the page's own GET form, so it works without
 * JavaScript); with JavaScript the count follows the inputs live.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: finderCss, precedence: "default" }];

const TITLE = "Find cars for your budget";

export function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, index } = tenantScope(context);
  const url = new URL(request.url);
  const read = readBudgetFinderParams(url.searchParams);
  if (!read.ok) throw data({ message: paramErrorText(read.errors), errors: read.errors }, { status: 400 });
  const cfg = tenant.config;
  return {
    view: budgetFinderView(cfg, index, read.input, Date.now()),
    siteName: cfg.name,
    themeVars: themeVars(cfg.theme),
    canonical: siteOrigin(cfg) ? siteUrl(cfg, BUDGET_FINDER_PATHS.page) : null,
    // A budget's own address is not a page of its own for search engines.
    indexable: url.search === "",
  };
}

export default function BudgetFinderRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <HeadTags
        tags={[
          { title: `${TITLE} | ${d.siteName}` },
          {
            name: "description",
            content: `Enter your weekly or monthly repayment and deposit to see the ${d.siteName} cars within your budget.`,
          },
          ...(d.canonical ? [{ tagName: "link" as const, rel: "canonical", href: d.canonical }] : []),
          ...(d.indexable ? [] : [{ name: "robots", content: "noindex" }]),
        ]}
      />
      <FinderPage
        current="budget"
        title={TITLE}
        lead="Tell us what you can repay and your deposit, and we'll show you the cars in your budget."
        themeVars={d.themeVars}
      >
        {/* Keyed by the inputs: a new query string (the form sent) starts the form afresh from the server's view. */}
        <BudgetFinderForm key={budgetFinderParams(d.view).toString()} view={d.view} variant="page" />
      </FinderPage>
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 400) {
    return <FinderRefusal message={(error.data as { message: string }).message} startHref={BUDGET_FINDER_PATHS.page} />;
  }
  throw error;
}
