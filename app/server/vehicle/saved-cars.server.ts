import { vehicleCard } from "~/domain/search/card-fields";
import { cardView, type CardView } from "~/domain/search/card-view";
import { compareView, type CompareView } from "~/domain/vehicle/compare-view";
import { publicSite } from "~/domain/tenant/public-site";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import { vehicleLocation } from "~/domain/vehicle/page-behaviour";
import type { TenantScope } from "../context.server";
import { findVehiclesByIds } from "../inventory/read.server";

/**
 * The pages that show cars by the ids in their URL (/compare, /favourites):
 * only this tenant's cars that its stock filter lists (spec 02 §7), in the
 * order asked; the ids left out are counted so the page can say so.
 */
export async function listedVehiclesByIds(
  { tenant, db, index }: TenantScope,
  ids: readonly number[],
  now: number,
): Promise<{ vehicles: Vehicle[]; missing: number[] }> {
  const found = await findVehiclesByIds(db, tenant.id, ids);
  const vehicles = found.filter((v) => index.isListed(v.id, now));
  const listed = new Set(vehicles.map((v) => v.id));
  return { vehicles, missing: ids.filter((id) => !listed.has(id)) };
}

function cardsOf(scope: TenantScope, vehicles: readonly Vehicle[], now: number): CardView[] {
  const site = publicSite(scope.tenant.config);
  return vehicles.map((v) => cardView(vehicleCard(v), site, now));
}

export async function compareData(scope: TenantScope, ids: readonly number[], now: number) {
  const { vehicles, missing } = await listedVehiclesByIds(scope, ids, now);
  const cfg = scope.tenant.config;
  const locations = vehicles.map((v) => {
    const l = vehicleLocation(cfg, v.location_id);
    return `${l.name}, ${l.address.city} ${l.address.state}`;
  });
  const view: CompareView = compareView(vehicles, cardsOf(scope, vehicles, now), locations);
  return { view, missing };
}

export async function favouritesData(scope: TenantScope, ids: readonly number[], now: number) {
  const { vehicles, missing } = await listedVehiclesByIds(scope, ids, now);
  return { cards: cardsOf(scope, vehicles, now), missing };
}
