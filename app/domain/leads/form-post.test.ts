import { describe, expect, it } from "vitest";
import { SUBMIT_FAILED_TEXT, formErrorReply, formValuesOf, refusalMessage } from "./form-post";

// Spec 02 §8: "Enquiry failure: alert 'An error occurred when submitting this form'; form error set to server message or that text."
describe("refusalMessage", () => {
  it("is the server's own message, from JSON { error } or plain text", () => {
    expect(refusalMessage('{"error":"The request body is too large: this address accepts at most 32 kB."}')).toBe(
      "The request body is too large: this address accepts at most 32 kB.",
    );
    expect(refusalMessage("Forbidden: requests that change anything must come from this site; x.")).toBe(
      "Forbidden: requests that change anything must come from this site; x.",
    );
  });
  it("is the spec's text when there is no message a shopper can read", () => {
    for (const body of ["", "   ", null, undefined, "<!DOCTYPE html><title>502</title>", '{"error":42}', "x".repeat(301)])
      expect(refusalMessage(body)).toBe(SUBMIT_FAILED_TEXT);
    expect(SUBMIT_FAILED_TEXT).toBe("An error occurred when submitting this form");
  });
});

describe("formErrorReply", () => {
  it("has the message as the form's one error, with what was posted", () => {
    const fd = new FormData();
    fd.append("name", "Jane");
    fd.append("additional_services", "Finance");
    fd.append("additional_services", "Insurance");
    expect(formErrorReply(formValuesOf(fd), "Nope.")).toEqual({
      status: "error",
      initialValue: { name: "Jane", additional_services: ["Finance", "Insurance"] },
      error: { "": ["Nope."] },
    });
    expect(formErrorReply(null).error).toEqual({ "": [SUBMIT_FAILED_TEXT] });
  });
});
