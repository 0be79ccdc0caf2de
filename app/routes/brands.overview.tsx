import { data } from "react-router";
import { z } from "zod";
import { siteUrl } from "~/domain/tenant/tenant-config";
import { brandOverviewData } from "~/server/brands/brand-pages.server";
import { searchIndexContext, tenantContext } from "~/server/context.server";
import { BrandOverview } from "~/ui/brands/brand-overview";
import { HeadTags } from "~/ui/layout/head-tags";
import { NotFoundOrErrorPage } from "~/ui/layout/not-found-page";
import brandsCss from "~/styles/brands.css?url";
import vehicleCardCss from "~/styles/vehicle-card.css?url";
import type { Route } from "./+types/brands.overview";

/**
 * GET /{brand}/overview (spec 01 §2 'per-brand page from the group brands
 * grid'): one of this tenant's brands, its models in stock and its newest
 * cars. Any other first segment is a 404, so the route never answers for a
 * path that is not a brand of this site.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: vehicleCardCss, precedence: "default" },
  { rel: "stylesheet", href: brandsCss, precedence: "default" },
];

const paramsSchema = z.object({
  brand: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80),
});

export function loader({ params, context }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  if (!parsed.success) throw data({ kind: "brand-not-found" }, { status: 404 });
  const config = context.get(tenantContext).config;
  const now = Date.now();
  const brand = brandOverviewData(config, context.get(searchIndexContext), parsed.data.brand, now);
  if (!brand) throw data({ kind: "brand-not-found" }, { status: 404 });
  return { brand, siteName: config.name, siteSlug: config.slug, canonical: siteUrl(config, `/${brand.slug}/overview`) };
}

export default function BrandOverviewRoute({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <HeadTags
        tags={[
          { title: `${d.brand.name} | ${d.siteName}` },
          {
            name: "description",
            content: `${d.brand.name} at ${d.siteName}: ${d.brand.count} in stock${d.brand.models.length ? `, ${d.brand.models.length} models` : ""}.`,
          },
          { tagName: "link", rel: "canonical", href: d.canonical },
        ]}
      />
      <BrandOverview brand={d.brand} siteSlug={d.siteSlug} />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <NotFoundOrErrorPage
      notFoundTitle="Page not found"
      notFoundMessage="We couldn't find that page. It may have moved."
      link={{ to: "/brands", label: "See our brands" }}
    />
  );
}
