import { otherAnswers } from "~/domain/leads/form-schemas";
import type { Db } from "../db/client.server";
import type { LeadRow } from "../db/schema.server";
import { CSV_BOM, csvLine } from "../csv.server";
import type { LeadAttributesRecord } from "./accept-lead.server";
import { leadCarTitle, type LeadCar } from "./lead-car.server";
import { leadsPage } from "./read.server";

/** A tenant's leads as CSV (`npm run cli -- leads export <slug>`), oldest first, written a page at a time. */

export const LEAD_CSV_COLUMNS = [
  "lead_id",
  "created_at",
  "form",
  "category",
  "subcategory",
  "dealership",
  "location_id",
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "preferred_contact_method",
  "message",
  "other_answers",
  "car_id",
  "stock_number",
  "car",
  "opt_in",
  "terms_accepted",
  "consent_at",
  "source",
  "url",
  "linked_query_params",
  "delivery_status",
] as const;

export function leadCsvRow(l: LeadRow): unknown[] {
  const p = l.payload;
  const car = l.car as LeadCar | null;
  const a = l.attributes as unknown as LeadAttributesRecord;
  const values: Record<(typeof LEAD_CSV_COLUMNS)[number], unknown> = {
    lead_id: l.publicId,
    created_at: l.createdAt,
    form: l.form,
    category: l.category,
    subcategory: l.subcategory,
    dealership: l.dealershipSlug,
    location_id: l.locationId,
    name: p.name,
    last_name: p.last_name,
    email: p.email,
    phone: p.phone,
    postcode: p.postcode,
    preferred_contact_method: p.PreferredContactMethod,
    message: p.message,
    other_answers: otherAnswers(p)
      .map((x) => `${x.label}: ${x.value}`)
      .join("; "),
    car_id: l.carId,
    stock_number: car?.stock_number,
    car: car ? leadCarTitle(car) : null,
    opt_in: l.optIn ? "yes" : "no",
    terms_accepted: l.termsAccepted ? "yes" : "no",
    consent_at: l.consentAt,
    source: a.source,
    url: a.url,
    linked_query_params: Object.keys(a.linked_query_params ?? {}).length ? a.linked_query_params : null,
    delivery_status: l.deliveryStatus,
  };
  return LEAD_CSV_COLUMNS.map((c) => values[c]);
}

export async function exportLeadsCsv(db: Db, tenantId: number, write: (chunk: string) => void | Promise<void>): Promise<number> {
  await write(CSV_BOM + csvLine(LEAD_CSV_COLUMNS));
  let after = 0;
  let n = 0;
  for (;;) {
    const page = await leadsPage(db, tenantId, after, 500);
    if (page.length === 0) return n;
    await write(page.map((l) => csvLine(leadCsvRow(l))).join(""));
    n += page.length;
    after = page[page.length - 1].id;
  }
}
