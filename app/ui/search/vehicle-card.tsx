import type { CardVehicle } from "~/domain/search/card-fields";
import { cardView, type CardSite } from "~/domain/search/card-view";
import { VehicleCardView, type PhotoLoading } from "./vehicle-card-view";

export { similarHref } from "~/domain/search/card-view";
export { VehicleCardView, type PhotoLoading };

/**
 * A search card from a vehicle (used by the vehicle page's similar cars).
 * Listing pages send VehicleCardView the card already worked out on the server.
 */
export function VehicleCard({
  car,
  site,
  now,
  loading,
  moreSold = 0,
}: {
  car: CardVehicle;
  site: CardSite & { slug: string };
  now: number;
  loading: PhotoLoading;
  moreSold?: number;
}) {
  return <VehicleCardView card={cardView(car, site, now, moreSold)} siteSlug={site.slug} loading={loading} />;
}
