import { describe, expect, it } from "vitest";
import {
  FINANCE_POPUP_TITLE,
  FINANCE_TABS,
  applicationFieldsOf,
  createCustomerBody,
  createCustomerBodySchema,
  financeApplicationSchema,
  financeLeadPayload,
  nextTab,
  tabErrors,
  tabOfField,
} from "./application";

const fields = {
  purchasePrice: "250000",
  loanTerm: "5",
  selfAssessedCreditScore: "GREAT",
  name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: "+61 412 300 009",
  postcode: "4000",
  subscribe: true,
  terms_conditions: true,
  code: "123456",
  car_id: "7",
  submission_id: "5f7c1f4e-6d7c-4a1e-9b0a-3b2d1c0e9f8a",
};

describe("the finance popup (spec 02 §2, §4)", () => {
  it("is titled as the spec says, with four tabs advanced one by one", () => {
    expect(FINANCE_POPUP_TITLE).toBe("Instant Finance pre-approval with no impact on your credit score.");
    expect(FINANCE_TABS).toEqual(["Quick Estimate", "Your Details", "Instant pre-approval", "Apply to lender"]);
    expect(nextTab("Quick Estimate")).toBe("Your Details");
    expect(nextTab("Instant pre-approval")).toBe("Apply to lender");
    expect(nextTab("Apply to lender")).toBeNull();
    expect(tabOfField("postcode")).toBe("Your Details");
    expect(tabOfField("code")).toBe("Apply to lender");
    expect(tabErrors("Your Details", { email: ["x"], code: ["y"] })).toEqual({ email: ["x"] });
  });
});

describe("financeApplicationSchema (spec 02 §3 Finance payload, §5)", () => {
  it("normalises the phone, clamps the price and needs the terms and a 6-digit code", () => {
    const r = financeApplicationSchema.parse(fields);
    expect(r.phone).toBe("0412300009");
    expect(r.purchasePrice).toBe(200_000);
    const bad = financeApplicationSchema.safeParse({ ...fields, terms_conditions: undefined, code: "12", postcode: "40" });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({
      terms_conditions: "*You must agree to the terms of use before submitting.",
      code: "Code must be 6 digits.",
      postcode: "Invalid postcode. Please enter a 4-digit number.",
    });
  });
});

describe("the create-customer body (spec 02 §7)", () => {
  it("round-trips to the application's fields", () => {
    const body = createCustomerBodySchema.parse(createCustomerBody(fields, { visited_pages: ["/"] }));
    expect(body.data).toMatchObject({ phoneNumber: "+61 412 300 009", firstName: "Ann", postCode: "4000", subscribe: true });
    expect(body.additionalData).toMatchObject({ code: "123456", car_id: "7", terms_conditions: true });
    const parsed = financeApplicationSchema.parse(applicationFieldsOf(body));
    expect(parsed).toMatchObject({ name: "Ann", car_id: 7, code: "123456", subscribe: true });
  });
});

describe("financeLeadPayload", () => {
  it("carries the finance fields and tags ['YouX'], never the code", () => {
    const app = financeApplicationSchema.parse(fields);
    const p = financeLeadPayload(app, { weeklyRepaymentAmount: 105.35, advertisedRate: 10, comparisonRate: 10 });
    expect(p).toMatchObject({ amount: 200_000, term: 5, selfAssessedCreditScore: "GREAT", tags: ["YouX"], opt_in: true });
    expect(p).not.toHaveProperty("code");
  });
});
