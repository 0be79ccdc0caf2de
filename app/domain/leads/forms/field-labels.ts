import { HONEYPOT_FIELD, SUBMISSION_ID_FIELD } from "./fields";

/**
 * How a lead's fields are named to people (the dealer's email, the CSV
 * export): spec 02 §3 'Other form fields' gives First Name, Mobile Number and
 * Email Address; the rest are the forms' labels.
 */
export const LEAD_FIELD_LABELS: Record<string, string> = {
  name: "First Name",
  last_name: "Last Name",
  email: "Email Address",
  phone: "Mobile Number",
  postcode: "Postcode",
  message: "Comments",
  PreferredContactMethod: "Preferred contact method",
  opt_in: "Happy to receive offers",
  terms_conditions: "Accepted the terms of use",
  category: "Category",
  subcategory: "Subcategory",
  location_id: "Location",
  dealership_slug: "Dealership",
  car_id: "Car",
  additional_services: "Additional services",
  "do-you-have-a-trade-in": "Do you have a trade-in?",
  dateTime: "Preferred date and time",
  preferred_date: "Preferred date",
  photo_request: "Photo request",
  rego: "Rego",
  regoState: "Rego state",
  kms: "Kilometres",
  year: "Year",
  make: "Make",
  model: "Model",
  position: "Position",
  // The trade-in valuation's leads (../../trade-in/trade-in-lead.ts).
  trade_in_vehicle: "Trade-in vehicle",
  badge: "Badge",
  identified_by: "Identified by",
  adjustmentAnswers: "Adjustment answers",
  valuation: "Valuation",
  offer_range: "Offer range",
  offer_price: "Offer price accepted",
  offer_accepted: "Offer accepted",
};

/** Fields every lead has a place for of its own (contact, consent, routing): the rest are the form's other answers. */
const OWN_PLACE = new Set([
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "message",
  "PreferredContactMethod",
  "opt_in",
  "terms_conditions",
  "category",
  "subcategory",
  "location_id",
  "dealership_slug",
  "car_id",
  HONEYPOT_FIELD,
  SUBMISSION_ID_FIELD,
]);

/** A form's other answers as label and text, in the order given: what a dealer reads under "Details". */
export function otherAnswers(fields: Record<string, unknown>): { key: string; label: string; value: string }[] {
  const out: { key: string; label: string; value: string }[] = [];
  for (const [key, raw] of Object.entries(fields)) {
    if (OWN_PLACE.has(key) || raw === undefined || raw === null || raw === "") continue;
    const value = Array.isArray(raw) ? raw.map(String).join(", ") : typeof raw === "boolean" ? (raw ? "Yes" : "No") : String(raw);
    if (!value) continue;
    out.push({ key, label: LEAD_FIELD_LABELS[key] ?? key, value });
  }
  return out;
}
