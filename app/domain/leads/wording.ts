import { DEFAULT_CONTACT_CATEGORIES } from "./forms/form-options";
import type { LeadForm } from "./kind";

/**
 * How a lead is named in words (issue 17 §3): the success page's heading
 * ("Thank you for your test drive request"), the shopper's confirmation ("We
 * have received your sales enquiry") and the dealer's subject line. One rule
 * for all, so no page says "enquiry enquiry" or "Thank you for your sales".
 */

/** The contact form's own categories, named in lower case; a dealer's own category keeps its capitals (it may be a brand). */
const PLAIN_CATEGORIES = new Set(DEFAULT_CONTACT_CATEGORIES.map((c) => c.name));

const ENDS_AS_A_NOUN = /\b(enquiry|request|booking|application)$/i;

/** "sales enquiry", "general enquiry", "Toyota Service enquiry": a contact category as the thing sent. */
export function categoryPhrase(category: string): string {
  const name = PLAIN_CATEGORIES.has(category) ? category.toLowerCase() : category;
  return ENDS_AS_A_NOUN.test(name) ? name : `${name} enquiry`;
}

/** What the shopper sent, in words: "vehicle enquiry", "test drive request", "sales enquiry". */
export function leadPhrase(form: LeadForm | string | null, category: string | null): string {
  switch (form) {
    case "vehicle_enquiry":
      return "vehicle enquiry";
    case "test_drive":
    case "book_test_drive":
      return "test drive request";
    case "request_photos":
      return "photo request";
    case "service_booking":
      return "service booking request";
    case "sell_my_car":
      return "enquiry about selling your car";
    case "parts_accessories":
      return "parts enquiry";
    case "careers":
      return "job enquiry";
    case "trade_in":
      return "trade-in valuation";
    default:
      return category ? categoryPhrase(category) : "enquiry";
  }
}

/**
 * A category with its subcategory, each word once: "General Enquiry" (no
 * subcategory, or the same), "Service Booking" (the subcategory says it all),
 * "Vehicle Enquiry / Used Car".
 */
export function leadTitle(category: string, subcategory: string | null | undefined): string {
  const sub = subcategory?.trim();
  if (!sub || sub.toLowerCase() === category.toLowerCase()) return category;
  const first = (s: string) => s.toLowerCase().split(/\s+/)[0];
  if (first(sub) === first(category)) return sub;
  return `${category} / ${sub}`;
}
