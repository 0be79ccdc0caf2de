import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { DEFAULT_CONTACT_CATEGORIES, DEFAULT_REQUEST_PHOTOS_TEXT, type LeadFormOptions } from "~/domain/leads/form-schemas";

/** A site's lead form options; override what a test is about. */
export function leadFormOptions(overrides: Partial<LeadFormOptions> = {}): LeadFormOptions {
  return {
    messageRequired: true,
    postcodeRequired: false,
    termsWording: "short",
    multiStepEnquiry: false,
    categories: DEFAULT_CONTACT_CATEGORIES,
    additionalServices: ["Extended warranty", "Paint protection"],
    contactSelect: "location",
    locations: [{ value: "l1", label: "Brisbane" }],
    dealerships: [{ value: "test-motors-dealer", label: "Test Motors" }],
    requestPhotosText: DEFAULT_REQUEST_PHOTOS_TEXT,
    today: "2025-03-12",
    ...overrides,
  };
}

/** What a filled-in form posts; arrays are repeated fields (checkbox groups). */
export function formData(fields: Record<string, string | string[] | undefined>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const x of v === undefined ? [] : [v].flat()) fd.append(k, x);
  return fd;
}

/** The core fields as a shopper fills them in. */
export const validCore = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  terms_conditions: "on",
  submission_id: "6f1c1a52-5a8b-4d1e-9b7e-2f4b8e1c9d00",
};

/** Parse as the action does: Conform's parseWithZod over a POST body. */
export function submit<S extends z.ZodType>(schema: S, fields: Record<string, string | string[] | undefined>) {
  const result = parseWithZod(formData(fields), { schema });
  return {
    value: result.status === "success" ? (result.value as z.output<S>) : null,
    errors: result.status === "success" ? {} : (result.error ?? {}),
  };
}
