import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { leadFormOptions, submit, validCore } from "../../../tests/setup/lead-builders";
import { LEAD_FORMS, leadFormSchema } from "./form-schemas";

describe("one schema per lead form, usable by Conform in the browser and on the server (issue 10 §1)", () => {
  const o = leadFormOptions();

  it("builds every form's schema and its browser constraints", () => {
    for (const form of LEAD_FORMS) {
      const constraint = getZodConstraint(leadFormSchema(form, o));
      // The core fields are required in every form (spec 02 §3 'Other form fields', §5).
      for (const field of ["name", "last_name", "email", "phone", "terms_conditions"])
        expect(constraint[field], `${form}.${field}`).toMatchObject({ required: true });
      expect(constraint.postcode, form).toMatchObject({ required: false });
    }
  });

  it("marks Comments required only where the site requires them (spec 02 §5)", () => {
    expect(getZodConstraint(leadFormSchema("vehicle_enquiry", o)).message).toMatchObject({ required: true });
    expect(getZodConstraint(leadFormSchema("vehicle_enquiry", { ...o, messageRequired: false })).message).toMatchObject({
      required: false,
    });
    expect(getZodConstraint(leadFormSchema("test_drive", o)).message).toMatchObject({ required: false });
  });

  it("gives the same answer for the same options, as server and browser must", () => {
    const post = { ...validCore, car_id: "3", message: "" };
    const a = submit(leadFormSchema("vehicle_enquiry", o), post);
    const b = submit(leadFormSchema("vehicle_enquiry", JSON.parse(JSON.stringify(o))), post);
    expect(a).toEqual(b);
    expect(a.errors).toEqual({ message: ["Comments are required."] });
  });
});
