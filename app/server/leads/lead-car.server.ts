import { formDefaults, type FormDefaults } from "~/domain/leads/form-schemas";
import { displayPrice } from "~/domain/vehicle/price-display";
import type { Dealership, TenantConfig } from "~/domain/tenant/tenant-config";
import type { CarType, StockStatus, Vehicle } from "~/domain/vehicle/vehicle";

/**
 * The car a lead is about, as it was when the lead came in: spec 01 §3 'Form
 * defaults' (dealership_slug, manufacturer_slug, stock_number, Vehicle Make,
 * Vehicle Model, car_type, car_id, vehicle_status) and what the dealer's
 * email, the ADF XML and the webhook show. Stored with the lead, so a car sold
 * or re-priced later does not change what the lead said.
 */
export interface LeadCar extends Omit<FormDefaults, "opt_in" | "message" | "subcategory"> {
  slug: string;
  path: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  stocknum: string | null;
  price: number;
  /** The price as the site showed it ("$25,990", "Enquire for price."). */
  price_text: string;
  km: number;
  colour: string | null;
  simple_body: string | null;
  simple_transmission: string | null;
  doors: number | null;
  tag: string | null;
  location_id: string | null;
  car_type: CarType;
  vehicle_status: StockStatus;
}

/** The dealership a car belongs to: its location's, else the site's only or first one. */
export function carDealership(cfg: TenantConfig, car: Pick<Vehicle, "location_id">): Dealership {
  const location = cfg.locations.find((l) => l.id === car.location_id);
  return cfg.dealerships.find((d) => d.id === location?.dealership_id) ?? cfg.dealerships[0];
}

export function leadCar(cfg: TenantConfig, car: Vehicle): LeadCar {
  const dealership = carDealership(cfg, car);
  const d = formDefaults("vehicle_enquiry", car, dealership.slug);
  return {
    dealership_slug: d.dealership_slug,
    manufacturer_slug: d.manufacturer_slug,
    stock_number: d.stock_number,
    "Vehicle Make": d["Vehicle Make"],
    "Vehicle Model": d["Vehicle Model"],
    car_type: d.car_type,
    car_id: d.car_id,
    vehicle_status: d.vehicle_status,
    slug: car.slug,
    path: car.path,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    vin: car.vin ?? null,
    stocknum: car.stocknum ?? null,
    price: car.price,
    price_text: displayPrice(car, { subscriptionPricing: cfg.features.subscription_pricing, noPriceText: cfg.texts.noPriceText })
      .text,
    km: car.km,
    colour: car.colour ?? null,
    simple_body: car.simple_body ?? null,
    simple_transmission: car.simple_transmission ?? null,
    doors: car.doors ?? null,
    tag: car.tag ?? null,
    location_id: car.location_id ?? null,
  };
}

/** "2021 Toyota Corolla Ascent Sport": how emails name the car. */
export function leadCarTitle(car: Pick<LeadCar, "year" | "make" | "model" | "badge">): string {
  return [car.year, car.make, car.model, car.badge].filter((s) => s !== null && String(s).trim()).join(" ");
}
