import { vehicleCard } from "~/domain/search/card-fields";
import { makeModelValue } from "~/domain/search/make-model";
import { priceBucket } from "~/domain/search/facets";
import { primaryLocation, type TenantConfig } from "~/domain/tenant/tenant-config";
import { simpleSpecs, type Vehicle } from "~/domain/vehicle/vehicle";
import type { SearchDoc, SearchHit, SearchOptions } from "./types.server";

/**
 * A stored vehicle as the search index holds it (spec 01 §3 'Search facets'):
 * facet values, range values, sort keys, stock-filter inputs, keyword text and
 * the card data returned as a hit. Location facets come from the tenant's
 * configured location, falling back to the primary one.
 */
export function toSearchDoc(vehicle: Vehicle, config: TenantConfig): SearchDoc {
  const v = vehicle;
  const location = config.locations.find((l) => l.id === v.location_id) ?? primaryLocation(config);
  const dealership = config.dealerships.find((d) => d.id === location.dealership_id) ?? null;
  const weekly = v.youxQuote?.weeklyRepaymentAmount ?? null;
  const specs = simpleSpecs(v);
  const createdAt = v.created_at.getTime();

  // Object.assign rather than a spread followed by more keys: V8 builds that
  // literal key by key, 3 µs a vehicle against 0.3 (bench/index-memory.ts's load).
  const hit: SearchHit = Object.assign(vehicleCard(v), {
    item_type: v.item_type,
    colour: v.colour ?? null,
    stocknum: v.stocknum ?? null,
    images: v.images,
    weekly_price: weekly,
    location: {
      id: location.id,
      name: location.name,
      slug: location.slug,
      city: location.address.city,
      state: location.address.state,
    },
    dealership_id: dealership?.id ?? location.dealership_id,
    dealership_slug: dealership?.slug ?? null,
  });

  const text = [
    v.year,
    v.make,
    v.model,
    v.badge,
    v.series,
    v.colour,
    v.simple_body,
    v.bodyconfiguration,
    specs.fuel,
    v.simple_transmission,
    v.simple_drive,
    v.stocknum,
    v.vin,
    v.item_type,
    v.car_type,
    v.name,
    v.carsales_title,
  ]
    .filter((x) => x != null && x !== "")
    .join(" ");

  return {
    id: v.id,
    values: {
      badge: v.badge ?? null,
      status: v.status,
      car_type: v.car_type,
      city: location.address.city,
      colour: v.colour ?? null,
      dealership_name: dealership?.name ?? null,
      item_type: v.item_type,
      location_name: location.name,
      make: v.make,
      make_model: makeModelValue(v.make, v.model),
      model: v.model,
      price_range: priceBucket(v.price),
      seats: v.seats == null ? null : String(v.seats),
      body: specs.body,
      drive: specs.drive,
      fuel: specs.fuel,
      transmission: specs.transmission,
      state: location.address.state,
      tag: v.tag ?? null,
      certified: v.certified ? "true" : "false",
      categories: v.categories,
      filtered_features: v.filtered_features,
    },
    ranges: {
      price: v.price,
      km: v.km,
      year: v.year,
      subscription_price: v.subscription_price ?? null,
      weekly_price_range: weekly,
      created_at_timestamp: Math.floor(createdAt / 1000),
    },
    sort: { custom_rank: v.custom_rank, price: v.price, year: v.year, km: v.km, created_at: createdAt },
    stock: {
      status: v.status,
      car_type: v.car_type,
      show_on_dealer_website: v.show_on_dealer_website,
      sold_at: v.sold_at?.getTime() ?? null,
      last_seen_at: v.last_seen_at.getTime(),
      photos_count: v.photos_count,
    },
    text,
    hit,
  };
}

/** The tenant's search settings (spec 02 §7 stock filter; spec 01 §5 sort and certified rules). */
export function searchOptionsFor(config: TenantConfig): SearchOptions {
  return {
    stockFilter: config.stock_filter,
    priceAscendingExcludesZero: config.search.price_ascending_excludes_zero,
    certifiedOnly: config.features.certified_only,
  };
}
