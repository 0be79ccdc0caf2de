import { describe, expect, it } from "vitest";
import { leadFormOptions, submit, validCore } from "../../../../tests/setup/lead-builders";
import { DEFAULT_REQUEST_PHOTOS_TEXT } from "./form-options";
import { HONEYPOT_FIELD, MESSAGES, POSTCODE_MESSAGE, TERMS_MESSAGES } from "./fields";
import { ENQUIRY_STEPS, enquiryStepSchema, requestPhotosSchema, testDriveSchema, vehicleEnquirySchema } from "./vehicle-forms";

const enquiry = { ...validCore, car_id: "42", message: "Is it still available?" };

describe("vehicle enquiry ('Email Us', spec 02 §3 'Enquiry payload', §5)", () => {
  const schema = vehicleEnquirySchema(leadFormOptions());

  it("accepts a filled-in form and normalises the phone (spec 02 §5)", () => {
    const { value, errors } = submit(schema, {
      ...enquiry,
      phone: "+61 412 345 678",
      opt_in: "on",
      PreferredContactMethod: "SMS",
    });
    expect(errors).toEqual({});
    expect(value).toMatchObject({
      name: "Jane",
      last_name: "Citizen",
      email: "jane@example.com",
      phone: "0412345678",
      car_id: 42,
      opt_in: true,
      PreferredContactMethod: "SMS",
      terms_conditions: true,
      additional_services: [],
    });
  });

  it("names every missing field with its message", () => {
    const { errors } = submit(schema, {});
    expect(errors).toEqual({
      name: [MESSAGES.name],
      last_name: [MESSAGES.lastName],
      email: [MESSAGES.email],
      phone: [MESSAGES.phone],
      message: ["Comments are required."],
      terms_conditions: ["*You must agree to the terms of use before submitting."],
      submission_id: [MESSAGES.submissionId],
      car_id: ["The car for this enquiry is missing. Please reload the page and try again."],
    });
  });

  it("treats whitespace as empty", () => {
    expect(submit(schema, { ...enquiry, name: "   ", message: " \n " }).errors).toEqual({
      name: [MESSAGES.name],
      message: [MESSAGES.message],
    });
  });

  it("refuses a bad email and a non-Australian phone with clear messages", () => {
    const { errors } = submit(schema, { ...enquiry, email: "jane@", phone: "+1 415 555 0100" });
    expect(errors).toEqual({ email: [MESSAGES.emailInvalid], phone: [MESSAGES.phoneInvalid] });
  });

  it("uses the spec's postcode message, and requires the postcode only where configured (spec 02 §5)", () => {
    expect(submit(schema, { ...enquiry, postcode: "400" }).errors).toEqual({
      postcode: ["Invalid postcode. Please enter a 4-digit number."],
    });
    expect(submit(schema, { ...enquiry, postcode: "4,000" }).errors).toEqual({ postcode: [POSTCODE_MESSAGE] });
    expect(submit(schema, enquiry).value?.postcode).toBeUndefined();
    const required = vehicleEnquirySchema(leadFormOptions({ postcodeRequired: true }));
    expect(submit(required, enquiry).errors).toEqual({ postcode: [POSTCODE_MESSAGE] });
    expect(submit(required, { ...enquiry, postcode: " 4000 " }).value?.postcode).toBe("4000");
  });

  it("uses the site's wording of the terms message (spec 02 §5)", () => {
    const long = vehicleEnquirySchema(leadFormOptions({ termsWording: "long" }));
    expect(submit(long, { ...enquiry, terms_conditions: undefined }).errors).toEqual({
      terms_conditions: ["You must agree to the terms of use before submitting the form."],
    });
    expect(TERMS_MESSAGES.short).toBe("*You must agree to the terms of use before submitting.");
  });

  it("does not require Comments when the site switches the message off (spec 02 §5)", () => {
    const off = vehicleEnquirySchema(leadFormOptions({ messageRequired: false }));
    expect(submit(off, { ...enquiry, message: "" }).value?.message).toBeUndefined();
    expect(submit(off, { ...enquiry, message: "x".repeat(2001) }).errors).toEqual({
      message: ["Comments must be at most 2000 characters."],
    });
  });

  it("takes additional_services only from the site's options, de-duplicated (spec 02 §3)", () => {
    const ok = submit(schema, { ...enquiry, additional_services: ["Paint protection", "Paint protection", "Extended warranty"] });
    expect(ok.value?.additional_services).toEqual(["Paint protection", "Extended warranty"]);
    expect(submit(schema, { ...enquiry, additional_services: ["Free car"] }).errors).toEqual({
      "additional_services[0]": [MESSAGES.additionalServices],
    });
  });

  it("takes the trade-in select as Yes or No (spec 02 §3 do-you-have-a-trade-in)", () => {
    expect(submit(schema, { ...enquiry, "do-you-have-a-trade-in": "Yes" }).value?.["do-you-have-a-trade-in"]).toBe("Yes");
    expect(submit(schema, { ...enquiry, "do-you-have-a-trade-in": "Maybe" }).errors).toEqual({
      "do-you-have-a-trade-in": [MESSAGES.tradeIn],
    });
  });

  it("refuses PreferredContactMethod other than Phone, Email or SMS (spec 02 §3)", () => {
    expect(submit(schema, { ...enquiry, PreferredContactMethod: "Fax" }).errors).toEqual({
      PreferredContactMethod: [MESSAGES.preferredContactMethod],
    });
  });

  it("refuses a filled honeypot and a submission id that is not a UUID", () => {
    expect(submit(schema, { ...enquiry, [HONEYPOT_FIELD]: "http://spam.example" }).errors).toEqual({
      [HONEYPOT_FIELD]: [MESSAGES.honeypot],
    });
    expect(submit(schema, { ...enquiry, submission_id: "1" }).errors).toEqual({ submission_id: [MESSAGES.submissionId] });
  });

  it("bounds the name fields", () => {
    expect(submit(schema, { ...enquiry, name: "x".repeat(61) }).errors).toEqual({ name: [MESSAGES.nameTooLong] });
  });
});

describe("multi-step enquiry (spec 01 §4: next step until the last; the last submits)", () => {
  const o = leadFormOptions({ multiStepEnquiry: true });

  it("validates only the current step's fields", () => {
    expect(submit(enquiryStepSchema(o, 0), { message: "Still available?" }).errors).toEqual({});
    expect(submit(enquiryStepSchema(o, 0), {}).errors).toEqual({ message: [MESSAGES.message] });
    expect(Object.keys(submit(enquiryStepSchema(o, 1), {}).errors).sort()).toEqual([
      "email",
      "last_name",
      "name",
      "phone",
      "terms_conditions",
    ]);
  });

  it("covers every field of the enquiry across its steps, once", () => {
    const shape = Object.keys(vehicleEnquirySchema(o).shape).filter(
      (k) => !["car_id", "submission_id", HONEYPOT_FIELD].includes(k),
    );
    expect(ENQUIRY_STEPS.flat().sort()).toEqual(shape.sort());
    expect(() => enquiryStepSchema(o, 2)).toThrow(RangeError);
  });
});

describe("test drive (spec 01 §5: core fields, optional message, optional dateTime)", () => {
  const hours = [
    { weekday: 1, status: "Open" as const, open: "08:30", close: "17:30" },
    { weekday: 0, status: "Closed" as const },
  ];
  const schema = testDriveSchema(leadFormOptions({ today: "2025-03-12" }), hours);
  const drive = { ...validCore, car_id: "42" };

  it("needs neither a message nor a date", () => {
    expect(submit(schema, drive).errors).toEqual({});
    const { value } = submit(schema, drive);
    expect(value?.message).toBeUndefined();
    expect(value?.dateTime).toBeUndefined();
  });

  it("takes a date and time inside the location's opening hours", () => {
    // 2025-03-17 is a Monday.
    expect(submit(schema, { ...drive, dateTime: "2025-03-17T09:00" }).value?.dateTime).toBe("2025-03-17T09:00");
    expect(submit(schema, { ...drive, dateTime: "2025-03-17T17:30" }).errors).toEqual({
      dateTime: ["Preferred date and time must be within opening hours: Monday 08:30–17:30."],
    });
    expect(submit(schema, { ...drive, dateTime: "2025-03-16T10:00" }).errors).toEqual({
      dateTime: ["Preferred date and time must be on a day the dealership is open; it is closed on Sundays."],
    });
  });

  it("refuses a past date and a malformed one", () => {
    expect(submit(schema, { ...drive, dateTime: "2025-03-11T10:00" }).errors).toEqual({
      dateTime: ["Preferred date must be today or later."],
    });
    expect(submit(schema, { ...drive, dateTime: "2025-02-30T10:00" }).errors).toEqual({ dateTime: [MESSAGES.dateTimeInvalid] });
    expect(submit(schema, { ...drive, dateTime: "tomorrow" }).errors).toEqual({ dateTime: [MESSAGES.dateTimeInvalid] });
  });

  it("takes any time when the location has no hours configured", () => {
    const anyTime = testDriveSchema(leadFormOptions({ today: "2025-03-12" }));
    expect(submit(anyTime, { ...drive, dateTime: "2025-03-16T21:00" }).errors).toEqual({});
  });
});

describe("request photos (spec 01 §5: hidden field with default text, optional message)", () => {
  const schema = requestPhotosSchema(leadFormOptions());

  it("fills the hidden field's default text and leaves the message optional", () => {
    const { value, errors } = submit(schema, { ...validCore, car_id: "7" });
    expect(errors).toEqual({});
    expect(value?.photo_request).toBe(DEFAULT_REQUEST_PHOTOS_TEXT);
    expect(value?.message).toBeUndefined();
  });

  it("keeps the text the form sent, bounded", () => {
    expect(submit(schema, { ...validCore, car_id: "7", photo_request: "Interior photos please" }).value?.photo_request).toBe(
      "Interior photos please",
    );
    expect(Object.keys(submit(schema, { ...validCore, car_id: "7", photo_request: "x".repeat(301) }).errors)).toEqual([
      "photo_request",
    ]);
  });
});
