import { leadEventId, type LeadForm } from "~/domain/leads/form-schemas";
import { parseLeadReference } from "~/domain/leads/reference";
import { weeklyHoursTable } from "~/domain/locations/opening-hours";
import { primaryLocation } from "~/domain/tenant/tenant-config";
import type { CarType } from "~/domain/vehicle/vehicle";
import { directionsUrl } from "~/domain/locations/location-view";
import { telHref } from "~/domain/vehicle/phone-number";
import type { TenantScope } from "../context.server";
import { leadCarTitle } from "./lead-car.server";
import { findLead } from "./read.server";
import type { SuccessView } from "~/domain/leads/form-post";

/**
 * /success (spec 01 §2 'shown after a successful lead'): the reference, the
 * car, the dealership's contact details and what happens next, read back
 * from the stored lead by its reference. Nothing the shopper typed is shown:
 * a reference is all anyone holding the link has.
 */

const str = (v: unknown) => (typeof v === "string" && v ? v : null);

export async function successView(scope: TenantScope, rawReference: string | null): Promise<SuccessView> {
  const { tenant, db } = scope;
  const cfg = tenant.config;
  const reference = rawReference ? parseLeadReference(rawReference) : null;
  const lead = reference ? await findLead(db, tenant.id, reference) : null;
  const location = cfg.locations.find((l) => l.id === lead?.locationId) ?? primaryLocation(cfg);
  const car = lead?.car ?? null;
  const carType = str(car?.car_type) as CarType | null;
  const phone = location.contact_detail.phone || location.contact_detail.landline_phone || null;
  const a = location.address;
  return {
    // A well-formed reference is shown even when no lead has it (a honeypot's answer looks the same).
    reference,
    found: Boolean(lead),
    category: lead?.category ?? null,
    form: (lead?.form as LeadForm | undefined) ?? null,
    confirmationSent: lead?.routing.confirmation === true,
    eventId: lead
      ? leadEventId(lead.form as LeadForm, carType ? { car_type: carType, tag: str(car?.tag) } : null, lead.subcategory)
      : null,
    car: car
      ? {
          title: leadCarTitle({
            year: Number(car.year) || "",
            make: str(car.make) ?? "",
            model: str(car.model) ?? "",
            badge: str(car.badge),
          } as Parameters<typeof leadCarTitle>[0]),
          path: str(car.path) ?? "/",
          price: str(car.price_text),
        }
      : null,
    dealer: {
      name: location.name,
      phone,
      phoneHref: phone ? telHref(phone) : null,
      address: [a.street, [a.city, a.state, a.postcode].filter(Boolean).join(" ")].filter(Boolean).join(", "),
      directionsUrl: directionsUrl(location),
      hours: weeklyHoursTable(location).map((r) => ({ label: r.label, text: r.text })),
    },
    siteName: cfg.name,
    siteSlug: tenant.slug,
  };
}
