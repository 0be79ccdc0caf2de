import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { POSTCODE_MESSAGE, leadFormSchema, testDriveSchema, vehicleEnquirySchema } from "~/domain/leads/form-schemas";
import { formData, leadFormOptions, validCore } from "../../../tests/setup/lead-builders";
import { errorSummaryItems, shownFields } from "./field-specs";
import { timeChoices } from "./fields";
import { joinDateTimeParts, slugOfVehicleForm, successPath, vehicleFormOfSlug } from "./form-values";
import { detailsOf, parseStoredDetails, prefillFor } from "./stored-details";
import { newSubmissionId } from "./submission-id";

const hours = [
  { weekday: 1, status: "Open" as const, open: "08:30", close: "10:00" },
  { weekday: 6, status: "Open" as const, open: "09:00", close: "10:00" },
  { weekday: 0, status: "Closed" as const },
];

describe("shownFields", () => {
  it("shows the enquiry's fields in order, required as its schema says", () => {
    const o = leadFormOptions();
    const f = shownFields(vehicleEnquirySchema(o), o);
    expect(f.map((x) => x.name)).toEqual([
      "name",
      "last_name",
      "email",
      "phone",
      "postcode",
      "message",
      "additional_services",
      "do-you-have-a-trade-in",
      "PreferredContactMethod",
      "opt_in",
      "terms_conditions",
    ]);
    const req = Object.fromEntries(f.map((x) => [x.name, x.required]));
    expect(req).toMatchObject({ name: true, email: true, phone: true, postcode: false, message: true, opt_in: false });
    expect(req.terms_conditions).toBe(true);
  });

  it("follows the site's options: postcode required, Comments off, no services", () => {
    const o = leadFormOptions({ postcodeRequired: true, messageRequired: false, additionalServices: [] });
    const f = shownFields(vehicleEnquirySchema(o), o);
    const req = Object.fromEntries(f.map((x) => [x.name, x.required]));
    expect(req.postcode).toBe(true);
    expect(req.message).toBe(false);
    expect(f.some((x) => x.name === "additional_services")).toBe(false);
  });

  it("gives the postcode the spec's input limits (spec 02 §5)", () => {
    const o = leadFormOptions();
    const pc = shownFields(vehicleEnquirySchema(o), o).find((x) => x.name === "postcode")!;
    expect(pc).toMatchObject({ placeholder: "1234", maxLength: 4, inputMode: "numeric", pattern: "\\d{4}" });
    const phone = shownFields(vehicleEnquirySchema(o), o).find((x) => x.name === "phone")!;
    expect(phone).toMatchObject({ control: "tel", inputMode: "tel", label: "Mobile Number" });
  });

  it("keeps hidden fields out and shows test drive's date and time", () => {
    const o = leadFormOptions();
    const names = shownFields(leadFormSchema("test_drive", o), o).map((x) => x.name);
    expect(names).toContain("dateTime");
    expect(names).not.toContain("car_id");
    expect(names).not.toContain("submission_id");
    expect(names).not.toContain("name__confirm");
    expect(shownFields(leadFormSchema("request_photos", o), o).map((x) => x.name)).not.toContain("photo_request");
  });

  it("shows the general contact form's location select only with several locations", () => {
    const one = leadFormOptions();
    expect(shownFields(leadFormSchema("general_contact", one), one).map((x) => x.name)).not.toContain("location_id");
    const two = leadFormOptions({
      locations: [
        { value: "a", label: "A" },
        { value: "b", label: "B" },
      ],
    });
    expect(shownFields(leadFormSchema("general_contact", two), two).map((x) => x.name)[0]).toBe("category");
    expect(shownFields(leadFormSchema("general_contact", two), two).map((x) => x.name)).toContain("location_id");
  });
});

describe("errorSummaryItems", () => {
  it("lists each field's first message in the form's order; the form's own error is left to the alert", () => {
    const items = errorSummaryItems(
      { email: ["Email Address is required."], name: ["First Name is required.", "x"], "": ["boom"] },
      ["name", "email"],
      (n) => n.toUpperCase(),
    );
    expect(items).toEqual([
      { name: "name", label: "NAME", message: "First Name is required." },
      { name: "email", label: "EMAIL", message: "Email Address is required." },
    ]);
  });

  it("gives the same messages as the server's parse", () => {
    const o = leadFormOptions();
    const sub = parseWithZod(formData({ ...validCore, postcode: "12a", car_id: "5" }), { schema: vehicleEnquirySchema(o) });
    const errors = sub.status === "error" ? (sub.error ?? {}) : {};
    const items = errorSummaryItems(errors, ["postcode", "message"], (n) => n);
    expect(items.map((i) => i.message)).toEqual([POSTCODE_MESSAGE, "Comments are required."]);
  });
});

describe("joinDateTimeParts", () => {
  it("joins the date and the time into dateTime", () => {
    const fd = joinDateTimeParts(formData({ dateTime_date: "2025-03-17", dateTime_time: "09:00", name: "J" }));
    expect(fd.get("dateTime")).toBe("2025-03-17T09:00");
    expect(fd.has("dateTime_date")).toBe(false);
    expect(fd.get("name")).toBe("J");
  });

  it("passes one part alone on, so the schema reports it; nothing when both are empty", () => {
    expect(joinDateTimeParts(formData({ dateTime_date: "2025-03-17", dateTime_time: "" })).get("dateTime")).toBe("2025-03-17");
    expect(joinDateTimeParts(formData({ dateTime_date: "", dateTime_time: "" })).has("dateTime")).toBe(false);
    const o = leadFormOptions({ today: "2025-03-12" });
    const sub = parseWithZod(
      joinDateTimeParts(formData({ ...validCore, car_id: "1", dateTime_date: "2025-03-17", dateTime_time: "" })),
      { schema: testDriveSchema(o, hours) },
    );
    expect(sub.status === "error" && sub.error?.dateTime?.[0]).toMatch(/^Preferred date and time must be a date and time/);
  });

  it("lets the schema check opening hours", () => {
    const o = leadFormOptions({ today: "2025-03-12" });
    const sub = parseWithZod(
      joinDateTimeParts(formData({ ...validCore, car_id: "1", dateTime_date: "2025-03-16", dateTime_time: "09:00" })),
      { schema: testDriveSchema(o, hours) },
    );
    expect(sub.status === "error" && sub.error?.dateTime?.[0]).toMatch(/closed on Sundays/);
  });
});

describe("time choices", () => {
  it("offers the opening times of the chosen day, or of any day before one is chosen", () => {
    expect(timeChoices(hours, "2025-03-17")).toEqual(["08:30", "09:00", "09:30"]);
    expect(timeChoices(hours, "2025-03-16")).toEqual([]);
    expect(timeChoices(hours, null)).toEqual(["08:30", "09:00", "09:30"]);
    expect(timeChoices([], null)[0]).toBe("07:00");
  });
});

describe("stored user details (spec 02 §3)", () => {
  it("reads only the five fields, ignoring anything malformed", () => {
    expect(parseStoredDetails('{"name":"Jane","email":"j@x.au","card":"4111","phone":5}')).toEqual({
      name: "Jane",
      email: "j@x.au",
    });
    expect(parseStoredDetails("not json")).toEqual({});
    expect(parseStoredDetails(null)).toEqual({});
    expect(detailsOf(formData({ ...validCore, postcode: " 4000 ", message: "hi" }))).toEqual({
      name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: "0412 345 678",
      postcode: "4000",
    });
  });

  it("prefills only empty fields the form has", () => {
    const stored = { name: "Jane", email: "j@x.au", postcode: "4000" };
    expect(prefillFor(stored, { name: "Bob", email: "" }, (f) => f !== "postcode")).toEqual({ email: "j@x.au" });
  });
});

describe("vehicle form slugs and ids", () => {
  it("maps URL names to forms and back", () => {
    expect(vehicleFormOfSlug("test-drive")).toBe("test_drive");
    expect(vehicleFormOfSlug("toString")).toBeNull();
    expect(vehicleFormOfSlug(null)).toBeNull();
    expect(slugOfVehicleForm("request_photos")).toBe("request-photos");
    expect(successPath("GR-7K3Q9DXM")).toBe("/success?lead=GR-7K3Q9DXM");
  });

  it("issues a UUID v4 per form", () => {
    const a = newSubmissionId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newSubmissionId()).not.toBe(a);
  });
});
