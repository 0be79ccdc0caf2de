import { describe, expect, it } from "vitest";
import { campaign } from "../../../tests/setup/spin-builders";
import { spinPageView, type SpinPageInput, type StoredSpin } from "./view";

const c = campaign({
  title: "Spring Spin",
  starts_on: "2026-09-01",
  ends_on: "2026-11-30",
  prizes: [
    { id: "service", name: "Free first service", stock: 1, weight: 1 },
    { id: "mats", name: "A set of premium floor mats", wheel_label: "Floor mats", stock: 3, weight: 1 },
  ],
  no_prize: { weight: 1 },
});
const live = new Date("2026-10-01T00:00:00Z");
const ann = { firstName: "Ann", phone: "0412300001", email: "ann@example.com" };
const base: SpinPageInput = {
  siteName: "Test Motors",
  theme: { primary_colour: "#0f3b57", secondary_colour: "#f0714f" },
  campaign: c,
  zone: "Australia/Brisbane",
  now: live,
  given: new Map(),
  user: ann,
  spin: null,
  signInHref: "/sign-in?type=spin-to-win&redirect=%2Fspin-to-win",
};
const won: StoredSpin = {
  outcome: "prize",
  prizeId: "service",
  prize: { name: "Free first service", description: null, terms: "Within 12 months." },
  channel: "sms",
  reference: "TM-7K3Q9DXM",
  createdAt: live,
};

describe("the /spin-to-win page's states (spec 02 §2, §4)", () => {
  it("is ready for a signed-in shopper who has not spun while the campaign runs", () => {
    const v = spinPageView(base);
    expect(v.state).toEqual({ kind: "ready" });
    expect(v.wheel.map((s) => s.label)).toEqual(["Free first service", "Floor mats", "Try again"]);
    expect(v.datesText).toBe("1 September 2026 to 30 November 2026");
    expect(v.terms).toEqual(["One spin per person.", "Prizes while stocks last."]);
  });

  it("asks a signed-out visitor to sign in (where the site does not gate the page)", () => {
    expect(spinPageView({ ...base, user: null }).state).toEqual({ kind: "sign-in", href: base.signInHref });
  });

  it("says when the campaign is off, not started or over, with the dates", () => {
    expect(spinPageView({ ...base, campaign: { ...c, enabled: false } }).state).toMatchObject({ kind: "closed", reason: "off" });
    expect(spinPageView({ ...base, now: new Date("2026-08-01T00:00:00Z") }).state).toEqual({
      kind: "closed",
      reason: "upcoming",
      message: "Spring Spin opens on 1 September 2026. Come back then to spin the wheel.",
    });
    expect(spinPageView({ ...base, now: new Date("2026-12-01T00:00:00Z"), user: null }).state).toEqual({
      kind: "closed",
      reason: "ended",
      message: "Spring Spin ended on 30 November 2026. Thanks to everyone who played.",
    });
  });

  it("closes when every prize is won, and marks each prize won out", () => {
    const v = spinPageView({
      ...base,
      given: new Map([
        ["service", 1],
        ["mats", 3],
      ]),
    });
    expect(v.state).toMatchObject({ kind: "closed", reason: "sold_out" });
    expect(v.prizes.map((p) => p.allWon)).toEqual([true, true]);
  });

  it("shows the shopper's own prize, where the wheel stopped, how it was sent, even after the campaign ended", () => {
    const v = spinPageView({ ...base, spin: won, now: new Date("2027-01-01T00:00:00Z"), given: new Map([["service", 1]]) });
    expect(v.state).toEqual({
      kind: "spun",
      result: {
        outcome: "prize",
        heading: "You won: Free first service",
        prize: won.prize,
        sentTo: "We have sent it, with its terms, by SMS to 04•• ••• 001.",
        reference: "TM-7K3Q9DXM",
        segment: 0,
      },
    });
    // Its stock is gone, but it stays on the wheel for the one who won it.
    expect(v.wheel[0].prizeId).toBe("service");
    expect(spinPageView({ ...base, spin: won, given: new Map([["service", 1]]) }).wheel.map((s) => s.prizeId)).toEqual([
      "service",
      "mats",
      null,
    ]);
    // For everyone else it is off the wheel.
    expect(spinPageView({ ...base, given: new Map([["service", 1]]) }).wheel.map((s) => s.prizeId)).toEqual(["mats", null]);
  });

  it("says 'better luck next time' for a spin that won nothing, and the email a prize went to", () => {
    const miss: StoredSpin = { ...won, outcome: "no_prize", prizeId: null, prize: null, channel: null, reference: null };
    expect(spinPageView({ ...base, spin: miss }).state).toMatchObject({
      kind: "spun",
      result: { outcome: "no_prize", heading: "Better luck next time!", segment: 2 },
    });
    expect(spinPageView({ ...base, spin: { ...won, channel: "email" } }).state).toMatchObject({
      result: { sentTo: "We have sent it, with its terms, by email to a•••@example.com." },
    });
  });
});
