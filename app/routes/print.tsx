import { data } from "react-router";
import { themeVars } from "~/domain/content/brand-colours";
import { siteOrigin, siteUrl } from "~/domain/tenant/tenant-config";
import { buildVehiclePageModel } from "~/domain/vehicle/page-model";
import { tenantScope } from "~/server/context.server";
import { findListedVehicle } from "~/server/vehicle/listed-vehicle.server";
import { HeadTags } from "~/ui/layout/head-tags";
import { PrintSheet } from "~/ui/vehicle/print-sheet";
import vehicleCss from "~/styles/vehicle.css?url";
import type { Route } from "./+types/print";

/** GET /print?car_id={slug} (spec 01 §2): a printable page of the car, opened in a new tab. */
/** Stylesheets as in root.tsx. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: vehicleCss, precedence: "default" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant, db, index } = tenantScope(context);
  const url = new URL(request.url);
  const lookup = await findListedVehicle(db, index, tenant.id, url.searchParams.get("car_id") ?? undefined);
  if (!lookup.listed) throw data(null, { status: 404 });
  const v = lookup.vehicle;
  return {
    model: buildVehiclePageModel(tenant.config, v, Date.now()),
    siteName: tenant.config.name,
    // On the tenant's primary domain, never the request's Host (issue 8).
    url: siteUrl(tenant.config, v.path),
    canonical: siteOrigin(tenant.config) ? siteUrl(tenant.config, v.path) : null,
    themeVars: themeVars(tenant.config.theme),
  };
}

export default function PrintRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeadTags
        tags={[
          { title: `${loaderData.model.heading} | Print | ${loaderData.siteName}` },
          { name: "robots", content: "noindex" },
          ...(loaderData.canonical ? [{ tagName: "link" as const, rel: "canonical", href: loaderData.canonical }] : []),
        ]}
      />
      <PrintSheet model={loaderData.model} siteName={loaderData.siteName} url={loaderData.url} themeVars={loaderData.themeVars} />
    </>
  );
}
