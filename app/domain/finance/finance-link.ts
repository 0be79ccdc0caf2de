/**
 * Finance links from a car (spec 01 §2 routes table: '/finance (default) ...
 * finance link always ending in #finance-form, with query
 * preferredDealership, vehiclePriceBudget, car_id, car_type, vin').
 */
export interface FinanceLinkCar {
  id: number;
  car_type: string;
  price: number;
  vin?: string | null;
  /** The slug of the dealership that holds the car. */
  dealershipSlug?: string | null;
}

export const FINANCE_PATH = "/finance";
export const FINANCE_FORM_ANCHOR = "#finance-form";

export function financeFormHref(car: FinanceLinkCar, base: string = FINANCE_PATH): string {
  const q = new URLSearchParams();
  if (car.dealershipSlug) q.set("preferredDealership", car.dealershipSlug);
  if (car.price > 0) q.set("vehiclePriceBudget", String(car.price));
  q.set("car_id", String(car.id));
  q.set("car_type", car.car_type);
  if (car.vin) q.set("vin", car.vin);
  return `${base}?${q.toString()}${FINANCE_FORM_ANCHOR}`;
}
