import { z } from "zod";
import { AU_STATES } from "../../locations/au-states";
import { DEFAULT_CATEGORY } from "../kind";
import { LEAD_LIMITS, MESSAGES, coreFields, messageField, optionalText, requiredText } from "./fields";
import { contactSelectShown, type LeadFormOptions } from "./form-options";
import type { OpeningHourEntry } from "../../locations/opening-hours";
import { preferredDateField, preferredDateTimeField } from "./preferred-time";

/**
 * The enquiry pages' forms (spec 02 §2 'Other' routes): /contact and
 * /contact-us, /service, /sell-my-car and /sell-your-car,
 * /vehicle-parts-and-accessories, /careers. Each shows the site's location or
 * dealership select when there is more than one to choose from (spec 02 §5:
 * required when shown); otherwise the server knows the place (the only one, or
 * the one in /contact-us/{location slug}) and the form has no such field.
 */

type Options = LeadFormOptions;

function placeField(o: Options) {
  const shown = contactSelectShown(o);
  if (shown === "location") {
    const ids = o.locations.map((l) => l.value);
    return { location_id: z.string({ error: MESSAGES.location }).refine((v) => ids.includes(v), MESSAGES.location) };
  }
  if (shown === "dealership") {
    const slugs = o.dealerships.map((d) => d.value);
    return { dealership_slug: z.string({ error: MESSAGES.dealership }).refine((v) => slugs.includes(v), MESSAGES.dealership) };
  }
  return {};
}

/** Spec 02 §5: category select required, default General Enquiry; a subcategory from the chosen category's list when it has one. */
export function generalContactSchema(o: Options) {
  const names = o.categories.map((c) => c.name);
  return z
    .object({
      ...coreFields(o),
      ...placeField(o),
      category: z.string({ error: MESSAGES.category }).refine((v) => names.includes(v), MESSAGES.category),
      subcategory: optionalText("Subcategory", 60),
      message: messageField(o.messageRequired),
    })
    .refine(
      (v) => {
        const subs = o.categories.find((c) => c.name === v.category)?.subcategories ?? [];
        return v.subcategory === undefined || subs.includes(v.subcategory);
      },
      // Checked even while other fields have errors, so every message shows at once.
      {
        path: ["subcategory"],
        message: MESSAGES.subcategory,
        when: (p) => typeof (p.value as { category?: unknown }).category === "string",
      },
    );
}
export type GeneralContact = z.output<ReturnType<typeof generalContactSchema>>;

/** What the general contact form starts with (spec 02 §5: default General Enquiry). */
export function generalContactDefaults(o: Pick<Options, "categories">): { category: string } {
  return { category: o.categories.some((c) => c.name === DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : o.categories[0].name };
}

/** Rego as plates are written: letters and digits, upper case, spaces and hyphens dropped. */
export const regoField = z
  .string({ error: MESSAGES.rego })
  .trim()
  .min(1, MESSAGES.rego)
  .transform((s) => s.replace(/[\s-]/g, "").toUpperCase())
  .refine((s) => new RegExp(`^[A-Z0-9]{1,${LEAD_LIMITS.rego}}$`).test(s), MESSAGES.regoInvalid);

export const regoStateField = z.enum(AU_STATES, { error: MESSAGES.regoState });

/** kms as typed: "45,000", "45 000 kms" and "45000" are all 45000. */
export const kmsField = z
  .string({ error: MESSAGES.kms })
  .trim()
  .transform((s) => s.replace(/[\s,]/g, "").replace(/kms?$/i, ""))
  .refine((s) => /^\d{1,7}$/.test(s) && Number(s) <= 2_000_000, MESSAGES.kmsInvalid)
  .transform(Number);

/** A model year from 1900 to next year (this year's dealers sell next year's models). */
export function yearField(today: string) {
  const max = Number(today.slice(0, 4)) + 1;
  return z
    .number({ error: MESSAGES.year })
    .int(MESSAGES.yearInvalid(max))
    .min(1900, MESSAGES.yearInvalid(max))
    .max(max, MESSAGES.yearInvalid(max));
}

/** /service: a service booking enquiry with rego, kms and a preferred date. */
export function serviceBookingSchema(o: Options) {
  return z.object({
    ...coreFields(o),
    ...placeField(o),
    rego: regoField,
    kms: kmsField,
    preferred_date: preferredDateField(o.today),
    message: messageField(o.messageRequired),
  });
}
export type ServiceBooking = z.output<ReturnType<typeof serviceBookingSchema>>;

/** /sell-my-car and /sell-your-car: the shopper's car (rego, regoState, kms, year, make, model; spec 02 §3). */
export function sellMyCarSchema(o: Options) {
  return z.object({
    ...coreFields(o),
    ...placeField(o),
    rego: regoField,
    regoState: regoStateField,
    kms: kmsField,
    year: yearField(o.today),
    make: requiredText(MESSAGES.make, MESSAGES.textTooLong("Make"), 60),
    model: requiredText(MESSAGES.model, MESSAGES.textTooLong("Model"), 60),
    message: optionalText("Comments", LEAD_LIMITS.message),
  });
}
export type SellMyCar = z.output<ReturnType<typeof sellMyCarSchema>>;

/** /vehicle-parts-and-accessories: what part, for which car (all optional but the question). */
export function partsAccessoriesSchema(o: Options) {
  return z.object({
    ...coreFields(o),
    ...placeField(o),
    make: optionalText("Make", 60),
    model: optionalText("Model", 60),
    year: yearField(o.today).optional(),
    message: messageField(o.messageRequired),
  });
}
export type PartsAccessories = z.output<ReturnType<typeof partsAccessoriesSchema>>;

/**
 * /book-test-drive/ without one of the listed cars (issue 17 §3): a test drive
 * all the same. Spec 01 §5's test drive fields (core fields, optional message,
 * optional dateTime), with the sales yard to drive at (spec 02 §5 select, when
 * there are several) and the car by make and model. The preferred time is
 * checked against the opening hours of the place chosen (form-places.ts).
 */
export function bookTestDriveSchema(o: Options, openingHours: OpeningHourEntry[] = []) {
  return z.object({
    ...coreFields(o),
    ...placeField(o),
    make: optionalText("Make", 60),
    model: optionalText("Model", 60),
    dateTime: preferredDateTimeField(o.today, openingHours),
    message: optionalText("Comments", LEAD_LIMITS.message),
  });
}
export type BookTestDrive = z.output<ReturnType<typeof bookTestDriveSchema>>;

/** /careers: who is applying, for what. */
export function careersSchema(o: Options) {
  return z.object({
    ...coreFields(o),
    ...placeField(o),
    position: optionalText("Position"),
    message: messageField(o.messageRequired),
  });
}
export type Careers = z.output<ReturnType<typeof careersSchema>>;
