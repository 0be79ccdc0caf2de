import { describe, expect, it } from "vitest";
import { checkoutConfigSchema } from "./checkout-config";
import {
  canOpen,
  eligibleForOnlinePurchase,
  journeyHref,
  journeySteps,
  nextStep,
  onlinePurchaseEnabled,
  stepAfter,
  type AnsweredStep,
} from "./online-purchase";
import { deliveryStepSchema, detailsStepSchema, fieldErrors, placeStepSchema, tradeInStepSchema } from "./online-purchase-form";
import { deliveryLines, tradeInLines } from "./online-purchase-summary";

const site = (online_purchase: object, reserve_online = true) => ({
  features: { reserve_online },
  checkout: checkoutConfigSchema.parse({ online_purchase }),
});
const used = { car_type: "used" as const, make: "Toyota", status: "in_stock" as const, reserved: false, price: 25_990 };
const newKia = { ...used, car_type: "new" as const, make: "Kia" };

describe("who may buy online (spec 01 §9 'used cars, or for two named makes on one site'; spec 02 §9 'used cars, or Kia and MG')", () => {
  it("is off unless the tenant switches it on", () => {
    expect(checkoutConfigSchema.parse({}).online_purchase).toEqual({ enabled: false, makes: [], return_scheme: null });
    expect(eligibleForOnlinePurchase(site({}), used)).toBe(false);
  });

  it("sells used cars by default, not new or demo ones", () => {
    const s = site({ enabled: true });
    expect(eligibleForOnlinePurchase(s, used)).toBe(true);
    expect(eligibleForOnlinePurchase(s, newKia)).toBe(false);
    expect(eligibleForOnlinePurchase(s, { ...used, car_type: "demo" })).toBe(false);
  });

  it("sells the named makes, whatever their type, and only those, where the tenant names Kia and MG", () => {
    const s = site({ enabled: true, makes: ["Kia", "MG"] });
    expect(eligibleForOnlinePurchase(s, newKia)).toBe(true);
    expect(eligibleForOnlinePurchase(s, { ...used, make: "mg" })).toBe(true);
    expect(eligibleForOnlinePurchase(s, used)).toBe(false);
  });

  it("needs checkout enabled for the car (spec 01 §4): the site's reserve_online, in stock, priced, not reserved", () => {
    const s = site({ enabled: true });
    expect(onlinePurchaseEnabled(s, used)).toBe(true);
    expect(onlinePurchaseEnabled(site({ enabled: true }, false), used)).toBe(false);
    expect(onlinePurchaseEnabled(s, { ...used, reserved: true })).toBe(false);
    expect(onlinePurchaseEnabled(s, { ...used, status: "sold" })).toBe(false);
    expect(onlinePurchaseEnabled(s, { ...used, price: 0 })).toBe(false);
  });

  it("is at /checkout-journey?car_id={slug} (spec 01 §2)", () => {
    expect(journeyHref("2021-toyota-rav4-gx")).toBe("/checkout-journey?car_id=2021-toyota-rav4-gx");
    expect(journeyHref("2021-toyota-rav4-gx", "payment")).toBe("/checkout-journey?car_id=2021-toyota-rav4-gx&step=payment");
  });

  it("checks a return scheme has its text and conditions (spec 02 §4, §5)", () => {
    const r = checkoutConfigSchema.safeParse({
      online_purchase: { return_scheme: { text: "Notice, then return.", conditions: [] } },
    });
    expect(r.error?.issues[0].message).toBe("name at least one condition");
  });
});

describe("the steps (issue 20 item 4: details, delivery or pick-up, trade-in, payment method, review)", () => {
  const all = journeySteps({ tradeIn: true });
  const answered = (...s: AnsweredStep[]) => new Set<AnsweredStep>(s);

  it("has the trade-in step only where the site values trade-ins against the car", () => {
    expect(all).toEqual(["details", "delivery", "trade_in", "payment", "review"]);
    expect(journeySteps({ tradeIn: false })).toEqual(["details", "delivery", "payment", "review"]);
  });

  it("resumes at the first unanswered step and opens only steps whose earlier steps are answered", () => {
    expect(nextStep(all, answered())).toBe("details");
    expect(nextStep(all, answered("details", "delivery"))).toBe("trade_in");
    expect(nextStep(all, answered("details", "delivery", "trade_in", "payment"))).toBe("review");
    expect(canOpen(all, answered("details"), "delivery")).toBe(true);
    expect(canOpen(all, answered("details"), "payment")).toBe(false);
    expect(canOpen(all, answered(), "review")).toBe(false);
  });

  it("after a step goes to the next unanswered one, so changing an early answer returns to the review", () => {
    expect(stepAfter(all, answered("details"), "details")).toBe("delivery");
    expect(stepAfter(all, answered("details", "delivery", "trade_in", "payment"), "delivery")).toBe("review");
  });
});

describe("the step forms name each field's error", () => {
  it("asks for the buyer's details", () => {
    const r = detailsStepSchema.safeParse({});
    expect(fieldErrors(r.error!)).toEqual({
      name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      phone: "Mobile number is required",
    });
  });

  it("needs a 4-digit postcode for delivery, none for pick-up", () => {
    expect(deliveryStepSchema.safeParse({ method: "pickup" }).success).toBe(true);
    expect(fieldErrors(deliveryStepSchema.safeParse({ method: "delivery", postcode: "" }).error!)).toEqual({
      postcode: "Please enter a postcode.",
    });
    expect(fieldErrors(deliveryStepSchema.safeParse({ method: "delivery", postcode: "40" }).error!)).toEqual({
      postcode: "Invalid postcode. Please enter a 4-digit number.",
    });
    expect(fieldErrors(deliveryStepSchema.safeParse({}).error!)).toEqual({ method: "Please choose delivery or pick-up" });
  });

  it("asks about the trade-in car only when there is one", () => {
    expect(tradeInStepSchema.safeParse({ has_trade_in: "no" }).success).toBe(true);
    expect(fieldErrors(tradeInStepSchema.safeParse({}).error!).has_trade_in).toBe(
      "Please say whether you have a car to trade in",
    );
    const r = tradeInStepSchema.safeParse({ has_trade_in: "yes", year: "2019", make: "Mazda", model: "" });
    expect(fieldErrors(r.error!)).toMatchObject({
      model: "Model is required",
      km: expect.any(String),
      condition: "Overall condition is required",
    });
  });

  it("needs the agreement to place the order", () => {
    expect(fieldErrors(placeStepSchema.safeParse({}).error!).agree).toMatch(/deposit terms/);
  });
});

describe("the order in words (the review and the dealer's lead)", () => {
  it("gives the delivery quote, or says there is none", () => {
    expect(deliveryLines({ method: "delivery", postcode: "4000", quote: { price: 350, name: "Brisbane" } })).toEqual([
      "Deliver to my address: postcode 4000",
      "Delivery quote: $350 to Brisbane",
    ]);
    expect(deliveryLines({ method: "delivery", postcode: "0872", quote: null })[1]).toMatch(/No delivery quote/);
    expect(deliveryLines({ method: "pickup", postcode: null, quote: null })).toEqual(["Pick up from the dealership"]);
  });

  it("gives the trade-in and its valuation", () => {
    const lines = tradeInLines({
      has: true,
      vehicle: { year: 2019, make: "Mazda", model: "CX-5" },
      km: 64_000,
      answers: { condition: "good", service_history: "full", accident_damage: "no", finance_owing: "no" },
      valuation: { kind: "offer", low: 18_400, high: 19_900 },
    });
    expect(lines[0]).toBe("2019 Mazda CX-5, 64,000 km");
    expect(lines[2]).toBe("Trade-in estimate: $18,400 to $19,900");
  });
});
