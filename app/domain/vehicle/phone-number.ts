import type { CarType } from "./vehicle";

/**
 * The number a shopper calls about a car (spec 01 §9 "Phone numbers differ
 * per dealership and car type by configuration"; §4 "Phone number is masked
 * until clicked in some configurations; on reveal a call is made"). One rule
 * for the vehicle page, its sticky bars, print, PDF and structured data.
 */

type PhonesByCarType = Partial<Record<CarType, string>>;

export interface PhoneConfig {
  /** Tenant-wide numbers by car type: only for a car whose location is unknown to the config. */
  phone_numbers?: PhonesByCarType | null;
  dealerships: readonly { id: string; phone_numbers?: PhonesByCarType | null }[];
  locations: readonly { id: string; primary?: boolean; dealership_id: string; contact_detail: { phone?: string | null } }[];
  features: { phone_reveal: boolean };
}

export interface PhoneCar {
  car_type: CarType;
  location_id?: string | null;
}

/**
 * The car's own place first: its dealership's number for the car type (a
 * used-car department, say) when configured, else its location's number. A
 * tenant-wide number for the car type only when the car's location has none
 * (unknown or without a phone), then the primary location's.
 */
export function vehiclePhone(cfg: PhoneConfig, car: PhoneCar): string | null {
  const location = cfg.locations.find((l) => l.id === car.location_id);
  if (location) {
    const dealership = cfg.dealerships.find((d) => d.id === location.dealership_id);
    const own = dealership?.phone_numbers?.[car.car_type] || location.contact_detail.phone;
    if (own) return own;
  }
  const primary = cfg.locations.find((l) => l.primary) ?? cfg.locations[0];
  return cfg.phone_numbers?.[car.car_type] || primary?.contact_detail.phone || null;
}

/**
 * What a page may carry of the number: a masking tenant's page carries only
 * the masked form until the shopper has asked (the reveal call answers with
 * the number), so no copy of the page, its data or its structured data holds it.
 */
export interface ShownPhone {
  masked: string;
  /** Null until revealed on a masking tenant. */
  number: string | null;
  revealRequired: boolean;
}

export function shownPhone(cfg: PhoneConfig, car: PhoneCar, opts: { revealed: boolean }): ShownPhone | null {
  const number = vehiclePhone(cfg, car);
  if (!number) return null;
  const revealRequired = cfg.features.phone_reveal;
  return { masked: maskPhone(number), number: revealRequired && !opts.revealed ? null : number, revealRequired };
}

/** The number for structured data and printed sheets: none on a masking tenant (it is given only through the reveal call). */
export function publicPhone(cfg: PhoneConfig, car: PhoneCar): string | null {
  return cfg.features.phone_reveal ? null : vehiclePhone(cfg, car);
}

/** "07 3000 1234" -> "07 3000 XXXX": the last four digits hidden until the shopper asks (spec 01 §4). */
export function maskPhone(phone: string): string {
  let hide = 4;
  const chars = phone.split("");
  for (let i = chars.length - 1; i >= 0 && hide > 0; i--) {
    if (/\d/.test(chars[i])) {
      chars[i] = "X";
      hide--;
    }
  }
  return chars.join("");
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}
