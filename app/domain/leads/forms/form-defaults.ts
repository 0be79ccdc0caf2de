import { slugify } from "../../navigation/slug";
import type { CarType, StockStatus } from "../../vehicle/vehicle";
import { carSubcategory, type VehicleLeadForm } from "../kind";

/**
 * Spec 01 §3 'Form defaults': what a vehicle form starts with, from its car.
 * Keys are the spec's own (including "Vehicle Make" and "Vehicle Model"), as
 * the lead payload carries them.
 */

export interface FormDefaultsCar {
  id: number;
  year: number;
  make: string;
  model: string;
  badge?: string | null;
  stocknum?: string | null;
  car_type: CarType;
  status: StockStatus;
}

export interface FormDefaults {
  dealership_slug: string;
  manufacturer_slug: string;
  stock_number: string | null;
  "Vehicle Make": string;
  "Vehicle Model": string;
  car_type: CarType;
  car_id: number;
  vehicle_status: StockStatus;
  opt_in: true;
  message: string;
  subcategory: string;
}

/**
 * What every lead form starts with, whichever page it is on (spec 01 §3 'Form
 * defaults': opt_in (true)): "Keep me up to date" is ticked until the shopper
 * unticks it. An unticked box posts nothing, which the schema reads as false.
 */
export const EVERY_FORM_DEFAULTS = { opt_in: true } as const;

/** "2021 Toyota Corolla Ascent Sport (stock no. ST1)": how the default messages name the car. */
function carLabel(car: FormDefaultsCar): string {
  const name = [car.year, car.make, car.model, car.badge]
    .filter((s) => s !== null && s !== undefined && String(s).trim())
    .join(" ");
  return car.stocknum ? `${name} (stock no. ${car.stocknum})` : name;
}

/**
 * The default Comments per form: our wording (the spec lists message among the
 * defaults without its text). Request photos has its own hidden text and an
 * optional message (spec 01 §5), so its message starts empty.
 */
export function defaultMessage(form: VehicleLeadForm, car: FormDefaultsCar): string {
  switch (form) {
    case "vehicle_enquiry":
      return `Hi, I'm interested in the ${carLabel(car)}. Is it still available?`;
    case "test_drive":
      return `Hi, I'd like to book a test drive of the ${carLabel(car)}.`;
    case "request_photos":
      return "";
  }
}

/** Spec 01 §3 'Form defaults' for a vehicle form; opt_in starts ticked (true). */
export function formDefaults(form: VehicleLeadForm, car: FormDefaultsCar, dealershipSlug: string): FormDefaults {
  return {
    dealership_slug: dealershipSlug,
    manufacturer_slug: slugify(car.make),
    stock_number: car.stocknum ?? null,
    "Vehicle Make": car.make,
    "Vehicle Model": car.model,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status,
    opt_in: true,
    message: defaultMessage(form, car),
    subcategory: carSubcategory(car.car_type),
  };
}
