import { describe, expect, it } from "vitest";
import { adjustmentsSchema, lookupByPickSchema, lookupByRegoSchema, parseStep, readModelChoice, modelChoice } from "./steps";

const contact = {
  name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  terms_conditions: "on",
  submission_id: "6f1c3c1e-8a55-4c1b-9a3e-2f0f3f7a9b10",
};

describe("the valuation's steps (spec 01 §4 valuation flow): each error names its field", () => {
  it("a registration is required where a lookup service is configured", () => {
    const r = parseStep(lookupByRegoSchema, { ...contact });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toMatchObject({ rego: ["Rego is required."], regoState: expect.any(Array) });
  });
  it("picking from the lists needs year and make; a rego given needs its state", () => {
    const r = parseStep(lookupByPickSchema, { ...contact, rego: "abc 123" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors.year).toEqual(["Year is required."]);
      expect(r.errors.make).toEqual(["Make is required."]);
    }
    const noState = parseStep(lookupByPickSchema, { ...contact, rego: "abc 123", year: "2021", make: "Toyota" });
    expect(!noState.ok && noState.errors.regoState).toEqual(["Please select the state the car is registered in."]);
    const ok = parseStep(lookupByPickSchema, { ...contact, rego: "abc 123", regoState: "QLD", year: "2021", make: "Toyota" });
    expect(ok.ok && ok.value.rego).toBe("ABC123");
  });
  it("kilometres and every adjustment question are required", () => {
    const r = parseStep(adjustmentsSchema, { ...contact, year: "2021", make: "Toyota", model: "Corolla" });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(Object.keys(r.errors).sort()).toEqual(["accident_damage", "condition", "finance_owing", "kms", "service_history"]);
  });
  it("the terms must be accepted", () => {
    const r = parseStep(lookupByPickSchema, { ...contact, terms_conditions: "", year: "2021", make: "Toyota" });
    expect(!r.ok && r.errors.terms_conditions).toEqual(["*You must agree to the terms of use before submitting."]);
  });
  it("a model choice carries model and badge", () => {
    expect(readModelChoice(modelChoice("Corolla", "Ascent Sport"))).toEqual({ model: "Corolla", badge: "Ascent Sport" });
    expect(readModelChoice(modelChoice("Corolla", null))).toEqual({ model: "Corolla", badge: null });
  });
});
