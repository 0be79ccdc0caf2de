import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { tenantScope } from "~/server/context.server";
import { modelRangePage } from "~/server/model-range/model-pages.server";
import { HeadTags } from "~/ui/layout/head-tags";
import { NotFoundOrErrorPage } from "~/ui/layout/not-found-page";
import { ModelRangePage, UnknownRangeFilter, type UnknownFilter } from "~/ui/models/model-range-page";
import modelsCss from "~/ui/models/models.css?url";
import type { Route } from "./+types/models";

/**
 * GET /models, /models?body={body}, /models?make={make} (spec 02 §2): the
 * tenant's model range, filtered by body type or make. A tenant without a
 * range has no such page (404); a body or make the range does not know is a
 * 404 that says so and links back (docs/decisions/model-showroom.md).
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: modelsCss, precedence: "default" }];

export function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, index } = tenantScope(context);
  const page = modelRangePage(tenant.config, index, new URL(request.url), Date.now());
  if (!page.ok && page.reason === "no-range") throw data({ kind: "no-range" }, { status: 404 });
  if (!page.ok) {
    const unknown: UnknownFilter = { kind: "unknown-filter", param: page.param, value: page.value, bodies: page.bodies };
    throw data(unknown, { status: 404 });
  }
  return page.data;
}

export default function ModelsRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <HeadTags
        tags={[
          { title: `${d.title} | ${d.siteName}` },
          { name: "description", content: d.intro || `${d.title} at ${d.siteName}.` },
          { tagName: "link", rel: "canonical", href: d.canonical },
          ...(d.noindex ? [{ name: "robots", content: "noindex" }] : []),
        ]}
      />
      <ModelRangePage data={d} />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404 && (error.data as { kind?: string } | null)?.kind === "unknown-filter")
    return <UnknownRangeFilter filter={error.data as UnknownFilter} />;
  return (
    <NotFoundOrErrorPage
      notFoundTitle="Page not found"
      notFoundMessage="We couldn't find that page. It may have moved."
      link={{ to: "/search/new-used-and-demo-cars", label: "Search all our stock" }}
    />
  );
}
