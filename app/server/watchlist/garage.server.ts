import { vehicleCard } from "~/domain/search/card-fields";
import { cardView, type CardView } from "~/domain/search/card-view";
import { publicSite } from "~/domain/tenant/public-site";
import { priceChange, type PriceChange } from "~/domain/sign-in/watchlist";
import type { TenantScope } from "../context.server";
import { findVehiclesByIds } from "../inventory/read.server";
import { recentlyViewedIds } from "./recently-viewed.server";
import { savedCars } from "./watchlist.server";

/**
 * My Garage's data (issue 11 §7): the saved cars as cards with today's price
 * and status and the change since saving (price_at_save), and the recently
 * viewed cars. A saved car that has sold stays (its card says so and offers
 * 'Find Me Something Similar', spec 01 §4) even after it leaves search; one
 * the site no longer shows for another reason is left out and counted.
 */
export interface GarageCar {
  card: CardView;
  change: PriceChange;
  savedAt: string;
}

export interface GarageData {
  saved: GarageCar[];
  unavailable: number;
  recent: CardView[];
}

export async function garageData(scope: TenantScope, userId: number, now = Date.now()): Promise<GarageData> {
  const [saved, recentIds] = await Promise.all([savedCars(scope, userId), recentlyViewedIds(scope, userId)]);
  const savedIds = new Set(saved.map((s) => s.vehicleId));
  const recentOnly = recentIds.filter((id) => !savedIds.has(id));
  const vehicles = await findVehiclesByIds(scope.db, scope.tenant.id, [...savedIds, ...recentOnly]);
  const byId = new Map(vehicles.map((v) => [v.id, v]));
  const site = publicSite(scope.tenant.config);
  const shown = (id: number) => {
    const v = byId.get(id);
    return v && (v.status === "sold" || scope.index.isListed(id, now)) ? v : null;
  };
  const cars: GarageCar[] = [];
  for (const s of saved) {
    const v = shown(s.vehicleId);
    if (!v) continue;
    cars.push({
      card: cardView(vehicleCard(v), site, now),
      change: v.status === "sold" ? { kind: "unknown" } : priceChange(s.priceAtSave, v.price),
      savedAt: s.savedAt.toISOString(),
    });
  }
  // Recently viewed: cars still in search only (a sold one that left search is no use to browse again).
  const recent = recentOnly.flatMap((id) => {
    const v = byId.get(id);
    return v && scope.index.isListed(id, now) ? [cardView(vehicleCard(v), site, now)] : [];
  });
  return { saved: cars, unavailable: saved.length - cars.length, recent };
}
