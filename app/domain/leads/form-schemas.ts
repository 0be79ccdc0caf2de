import type { LeadFormOptions } from "./forms/form-options";
import type { LeadForm } from "./kind";
import {
  bookTestDriveSchema,
  careersSchema,
  generalContactSchema,
  partsAccessoriesSchema,
  sellMyCarSchema,
  serviceBookingSchema,
} from "./forms/page-forms";
import type { OpeningHourEntry } from "../locations/opening-hours";
import { requestPhotosSchema, testDriveSchema, vehicleEnquirySchema } from "./forms/vehicle-forms";

/**
 * The lead forms, one Zod schema per form, shared by the browser (Conform's
 * client validation) and the server (the action's parseWithZod). The pieces
 * live in ./lead/; this module is the one to import.
 */

export * from "./date-words";
export * from "./enquiry-steps";
export * from "./forms/field-labels";
export * from "./forms/fields";
export * from "./forms/form-defaults";
export * from "./forms/form-options";
export * from "./forms/form-places";
export * from "./kind";
export * from "./wording";
export * from "./forms/page-forms";
export * from "./forms/phone";
export * from "./forms/preferred-time";
export * from "./forms/vehicle-forms";

/**
 * The schema of any lead form, for an action that serves several. openingHours: the location's whose
 * times a preferred date and time must fall in (the car's for test_drive; the place chosen for book_test_drive).
 */
export function leadFormSchema(form: LeadForm, o: LeadFormOptions, openingHours: OpeningHourEntry[] = []) {
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
