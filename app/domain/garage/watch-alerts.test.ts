import { describe, expect, it } from "vitest";
import { alertDay, alertPrice, alertSms, watchAlertKind, type AlertFacts, type AlertState } from "./watch-alerts";

/** Issue 11 §8: "when a saved car's price drops, or it is sold, or it comes back in stock … at most one per car per day". */
const car = (o: Partial<AlertState> = {}): AlertState => ({ status: "in_stock", price: 30_000, ...o });

describe("watchAlertKind", () => {
  it("a lower price is a price drop; the same or a higher one is nothing", () => {
    expect(watchAlertKind(car(), car({ price: 28_990 }))).toBe("price_drop");
    expect(watchAlertKind(car(), car({ price: 30_000.4 }))).toBeNull();
    expect(watchAlertKind(car(), car({ price: 31_000 }))).toBeNull();
  });

  it("compares the price the site shows (spec 01 §4: the offer price first), in whole dollars", () => {
    expect(watchAlertKind(car(), car({ offer_price: 27_500 }))).toBe("price_drop");
    expect(watchAlertKind(car({ offer_price: 27_500 }), car({ offer_price: null }))).toBeNull();
    expect(watchAlertKind(car({ price: 30_000.2 }), car({ price: 29_999.8 }))).toBeNull();
  });

  it("to or from no shown price (10 or less: 'Enquire for price') is not a price drop", () => {
    expect(watchAlertKind(car(), car({ price: 0 }))).toBeNull();
    expect(watchAlertKind(car({ price: 0 }), car({ price: 20_000 }))).toBeNull();
  });

  it("in stock or coming soon to sold is sold, even with a new price; sold to in stock is back in stock", () => {
    expect(watchAlertKind(car(), car({ status: "sold", price: 20_000 }))).toBe("sold");
    expect(watchAlertKind(car({ status: "coming_soon" }), car({ status: "sold" }))).toBe("sold");
    expect(watchAlertKind(car({ status: "sold" }), car({ price: 35_000 }))).toBe("back_in_stock");
    expect(watchAlertKind(car({ status: "sold" }), car({ status: "coming_soon" }))).toBe("back_in_stock");
    expect(watchAlertKind(car({ status: "sold" }), car({ status: "sold", price: 1 }))).toBeNull();
    expect(watchAlertKind(car({ status: "coming_soon" }), car({ status: "in_stock" }))).toBeNull();
  });

  it("a car hidden from the site makes no price-drop or back-in-stock alert", () => {
    expect(watchAlertKind(car(), car({ price: 20_000, show_on_dealer_website: false }))).toBeNull();
    expect(watchAlertKind(car({ status: "sold" }), car({ show_on_dealer_website: false }))).toBeNull();
  });
});

describe("alertPrice", () => {
  it("is the shown price rounded, or null", () => {
    expect(alertPrice({ price: 25_990.6 })).toBe(25_991);
    expect(alertPrice({ price: 25_990, offer_price: 24_000 })).toBe(24_000);
    expect(alertPrice({ price: 10 })).toBeNull();
  });
});

describe("alertDay: the dealer's calendar day", () => {
  it("counts in the zone given: 14:30 UTC is the next day in Brisbane, the same day in Perth until 16:00 UTC", () => {
    const t = new Date("2026-03-10T14:30:00Z");
    expect(alertDay(t, "Australia/Brisbane")).toBe("2026-03-11");
    expect(alertDay(t, "Australia/Perth")).toBe("2026-03-10");
    // Sydney in daylight saving (+11): midnight there is 13:00 UTC.
    expect(alertDay(new Date("2026-01-10T12:59:00Z"), "Australia/Sydney")).toBe("2026-01-10");
    expect(alertDay(new Date("2026-01-10T13:00:00Z"), "Australia/Sydney")).toBe("2026-01-11");
  });
});

describe("the SMS", () => {
  const facts: AlertFacts = {
    kind: "price_drop",
    dealer: "Greywattle Motors",
    car: "2021 Toyota RAV4",
    price: 31_990,
    previousPrice: 33_990,
    carUrl: "https://www.greywattle-motors.example/cars/2021-toyota-rav4",
    unsubscribeUrl: "https://www.greywattle-motors.example/pages/unsubscribe?token=1.2.abc",
  };
  it("names the dealer, the car and the new price, with the link and the unsubscribe link", () => {
    expect(alertSms(facts)).toBe(
      "Greywattle Motors: Price drop on the 2021 Toyota RAV4 you saved: now $31,990 (was $33,990). " +
        "https://www.greywattle-motors.example/cars/2021-toyota-rav4 Stop alerts: https://www.greywattle-motors.example/pages/unsubscribe?token=1.2.abc",
    );
    expect(alertSms({ ...facts, kind: "sold" })).toContain("The 2021 Toyota RAV4 you saved has been sold.");
    expect(alertSms({ ...facts, kind: "back_in_stock" })).toContain("is back in stock at $31,990.");
  });
});
