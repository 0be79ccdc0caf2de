import { primaryLocation } from "~/domain/tenant/tenant-config";
import type { TenantScope } from "../context.server";
import { leadCarTitle, type LeadCar } from "../leads/lead-car.server";
import { findLead } from "../leads/read.server";

/**
 * The platform's own application page (issue 19 item 6: the embedded
 * hand-off's redirectUrl): what a shopper may see of an application by its
 * reference: the reference, the car, the dealership and its phone. Nothing
 * personal (the reference is in the address), and no credit decision,
 * because none was made.
 */
export interface ApplicationStatus {
  reference: string;
  car: { title: string; path: string } | null;
  dealerName: string;
  phone: string;
}

export async function applicationStatus({ tenant, db }: TenantScope, reference: string): Promise<ApplicationStatus | null> {
  if (!/^[A-Z0-9]{1,12}-[A-Z0-9]{4,16}$/.test(reference)) return null;
  const lead = await findLead(db, tenant.id, reference);
  if (!lead || lead.form !== "finance_application") return null;
  const cfg = tenant.config;
  const dealer = cfg.dealerships.find((d) => d.slug === lead.dealershipSlug);
  const location = cfg.locations.find((l) => l.id === lead.locationId) ?? primaryLocation(cfg);
  const car = lead.car as LeadCar | null;
  return {
    reference: lead.publicId,
    car: car ? { title: leadCarTitle(car), path: car.path } : null,
    dealerName: dealer?.name ?? cfg.name,
    phone: location.contact_detail.phone,
  };
}
