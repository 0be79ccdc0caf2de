import type { HoursRow } from "../locations/opening-hours";
import type { OpeningHourEntry } from "../locations/opening-hours";
import type { LeadForm, LeadFormOptions } from "./form-schemas";

/**
 * The enquiry pages of spec 02 §2 ('Other' routes) and the lead form each
 * one shows (issue 10 §1 'Pages'). One route module serves them all
 * (app/routes/enquiry.tsx); what differs between them is this data.
 */

export const ENQUIRY_PAGES = {
  contact: {
    form: "general_contact",
    title: "Contact Us",
    intro: "Send us a message and our team will get back to you as soon as possible.",
    submitLabel: "Send Enquiry",
  },
  "book-test-drive": {
    // With ?car_id= of a listed car, the test drive form for that car (enquiry-page.server.ts).
    form: "book_test_drive",
    title: "Book a Test Drive",
    intro: "Tell us which car you would like to drive and when suits you, and we will confirm your test drive.",
    submitLabel: "Book Test Drive",
  },
  service: {
    form: "service_booking",
    title: "Book a Service",
    intro: "Tell us about your car and when you would like it serviced; we will confirm a time with you.",
    submitLabel: "Send Service Enquiry",
  },
  "sell-my-car": {
    form: "sell_my_car",
    title: "Sell Your Car",
    intro: "Tell us about your car and we will be in touch with an offer.",
    submitLabel: "Send Details",
  },
  "vehicle-parts-and-accessories": {
    form: "parts_accessories",
    title: "Parts & Accessories",
    intro: "Looking for a part or an accessory? Tell us what you need and for which car.",
    submitLabel: "Send Enquiry",
  },
  careers: {
    form: "careers",
    title: "Careers",
    intro: "Interested in working with us? Tell us about yourself and the role you are after.",
    submitLabel: "Send",
  },
} as const satisfies Record<string, { form: LeadForm; title: string; intro: string; submitLabel: string }>;

export type EnquiryPageKey = keyof typeof ENQUIRY_PAGES;

/** The page a path shows: /contact and /contact-us and /contact-us/{slug} are the contact page; /sell-your-car is /sell-my-car. */
export function enquiryPageOf(pathname: string): { key: EnquiryPageKey; locationSlug: string | null } | null {
  const segments = pathname.split("/").filter(Boolean);
  const [first, second, ...rest] = segments;
  if (rest.length) return null;
  if (first === "contact" && !second) return { key: "contact", locationSlug: null };
  if (first === "contact-us") return { key: "contact", locationSlug: second ?? null };
  if (second) return null;
  if (first === "sell-your-car") return { key: "sell-my-car", locationSlug: null };
  return first && first in ENQUIRY_PAGES ? { key: first as EnquiryPageKey, locationSlug: null } : null;
}

/** The place shown beside the form: the page's location, or the site's main one. */
export interface EnquiryPlace {
  name: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  phone: string;
  hours: HoursRow[];
}

/** What the server gives an enquiry page to render (app/server/leads/enquiry-page.server.ts). */
export interface EnquiryPageView {
  key: EnquiryPageKey;
  form: LeadForm;
  title: string;
  intro: string;
  submitLabel: string;
  options: LeadFormOptions;
  openingHours: OpeningHourEntry[];
  /** The opening hours of each choice of the form's location (or dealership) select, where a preferred time follows it. */
  hoursByChoice?: Record<string, OpeningHourEntry[]>;
  defaultValue: Record<string, string>;
  hidden: Record<string, string>;
  submissionId: string;
  /** The location the page is about (/contact-us/{slug}); null elsewhere. */
  locationSlug: string | null;
  /** /book-test-drive/?car_id=…: the car the test drive is for. */
  car: { id: number; title: string; path: string } | null;
  place: EnquiryPlace;
  siteSlug: string;
}
