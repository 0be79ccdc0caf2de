import { describe, expect, it } from "vitest";
import {
  ENQUIRY_STEP_TITLES,
  LAST_ENQUIRY_STEP,
  enquiryStepOf,
  enquiryStepToShow,
  enquiryStepsBefore,
  parseEnquiryStep,
} from "./enquiry-steps";
import { ENQUIRY_STEPS } from "./forms/vehicle-forms";

// Spec 01 §4: "Multi-step enquiry: next step shown until the last step; the last step submits."
describe("multi-step enquiry steps", () => {
  it("has a title for each step and two steps: the question, then who is asking", () => {
    expect(ENQUIRY_STEP_TITLES).toHaveLength(ENQUIRY_STEPS.length);
    expect(LAST_ENQUIRY_STEP).toBe(1);
    expect(enquiryStepOf("message")).toBe(0);
    expect(enquiryStepOf("do-you-have-a-trade-in")).toBe(0);
    expect(enquiryStepOf("phone")).toBe(1);
    expect(enquiryStepOf("terms_conditions")).toBe(1);
    // Carried by every step.
    expect(enquiryStepOf("car_id")).toBeNull();
    expect(enquiryStepOf("submission_id")).toBeNull();
  });

  it("reads a posted step only when it is one of the steps", () => {
    expect(parseEnquiryStep("0")).toBe(0);
    expect(parseEnquiryStep("1")).toBe(1);
    for (const bad of ["2", "-1", "1.5", "x", "", " ", null, undefined, 1]) expect(parseEnquiryStep(bad)).toBeNull();
  });

  it("checks every earlier step before showing a later one, and nothing when going back", () => {
    expect(enquiryStepsBefore(1)).toEqual([0]);
    expect(enquiryStepsBefore(0)).toEqual([]);
    expect(enquiryStepsBefore(7)).toEqual([0, 1]);
  });

  it("shows the first step with a field in error, else the step asked for", () => {
    expect(enquiryStepToShow([], 1)).toBe(1);
    expect(enquiryStepToShow(["email", "phone"], 1)).toBe(1);
    // Comments (step 1) wrong while on the details step: back to the question.
    expect(enquiryStepToShow(["email", "message"], 1)).toBe(0);
    // A form-level error (the server's message) names no field: the step stays.
    expect(enquiryStepToShow([""], 1)).toBe(1);
    expect(enquiryStepToShow(["message"], 0)).toBe(0);
  });
});
