import { describe, expect, it } from "vitest";
import { otherAnswers } from "./field-labels";

describe("a lead's other answers, as the dealer reads them", () => {
  it("labels the form's own fields and leaves out contact, consent, routing, honeypot and submission id", () => {
    expect(
      otherAnswers({
        name: "Jane",
        phone: "0412345678",
        submission_id: "x",
        name__confirm: "",
        opt_in: true,
        "do-you-have-a-trade-in": "Yes",
        additional_services: ["Paint protection", "Extended warranty"],
        dateTime: "2025-03-17T09:00",
        kms: 45000,
        additional_note: "kept",
        message: undefined,
      }),
    ).toEqual([
      { key: "do-you-have-a-trade-in", label: "Do you have a trade-in?", value: "Yes" },
      { key: "additional_services", label: "Additional services", value: "Paint protection, Extended warranty" },
      { key: "dateTime", label: "Preferred date and time", value: "2025-03-17T09:00" },
      { key: "kms", label: "Kilometres", value: "45000" },
      { key: "additional_note", label: "additional_note", value: "kept" },
    ]);
  });

  it("skips empty answers", () => {
    expect(otherAnswers({ additional_services: [], rego: "" })).toEqual([]);
  });
});
