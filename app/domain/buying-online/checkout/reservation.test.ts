import { describe, expect, it } from "vitest";
import { receiptSubject, receiptText, type ReceiptFacts } from "./receipt";
import {
  DEFAULT_RESERVE_DEPOSIT,
  RESERVE_HOLD_HOURS,
  RESERVE_TEXTS,
  canMove,
  checkoutEnabled,
  checkoutPath,
  depositCents,
  holdEndsAt,
  holdExpired,
  moneyText,
  refundsDeposit,
} from "./reservation";
import { checkoutConfigSchema } from "./checkout-config";
import { normalisePhone, reserveFormSchema } from "./reserve-form";

const site = (reserve_online = true, path?: "checkout" | "buy-online") => ({
  features: { reserve_online },
  checkout: checkoutConfigSchema.parse(path ? { path } : {}),
});
const car = { status: "in_stock" as const, reserved: false, price: 25_990 };

describe("the deposit and the hold (spec 01 §9, spec 02 §9: '$200, held 48 hours, 100% refundable')", () => {
  it("is $200 by default, charged as 20000 cents, shown as $200.00", () => {
    expect(DEFAULT_RESERVE_DEPOSIT).toBe(200);
    expect(depositCents(DEFAULT_RESERVE_DEPOSIT)).toBe(20_000);
    expect(moneyText(20_000)).toBe("$200.00");
    expect(moneyText(150_050)).toBe("$1,500.50");
  });

  it("holds for 48 hours from payment (spec 02 §4 'Reserve places a 48-hour hold'), ending at the 48th hour", () => {
    expect(RESERVE_HOLD_HOURS).toBe(48);
    const paid = new Date("2026-11-02T01:00:00Z");
    const until = holdEndsAt(paid);
    expect(until.toISOString()).toBe("2026-11-04T01:00:00.000Z");
    expect(holdExpired(until, new Date(until.getTime() - 1))).toBe(false);
    expect(holdExpired(until, until)).toBe(true);
  });

  it("refunds every deposit whose hold ends without a sale ('100% refundable'); a sale keeps it toward the price", () => {
    expect(refundsDeposit("released")).toBe(true);
    expect(refundsDeposit("expired")).toBe(true);
    expect(refundsDeposit("lost")).toBe(true);
    expect(refundsDeposit("sold")).toBe(false);
  });

  it("moves only forward: pending to held or lost, held to sold, released or expired, nothing after", () => {
    expect(canMove("pending", "held")).toBe(true);
    expect(canMove("pending", "lost")).toBe(true);
    expect(canMove("pending", "expired")).toBe(false);
    expect(canMove("held", "expired")).toBe(true);
    expect(canMove("held", "sold")).toBe(true);
    expect(canMove("held", "lost")).toBe(false);
    for (const end of ["sold", "released", "expired", "lost"] as const) expect(canMove(end, "held")).toBe(false);
  });

  it("words the promise with the deposit, 48 hours and 100% refundable", () => {
    expect(RESERVE_TEXTS.promise(20_000)).toBe(
      "Reserve this car online with a $200.00 deposit. We hold it for you for 48 hours, and the deposit is 100% refundable.",
    );
    expect(RESERVE_TEXTS.refundable).toBe("100% refundable");
  });
});

describe("reserve only when checkout is enabled for the car (spec 01 §4; spec 02 §4 'Only in-stock cars get purchase actions')", () => {
  it("needs the site's reserve_online and an in-stock, priced car not already reserved", () => {
    expect(checkoutEnabled(site(), car)).toBe(true);
    expect(checkoutEnabled(site(false), car)).toBe(false);
    expect(checkoutEnabled(site(), { ...car, reserved: true })).toBe(false);
    expect(checkoutEnabled(site(), { ...car, status: "sold" })).toBe(false);
    expect(checkoutEnabled(site(), { ...car, status: "coming_soon" })).toBe(false);
    expect(checkoutEnabled(site(), { ...car, price: 0 })).toBe(false);
  });

  it("is /cars/{slug}/checkout, or /buy-online on the tenants that use that name (spec 01 §2)", () => {
    expect(checkoutPath(site(), "2021-toyota-rav4-st1")).toBe("/cars/2021-toyota-rav4-st1/checkout");
    expect(checkoutPath(site(true, "buy-online"), "2021-toyota-rav4-st1")).toBe("/cars/2021-toyota-rav4-st1/buy-online");
    expect(checkoutConfigSchema.safeParse({ path: "purchase" }).error?.issues[0].message).toBe("must be checkout or buy-online");
  });
});

describe("the reserve form", () => {
  const good = { name: "Jo", last_name: "Buyer", email: "jo@example.com", phone: "0412345678", agree: "on" };
  it("takes an Australian mobile as typed with spaces", () => {
    expect(reserveFormSchema.parse({ ...good, phone: normalisePhone("0412 345 678") }).phone).toBe("0412345678");
    expect(reserveFormSchema.safeParse({ ...good, phone: "0212345678" }).success).toBe(false);
  });
  it("names each missing field and the terms", () => {
    const r = reserveFormSchema.safeParse({ agree: undefined });
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      name: "First name is required",
      last_name: "Last name is required",
      email: "Email is required",
      phone: "Mobile number is required",
      agree: RESERVE_TEXTS.termsRequired,
    });
  });
});

describe("the receipt", () => {
  const facts: ReceiptFacts = {
    event: "held",
    dealer: "Coralview Kia",
    firstName: "Robin",
    reference: "RES-ABCDEFGH",
    car: "2024 Kia Seltos",
    carUrl: "https://www.coralview-kia.example/cars/2024-kia-seltos",
    amountCents: 20_000,
    heldUntilText: "Friday 27 November 2026 at 3:02 pm AEST",
    paymentId: "demo_pi_1",
    demo: true,
    phone: "07 3821 4400",
  };
  it("says what was paid and until when the car is held; a demo payment says no money moved", () => {
    expect(receiptSubject(facts)).toBe("[DEMO] Your $200.00 deposit receipt – 2024 Kia Seltos is reserved (RES-ABCDEFGH)");
    const text = receiptText(facts);
    expect(text.startsWith("Demo payment — no money moves")).toBe(true);
    expect(text).toContain("reserved for you until Friday 27 November 2026 at 3:02 pm AEST");
    expect(text).toContain("100% refundable");
  });
  it("tells the shopper who lost the race that the deposit is refunded", () => {
    const lost = { ...facts, event: "lost" as const, demo: false };
    expect(receiptSubject(lost)).toBe("Your $200.00 deposit has been refunded – 2024 Kia Seltos (RES-ABCDEFGH)");
    expect(receiptText(lost)).toContain("Your $200.00 deposit has been refunded in full.");
  });
});
