import { describe, expect, it } from "vitest";
import { leadCategory, leadEventId } from "../../leads/kind";
import { TRADE_IN_SUBCATEGORIES, tradeInLeadFields } from "./trade-in-lead";
import type { TradeInOffer } from "./valuation";

const offer: TradeInOffer = {
  kind: "offer",
  low: 24_600,
  high: 25_700,
  reconditioning: 600,
  margin: { low: 2800, high: 3020 },
  market: { min: 28_000, max: 30_200, estimate: 29_300, count: 5, step: 1, confidence: 0.55, description: "d" },
};
const base = {
  contact: {
    name: "Ann",
    last_name: "Lee",
    email: "ann@example.com",
    phone: "0412345678",
    postcode: "4000",
    opt_in: false,
    terms_conditions: true as const,
  },
  submission_id: "6f1c3c1e-8a55-4c1b-9a3e-2f0f3f7a9b10",
  vehicle: { year: 2024, make: "Mazda", model: "CX-5", badge: "Maxx Sport", series: null, source: "picked" as const },
  rego: "ABC123",
  regoState: "QLD",
  kms: 40_000,
  answers: { condition: "good", service_history: "full", accident_damage: "no", finance_owing: "yes" } as const,
  valuation: offer,
};

describe("the valuation's leads (spec 01 §4 'Valuation flow ... offer accepted (subcategory '3. Offer Accepted')')", () => {
  it("the accepted offer is filed under '3. Offer Accepted' with offer_price, rego, regoState and the answers (spec 01 §3)", () => {
    const f = tradeInLeadFields({ step: "accepted", ...base });
    expect(f).toMatchObject({
      subcategory: "3. Offer Accepted",
      offer_price: 24_600,
      offer_accepted: true,
      rego: "ABC123",
      regoState: "QLD",
      kms: "40000",
      adjustmentAnswers: "Condition: Good; Service history: Full service history; Accident damage: No; Finance owing: Yes",
    });
    expect(Object.keys(f)).not.toContain("condition");
  });
  it("earlier steps carry no accepted price", () => {
    const f = tradeInLeadFields({ step: "adjustments", ...base });
    expect(f.subcategory).toBe(TRADE_IN_SUBCATEGORIES.adjustments);
    expect(f.offer_price).toBeUndefined();
    expect(f.offer_range).toBe("$24,600 to $25,700");
  });
  it("files under Trade-in; only the accepted offer fires spec 01 §9 event 18", () => {
    expect(leadCategory("trade_in", { chosen: { subcategory: "3. Offer Accepted" } })).toEqual({
      category: "Trade-in",
      subcategory: "3. Offer Accepted",
    });
    expect(leadEventId("trade_in", null, TRADE_IN_SUBCATEGORIES.accepted)).toBe(18);
    expect(leadEventId("trade_in", null, TRADE_IN_SUBCATEGORIES.lookup)).toBe(22);
  });
});
