import { financeHref, offersFinance } from "~/domain/finance/finance-link";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import type { Tenant } from "../context.server";
import { leadCar } from "../leads/lead-car.server";

/**
 * The vehicle page's finance entry (issue 19 items 4 and 5): the finance link
 * for this car (spec 01 §2: preferredDealership, vehiclePriceBudget, car_id,
 * car_type, vin, #finance-form) and what the popup needs (the provider's rate
 * card and fees, the car's fields). Only for a car in stock on a site that
 * offers finance; null otherwise.
 */
export function vehicleFinanceEntry(tenant: Tenant, v: Vehicle, now: Date) {
  const cfg = tenant.config;
  if (!offersFinance(cfg) || v.status === "sold") return null;
  const dealership_slug = leadCar(cfg, v).dealership_slug;
  const car = {
    id: v.id,
    price: v.price > 0 ? v.price : null,
    year: v.year,
    vin: v.vin ?? null,
    nvic: v.nvic ?? null,
    car_type: v.car_type,
    dealership_slug,
  };
  const href = financeHref(cfg, car);
  if (!href) return null;
  const dealer = cfg.dealerships.find((d) => d.slug === dealership_slug);
  return { href, provider: cfg.finance, asOfYear: now.getFullYear(), car, dealerName: dealer?.name ?? cfg.name };
}
