import { z } from "zod";
import { DEFAULT_CATEGORY } from "../kind";

/**
 * What a site's enquiry forms vary by. Plain, serialisable data: the server
 * builds it from the tenant's config (see leadFormOptions in ../lead-settings.ts),
 * renders the form with it and sends it to the browser, so both build the same
 * Zod schema from the same object.
 */

const choice = z.object({ value: z.string().min(1).max(120), label: z.string().min(1).max(120) });
export type Choice = z.output<typeof choice>;

export const contactCategorySchema = z.object({
  name: z.string().trim().min(1).max(60),
  subcategories: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
});
export type ContactCategory = z.output<typeof contactCategorySchema>;

export const DEFAULT_CONTACT_CATEGORIES: ContactCategory[] = [
  { name: DEFAULT_CATEGORY, subcategories: [] },
  { name: "Sales", subcategories: [] },
  { name: "Service", subcategories: [] },
  { name: "Parts", subcategories: [] },
  { name: "Finance", subcategories: [] },
];

/** Our wording of the request-photos hidden field's default text; the spec names the field but not its text (spec 01 §5). */
export const DEFAULT_REQUEST_PHOTOS_TEXT = "Please send me more photos of this vehicle.";

export const leadFormOptionsSchema = z.object({
  /** Spec 02 §5: Comments required unless the message is switched off for the site. */
  messageRequired: z.boolean(),
  /** Spec 02 §5: postcode required on some sites. */
  postcodeRequired: z.boolean(),
  /** Spec 02 §5: the terms message's two wordings. */
  termsWording: z.enum(["short", "long"]),
  /** Spec 01 §4: the multi-step enquiry. */
  multiStepEnquiry: z.boolean(),
  /** Spec 02 §5: category select, default General Enquiry. */
  categories: z.array(contactCategorySchema).min(1),
  /** Spec 02 §3: additional_services, from checked options. Empty: the checkboxes are not shown. */
  additionalServices: z.array(z.string().min(1).max(120)).max(20),
  /** The general contact form's location or dealership select (spec 02 §5), shown when it has more than one choice. */
  contactSelect: z.enum(["location", "dealership"]),
  locations: z.array(choice),
  dealerships: z.array(choice),
  requestPhotosText: z.string().min(1).max(300),
  /** Today at the dealership (YYYY-MM-DD): preferred dates cannot be earlier. */
  today: z.iso.date(),
});
export type LeadFormOptions = z.output<typeof leadFormOptionsSchema>;

/** Whether the general contact form shows its location or dealership select (spec 02 §5: required when shown). */
export function contactSelectShown(
  o: Pick<LeadFormOptions, "contactSelect" | "locations" | "dealerships">,
): "location" | "dealership" | null {
  const list = o.contactSelect === "location" ? o.locations : o.dealerships;
  return list.length > 1 ? o.contactSelect : null;
}
