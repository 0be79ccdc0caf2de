import { data } from "react-router";
import { displayPrice } from "~/domain/price-display";
import { publicSite } from "~/domain/site";
import { isInStock, vehicleTitle } from "~/domain/vehicle";
import { tenantContext } from "~/server/context";
import { findVehicleBySlug } from "~/server/inventory/read.server";
import { getPlatform } from "~/server/platform.server";
import type { Route } from "./+types/vehicle";

export async function loader({ params, context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const vehicle = await findVehicleBySlug(getPlatform().database.db, tenant.id, params.slug);
  // Only what the tenant's search shows (spec 02 §7) has a page.
  if (!vehicle || !getPlatform().registry.index(tenant.id).isListed(vehicle.id)) throw data(null, { status: 404 });
  return { vehicle, site: publicSite(tenant.config) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Car not found" }];
  const v = data.vehicle;
  return [
    { title: `${vehicleTitle(v)} ${v.badge ?? ""} | ${data.site.name}`.replace(/\s+/g, " ") },
    { name: "description", content: `${vehicleTitle(v)} for sale at ${data.site.name}.` },
  ];
}

export default function VehiclePage({ loaderData }: Route.ComponentProps) {
  const { vehicle: v, site } = loaderData;
  const price = displayPrice(v, { subscriptionPricing: site.features.subscription_pricing, noPriceText: site.texts.noPriceText });
  return (
    <article className="vehicle-page">
      <h1>{vehicleTitle(v)}</h1>
      <p>{[v.badge, v.series].filter(Boolean).join(" ")}</p>
      {v.images[0] ? <img src={v.images[0].image} alt={vehicleTitle(v)} width={600} height={400} /> : null}
      <p className="vehicle-page__price">{isInStock(v.status) ? price.text : site.texts.soldText}</p>
      <dl className="vehicle-page__specs">
        <dt>Condition</dt>
        <dd>{v.car_type}</dd>
        <dt>Odometer</dt>
        <dd>{v.km.toLocaleString("en-AU")} km</dd>
        {v.stocknum ? (
          <>
            <dt>Stock number</dt>
            <dd>{v.stocknum}</dd>
          </>
        ) : null}
      </dl>
      {v.dealercomments ? <p>{v.dealercomments}</p> : null}
    </article>
  );
}
