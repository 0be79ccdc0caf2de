import type { LeadFormOptions } from "./lead/form-options";
import type { LeadForm } from "./lead/lead-kind";
import {
  bookTestDriveSchema,
  careersSchema,
  generalContactSchema,
  partsAccessoriesSchema,
  sellMyCarSchema,
  serviceBookingSchema,
} from "./lead/page-forms";
import type { OpeningHourLike } from "./lead/preferred-time";
import { requestPhotosSchema, testDriveSchema, vehicleEnquirySchema } from "./lead/vehicle-forms";

/**
 * The lead forms, one Zod schema per form, shared by the browser (Conform's
 * client validation) and the server (the action's parseWithZod). The pieces
 * live in ./lead/; this module is the one to import.
 */

export * from "./lead/date-words";
export * from "./lead/enquiry-steps";
export * from "./lead/field-labels";
export * from "./lead/fields";
export * from "./lead/form-defaults";
export * from "./lead/form-options";
export * from "./lead/form-places";
export * from "./lead/lead-kind";
export * from "./lead/lead-wording";
export * from "./lead/page-forms";
export * from "./lead/phone";
export * from "./lead/preferred-time";
export * from "./lead/vehicle-forms";

/**
 * The schema of any lead form, for an action that serves several. openingHours: the location's whose
 * times a preferred date and time must fall in (the car's for test_drive; the place chosen for book_test_drive).
 */
export function leadFormSchema(form: LeadForm, o: LeadFormOptions, openingHours: OpeningHourLike[] = []) {
  switch (form) {
    case "vehicle_enquiry":
      return vehicleEnquirySchema(o);
    case "test_drive":
      return testDriveSchema(o, openingHours);
    case "request_photos":
      return requestPhotosSchema(o);
    case "book_test_drive":
      return bookTestDriveSchema(o, openingHours);
    case "general_contact":
      return generalContactSchema(o);
    case "service_booking":
      return serviceBookingSchema(o);
    case "sell_my_car":
      return sellMyCarSchema(o);
    case "parts_accessories":
      return partsAccessoriesSchema(o);
    case "careers":
      return careersSchema(o);
  }
}
