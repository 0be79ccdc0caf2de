import type { VehicleLeadForm } from "../lead/form-values";

/** The vehicle page's three lead forms as the page names them (spec 01 §2 'Dialogs'). */
export const VEHICLE_FORM_TEXT: Record<
  VehicleLeadForm,
  { title: string; submit: string; description: (car: string) => string; button: string }
> = {
  vehicle_enquiry: {
    title: "Email Us",
    button: "Email Us",
    submit: "Send Enquiry",
    description: (car) => `Ask us anything about the ${car}. We'll get back to you shortly.`,
  },
  test_drive: {
    title: "Book a Test Drive",
    button: "Book a Test Drive",
    submit: "Book Test Drive",
    description: (car) => `Tell us when suits you to drive the ${car}, and we'll confirm your time.`,
  },
  request_photos: {
    title: "Request Photos",
    button: "Request Photos",
    submit: "Request Photos",
    description: (car) => `We'll send you more photos of the ${car}.`,
  },
};
