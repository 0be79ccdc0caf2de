import { describe, expect, it } from "vitest";
import { SUBMIT_FAILED_TEXT } from "~/domain/leads/form-post";
import { leadFormClientAction, refusalOf } from "./client-action";

/** What React Router's client throws for an answer it did not make (the guards'), as in single fetch. */
class ErrorResponseLike {
  internal = false;
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly data: unknown,
  ) {}
}

function formPost(fields: Record<string, string>): Request {
  return new Request("http://site.test/cars/x?form=enquiry", { method: "POST", body: new URLSearchParams(fields) });
}

describe("lead form clientAction (spec 02 §8 destructive alert)", () => {
  it("turns a refusal React Router did not make into the form's error, with what was typed", async () => {
    const refused = () => Promise.reject(new ErrorResponseLike(413, "Payload Too Large", "The request body is too large."));
    const out = await leadFormClientAction(formPost({ lead_form: "vehicle_enquiry", name: "Jane" }), refused);
    expect(out).toEqual({
      leadForm: {
        form: "vehicle_enquiry",
        reply: {
          status: "error",
          initialValue: { lead_form: "vehicle_enquiry", name: "Jane" },
          error: { "": ["The request body is too large."] },
        },
      },
    });
  });

  it("a failed connection gets the spec's text", async () => {
    const out = await leadFormClientAction(formPost({ lead_form: "general_contact" }), () =>
      Promise.reject(new TypeError("Failed to fetch")),
    );
    expect(out).toMatchObject({ leadForm: { form: "general_contact", reply: { error: { "": [SUBMIT_FAILED_TEXT] } } } });
  });

  it("passes on the action's data, its redirects and React Router's own errors", async () => {
    const data = { leadForm: { form: "vehicle_enquiry", reply: { status: "error", error: { phone: ["x"] } } } };
    expect(await leadFormClientAction(formPost({ lead_form: "vehicle_enquiry" }), () => Promise.resolve(data))).toBe(data);
    const redirect = new Response(null, { status: 302, headers: { Location: "/success?lead=X" } });
    await expect(leadFormClientAction(formPost({ lead_form: "vehicle_enquiry" }), () => Promise.reject(redirect))).rejects.toBe(
      redirect,
    );
    // The car's 404 page: data React Router made, an object.
    const gone = new ErrorResponseLike(404, "Not Found", { kind: "vehicle-not-found" });
    await expect(leadFormClientAction(formPost({ lead_form: "vehicle_enquiry" }), () => Promise.reject(gone))).rejects.toBe(gone);
    expect(refusalOf(gone)).toBeNull();
    // Not a lead form's POST: not ours to answer.
    const refused = new ErrorResponseLike(403, "Forbidden", "Forbidden.");
    await expect(leadFormClientAction(formPost({ intent: "x" }), () => Promise.reject(refused))).rejects.toBe(refused);
  });
});
