import { randomUUID } from "node:crypto";
import { ENQUIRY_PAGES, type EnquiryPageKey, type EnquiryPageView } from "~/domain/leads/enquiry-pages";
import { leadFormOptions } from "~/domain/leads/lead-settings";
import {
  departmentLocation,
  formDefaults,
  formOptionsFor,
  generalContactDefaults,
  hoursByChoice,
  localDate,
  type LeadForm,
} from "~/domain/leads/form-schemas";
import { weeklyHoursTable } from "~/domain/locations/opening-hours";
import { primaryLocation, type Location } from "~/domain/tenant/tenant-config";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import type { Vehicle } from "~/domain/vehicle/vehicle";
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
  const page = ENQUIRY_PAGES[key];
  const car = key === "book-test-drive" ? await testDriveCar(scope, url, now) : null;
  // /book-test-drive/ without one of the listed cars: a test drive all the same, the car by make and model (issue 17 §3).
  const form: LeadForm = key === "book-test-drive" && car ? "test_drive" : page.form;
  let location: Location | undefined = departmentLocation(form, cfg.locations) ?? primaryLocation(cfg);
  if (locationSlug !== null) {
    location = cfg.locations.find((l) => l.slug === locationSlug && l.visible !== false);
    if (!location) return null;
  }
  if (car) location = cfg.locations.find((l) => l.id === car.location_id) ?? location;
  const today = localDate(now, timeZoneForLocation(location));
  // Issue 17 §4: the service and parts pages offer the locations with that department, a test drive the sales yards.
  const options = formOptionsFor(form, leadFormOptions(cfg.lead, cfg, today), cfg);
  const defaultValue: Record<string, string> = {};
  const hidden: Record<string, string> = {};
  if (car) {
    hidden.car_id = String(car.id);
    const d = formDefaults("test_drive", car, carDealership(cfg, car).slug);
    if (d.message) defaultValue.message = d.message;
  }
  if (form === "general_contact") defaultValue.category = generalContactDefaults(options).category;
  // /contact-us/{slug}: the page's location is the one chosen (the select shows when the site has several).
  if (locationSlug !== null && location) defaultValue.location_id = location.id;
  return {
    key,
    form,
    title: locationSlug !== null && location ? `Contact ${location.name}` : page.title,
    intro: car ? "Tell us when suits you and we will confirm your test drive." : page.intro,
    submitLabel: page.submitLabel,
    options,
    openingHours: location.contact_detail.opening_hours,
    // The preferred time of a test drive follows the yard chosen in the form.
    hoursByChoice: form === "book_test_drive" ? hoursByChoice(form, cfg, options) : undefined,
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
