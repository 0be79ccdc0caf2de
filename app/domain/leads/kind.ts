import {
  ONLINE_PAYMENT_LEAD_CATEGORY,
  ONLINE_PURCHASE_LEAD_CATEGORY,
  RESERVATION_LEAD_CATEGORY,
} from "../buying-online/checkout/lead-categories";
import type { CarType } from "../vehicle/vehicle";

/**
 * Which form a lead came from, what the dealer files it under (spec 01 §3
 * 'Lead': category, subcategory) and which analytics event it fires (spec 01
 * §9, spec 02 §7).
 */

export const LEAD_FORMS = [
  "vehicle_enquiry",
  "test_drive",
  "request_photos",
  "book_test_drive",
  "general_contact",
  "service_booking",
  "sell_my_car",
  "parts_accessories",
  "careers",
] as const;
export type LeadForm = (typeof LEAD_FORMS)[number];
/** Spec 02 §5: 'Category select required, default General Enquiry.' */
export const DEFAULT_CATEGORY = "General Enquiry";

/** The vehicle page's lead forms (spec 01 §2 Vehicle detail page: "Dialogs: test drive booking, enquiry ('Email Us'), request photos."). */
export const VEHICLE_LEAD_FORMS = ["vehicle_enquiry", "test_drive", "request_photos"] as const satisfies readonly LeadForm[];
export type VehicleLeadForm = (typeof VEHICLE_LEAD_FORMS)[number];

export function isVehicleLeadForm(form: string): form is VehicleLeadForm {
  return (VEHICLE_LEAD_FORMS as readonly string[]).includes(form);
}

/**
 * Every form a stored lead comes from: the enquiry forms above (posted to
 * /api/leads and the form pages) and the finance application (spec 02 §2
 * finance popup and page, §3 'Finance payload'), which has its own endpoint
 * because it is accepted only with a verified phone code (../finance/application.ts),
 * and the trade-in valuation's steps (spec 01 §4 'Valuation flow'; ../trade-in/trade-in-lead.ts),
 * posted to the valuation's own pages; each state change of an online reservation (spec 01 §2
 * /cars/{slug}/checkout: deposit paid, refunded, expired, sold; ../checkout/reservation.ts), made by the
 * server, never posted by a form; a payment made at /online-payment (spec 02 §2;
 * ../checkout/online-payment.ts); and each step of an online purchase (spec 01 §2
 * /checkout-journey; ../checkout/online-purchase.ts).
 */
export const STORED_LEAD_FORMS = [
  ...LEAD_FORMS,
  "finance_application",
  "trade_in",
  "reservation",
  "online_payment",
  "online_purchase",
] as const;
export type StoredLeadForm = (typeof STORED_LEAD_FORMS)[number];
/** The forms an analytics event id is chosen for: every lead form (spec 02 §7: 9 for the finance form). */
export type AnalyticsLeadForm = StoredLeadForm;

/** Spec 01 §9 and spec 02 §7 analytics event ids for leads. */
export const LEAD_EVENT_IDS = {
  enquiryNew: 14,
  enquiryUsed: 15,
  testDriveNew: 17,
  testDriveUsed: 48,
  defaultEnquiry: 22,
  careers: 51,
  financeEnquiry: 9,
  offerAccepted: 18,
} as const;

/** Spec 01 §4: the valuation's last step, the one spec 01 §9 gives event 18 ('offer accepted'). */
export const OFFER_ACCEPTED_SUBCATEGORY = "3. Offer Accepted";

/** Spec 01 §4: "Tag 'Test Drive Only' affects the analytics event id." */
export const TEST_DRIVE_ONLY_TAG = "Test Drive Only";

export interface LeadCar {
  car_type: CarType;
  tag?: string | null;
}

export function isTestDriveOnly(tag: string | null | undefined): boolean {
  return (tag ?? "").trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}

/**
 * Spec 01 §9: 14 enquiry new, 15 enquiry used, 17 test drive new or
 * test-drive-only tag, 48 test drive used; spec 02 §7: 22 default enquiry,
 * 51 careers, 9 finance enquiry. Demo cars count as new (they are listed with
 * new cars: /search/new-and-demo-cars). A test drive booked without one of
 * the listed cars (/book-test-drive/: book_test_drive) is a default enquiry.
 * A trade-in's accepted offer is 18 (spec 01 §9 'offer accepted'); its
 * earlier steps, which the spec gives no id, are default enquiries.
 */
export function leadEventId(form: AnalyticsLeadForm, car?: LeadCar | null, subcategory?: string | null): number {
  if (form === "careers") return LEAD_EVENT_IDS.careers;
  if (form === "trade_in")
    return subcategory === OFFER_ACCEPTED_SUBCATEGORY ? LEAD_EVENT_IDS.offerAccepted : LEAD_EVENT_IDS.defaultEnquiry;
  if (form === "finance_application") return LEAD_EVENT_IDS.financeEnquiry;
  if (!isVehicleLeadForm(form) || !car) return LEAD_EVENT_IDS.defaultEnquiry;
  if (isTestDriveOnly(car.tag)) return LEAD_EVENT_IDS.testDriveNew;
  const used = car.car_type === "used";
  if (form === "test_drive") return used ? LEAD_EVENT_IDS.testDriveUsed : LEAD_EVENT_IDS.testDriveNew;
  return used ? LEAD_EVENT_IDS.enquiryUsed : LEAD_EVENT_IDS.enquiryNew;
}

const CAR_TYPE_LABEL: Record<CarType, string> = { new: "New", used: "Used", demo: "Demo" };

/** "Used Car": the subcategory a car's leads are filed under (spec 01 §3 'Form defaults': subcategory). */
export function carSubcategory(carType: CarType): string {
  return `${CAR_TYPE_LABEL[carType]} Car`;
}

export interface LeadCategory {
  category: string;
  subcategory: string | null;
}

/**
 * The category and subcategory a lead is stored, routed and reported under.
 * The general contact form's come from the shopper's choice (spec 02 §5:
 * category select, default General Enquiry); the others are fixed per form.
 */
export function leadCategory(
  form: StoredLeadForm,
  opts: { car?: LeadCar | null; chosen?: Partial<LeadCategory> } = {},
): LeadCategory {
  const carSub = opts.car ? carSubcategory(opts.car.car_type) : null;
  switch (form) {
    case "vehicle_enquiry":
      return { category: "Vehicle Enquiry", subcategory: carSub };
    case "test_drive":
      return { category: "Test Drive", subcategory: carSub };
    case "request_photos":
      return { category: "Request Photos", subcategory: carSub };
    // /book-test-drive/ without a car: a test drive all the same (issue 17 §3), the car named by make and model.
    case "book_test_drive":
      return { category: "Test Drive", subcategory: null };
    case "general_contact":
      return { category: opts.chosen?.category || DEFAULT_CATEGORY, subcategory: opts.chosen?.subcategory || null };
    case "service_booking":
      return { category: "Service", subcategory: "Service Booking" };
    case "sell_my_car":
      return { category: "Sell My Car", subcategory: null };
    case "parts_accessories":
      return { category: "Parts", subcategory: "Parts and Accessories" };
    case "careers":
      return { category: "Careers", subcategory: null };
    // Reading: the spec names no category for the finance form; dealers file applications under Finance.
    case "finance_application":
      return { category: "Finance", subcategory: carSub };
    // The valuation's step is the subcategory (../trade-in/trade-in-lead.ts TRADE_IN_SUBCATEGORIES).
    case "trade_in":
      return { category: "Trade-in", subcategory: opts.chosen?.subcategory || null };
    // The change of state is the subcategory ('Deposit paid – car held 48 hours'; checkout/reservation.ts RESERVATION_EVENTS).
    case "reservation":
      return { category: RESERVATION_LEAD_CATEGORY, subcategory: opts.chosen?.subcategory || carSub };
    // What was paid for ('Service invoice'; ../checkout/online-payment.ts PAYMENT_PURPOSES).
    case "online_payment":
      return { category: ONLINE_PAYMENT_LEAD_CATEGORY, subcategory: opts.chosen?.subcategory || null };
    // The step of the order ('2. Delivery or Pick-up'; ../checkout/online-purchase.ts ORDER_LEAD_SUBCATEGORIES).
    case "online_purchase":
      return { category: ONLINE_PURCHASE_LEAD_CATEGORY, subcategory: opts.chosen?.subcategory || carSub };
  }
}
