import { randomUUID } from "node:crypto";
import { ENQUIRY_PAGES, type EnquiryPageKey, type EnquiryPageView } from "~/domain/enquiry-pages";
import { leadFormOptions } from "~/domain/lead-config";
import { DEFAULT_CATEGORY, formDefaults, generalContactDefaults, localDate } from "~/domain/lead-forms";
import { weeklyHoursTable } from "~/domain/location-hours";
import { primaryLocation, type Location } from "~/domain/tenant-config";
import { timeZoneForLocation } from "~/domain/time-zones";
import type { Vehicle } from "~/domain/vehicle";
import type { TenantScope } from "../context.server";
import { findVehicleById } from "../inventory/read.server";
import { carDealership, leadCarTitle } from "./lead-car.server";

/**
 * What an enquiry page of spec 02 §2 renders (app/routes/enquiry.tsx): the
 * page's form with the site's options, its starting values, a submission id
 * issued with the form (a double POST is one lead), and the place beside it.
 * null when the page is not this site's (an unknown /contact-us/{slug}).
 */
export async function enquiryPageView(
  scope: TenantScope,
  key: EnquiryPageKey,
  locationSlug: string | null,
  url: URL,
  now: Date = new Date(),
): Promise<EnquiryPageView | null> {
  const { tenant } = scope;
  const cfg = tenant.config;
  let location: Location | undefined = placeFor(cfg.locations, key) ?? primaryLocation(cfg);
  if (locationSlug !== null) {
    location = cfg.locations.find((l) => l.slug === locationSlug && l.visible !== false);
    if (!location) return null;
  }
  const car = key === "book-test-drive" ? await testDriveCar(scope, url, now) : null;
  if (car) location = cfg.locations.find((l) => l.id === car.location_id) ?? location;
  const today = localDate(now, timeZoneForLocation(location));
  const options = leadFormOptions(cfg.lead, cfg, today);
  const page = ENQUIRY_PAGES[key];
  const defaultValue: Record<string, string> = {};
  const hidden: Record<string, string> = {};
  // /book-test-drive/ without a car is a sales enquiry asking for a test drive (the test drive form is about one car).
  let form: EnquiryPageView["form"] = page.form;
  if (car) {
    hidden.car_id = String(car.id);
    const d = formDefaults("test_drive", car, carDealership(cfg, car).slug);
    if (d.message) defaultValue.message = d.message;
  } else if (key === "book-test-drive") {
    form = "general_contact";
    defaultValue.category = options.categories.some((c) => c.name === "Sales") ? "Sales" : DEFAULT_CATEGORY;
    defaultValue.message = "I would like to book a test drive.";
  }
  if (form === "general_contact" && !defaultValue.category) defaultValue.category = generalContactDefaults(options).category;
  // /contact-us/{slug}: the page's location is the one chosen (the select shows when the site has several).
  if (locationSlug !== null && location) defaultValue.location_id = location.id;
  return {
    key,
    form,
    title: locationSlug !== null && location ? `Contact ${location.name}` : page.title,
    intro: page.intro,
    submitLabel: page.submitLabel,
    options,
    openingHours: location.contact_detail.opening_hours,
    defaultValue,
    hidden,
    submissionId: randomUUID(),
    locationSlug,
    car: car
      ? {
          id: car.id,
          title: leadCarTitle({ year: car.year, make: car.make, model: car.model, badge: car.badge ?? null }),
          path: car.path,
        }
      : null,
    place: {
      name: location.name,
      street: location.address.street,
      city: location.address.city,
      state: location.address.state,
      postcode: location.address.postcode,
      phone: location.contact_detail.phone,
      hours: weeklyHoursTable(location),
    },
    siteSlug: tenant.slug,
  };
}

/** /book-test-drive/?car_id={id}: one of this site's listed cars, or none. */
async function testDriveCar({ tenant, db, index }: TenantScope, url: URL, now: Date): Promise<Vehicle | null> {
  const raw = url.searchParams.get("car_id");
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const car = await findVehicleById(db, tenant.id, Number(raw));
  return car && index.isListed(car.id, now.getTime()) ? car : null;
}

/** The service and parts pages show the site's service or parts location beside the form when it has one (spec 02 location types). */
function placeFor(locations: readonly Location[], key: EnquiryPageKey): Location | undefined {
  const types =
    key === "service"
      ? ["service", "service-and-parts"]
      : key === "vehicle-parts-and-accessories"
        ? ["parts", "service-and-parts"]
        : null;
  if (!types) return undefined;
  return locations.find((l) => l.visible !== false && types.includes(l.location_type));
}
