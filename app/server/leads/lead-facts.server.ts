import { answerInWords, instantInWords, otherAnswers } from "~/domain/leads/form-schemas";
import type { Dealership, Location, TenantConfig } from "~/domain/tenant/tenant-config";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import type { LeadRow } from "../db/schema.server";
import type { LeadAttributesRecord } from "./accept-lead.server";
import { leadCarTitle, type LeadCar } from "./lead-car.server";

/**
 * A stored lead read for delivery: what the dealer's email, the shopper's
 * confirmation, the ADF XML and the webhook all say, in one shape, so the
 * four never disagree.
 */
export interface LeadFacts {
  reference: string;
  form: string;
  category: string;
  subcategory: string | null;
  receivedAt: Date;
  /** "Wednesday 12 March 2025 at 11:02 am AEST": the dealership's local time, in words (date-words.ts). */
  receivedText: string;
  timeZone: string;
  site: { name: string; slug: string; origin: string; host: string };
  contact: {
    firstName: string;
    lastName: string | null;
    email: string | null;
    phone: string | null;
    postcode: string | null;
    preferredContact: "Phone" | "Email" | "SMS" | null;
  };
  message: string | null;
  /** The form's other answers as a dealer reads them (preferred dates in words). */
  answers: { key: string; label: string; value: string }[];
  car: (LeadCar & { title: string; url: string }) | null;
  dealership: Dealership;
  location: Location;
  /** `atText`: when, in the dealership's time zone and in words. */
  consent: { termsAccepted: boolean; optIn: boolean; at: Date; atText: string };
  attributes: LeadAttributesRecord;
}

export function leadFacts(lead: LeadRow, cfg: TenantConfig, tenantSlug: string): LeadFacts {
  const p = lead.payload;
  const s = (k: string) => (typeof p[k] === "string" && (p[k] as string).trim() ? (p[k] as string) : null);
  const location = cfg.locations.find((l) => l.id === lead.locationId) ?? cfg.locations[0];
  const dealership =
    cfg.dealerships.find((d) => d.slug === lead.dealershipSlug) ??
    cfg.dealerships.find((d) => d.id === location.dealership_id) ??
    cfg.dealerships[0];
  const timeZone = timeZoneForLocation(location);
  const car = lead.car as LeadCar | null;
  const pcm = s("PreferredContactMethod");
  return {
    reference: lead.publicId,
    form: lead.form,
    category: lead.category,
    subcategory: lead.subcategory,
    receivedAt: lead.createdAt,
    receivedText: instantInWords(lead.createdAt, timeZone),
    timeZone,
    site: { name: cfg.name, slug: tenantSlug, origin: lead.siteOrigin, host: new URL(lead.siteOrigin).host },
    contact: {
      firstName: s("name") ?? "",
      lastName: s("last_name"),
      email: s("email"),
      phone: s("phone"),
      postcode: s("postcode"),
      preferredContact: pcm === "Phone" || pcm === "Email" || pcm === "SMS" ? pcm : null,
    },
    message: s("message"),
    answers: otherAnswers(p).map((a) => ({ ...a, value: answerInWords(a.key, a.value) })),
    car: car ? { ...car, title: leadCarTitle(car), url: new URL(car.path, lead.siteOrigin).toString() } : null,
    dealership,
    location,
    consent: {
      termsAccepted: lead.termsAccepted,
      optIn: lead.optIn,
      at: lead.consentAt,
      atText: instantInWords(lead.consentAt, timeZone),
    },
    attributes: lead.attributes as unknown as LeadAttributesRecord,
  };
}

/** "Jane Citizen". */
export function contactName(f: LeadFacts): string {
  return [f.contact.firstName, f.contact.lastName].filter(Boolean).join(" ");
}

/** "1 Test St, Brisbane QLD 4000". */
export function locationAddress(l: Location): string {
  return `${l.address.street}, ${l.address.city} ${l.address.state} ${l.address.postcode}`;
}
