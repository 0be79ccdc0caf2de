import { describe, expect, it } from "vitest";
import { tenantConfig } from "../../../tests/setup/builders";
import { isServedPath } from "../navigation/served-paths";
import { describeConfigIssues, tenantConfigSchema } from "../tenant/tenant-config";
import { campaignInput } from "../../../tests/setup/spin-builders";
import { spinToWinConfigSchema } from "./config";

function issuesOf(input: unknown): string[] {
  const r = spinToWinConfigSchema.safeParse(input);
  return r.success ? [] : describeConfigIssues(r.error);
}

describe("the spin_to_win config (spec 02 §2 /spin-to-win)", () => {
  it("fills the defaults: enabled, the title, SMS, no 'no prize' outcome", () => {
    const c = spinToWinConfigSchema.parse(campaignInput());
    expect(c).toMatchObject({ enabled: true, title: "Spin to Win", send_by: "sms" });
    expect(c.no_prize ?? null).toBeNull();
    const withMiss = spinToWinConfigSchema.parse(campaignInput({ no_prize: { weight: 4 } }));
    expect(withMiss.no_prize).toEqual({ weight: 4, wheel_label: "Try again", message: "Better luck next time!" });
  });

  it("refuses bad dates, naming the field", () => {
    expect(issuesOf(campaignInput({ starts_on: "2026-02-30" }))).toEqual(["starts_on: must be a date such as 2026-01-31"]);
    expect(issuesOf(campaignInput({ ends_on: "30/11/2026" }))).toEqual(["ends_on: must be a date such as 2026-01-31"]);
    expect(issuesOf(campaignInput({ starts_on: "2026-12-01", ends_on: "2026-11-30" }))).toEqual([
      "ends_on: must be on or after starts_on (2026-12-01)",
    ]);
  });

  it("refuses bad prizes: stock, weight, duplicate ids, names too long for the wheel, none at all", () => {
    const prize = { id: "p", name: "Mats", stock: 1, weight: 1 };
    expect(issuesOf(campaignInput({ prizes: [{ ...prize, stock: -1 }] }))).toEqual([
      "prizes.0.stock: must be a whole number from 0 to 1000000",
    ]);
    expect(issuesOf(campaignInput({ prizes: [{ ...prize, stock: 2.5 }] }))).toEqual([
      "prizes.0.stock: must be a whole number from 0 to 1000000",
    ]);
    expect(issuesOf(campaignInput({ prizes: [{ ...prize, weight: 0 }] }))).toEqual([
      "prizes.0.weight: must be a whole number from 1 to 1000000",
    ]);
    expect(issuesOf(campaignInput({ prizes: [prize, { ...prize, name: "Other" }] }))).toEqual([
      "prizes.1.id: p is already the id of prizes.0",
    ]);
    expect(issuesOf(campaignInput({ prizes: [{ ...prize, name: "A premium set of floor mats" }] }))).toEqual([
      "prizes.0.wheel_label: is needed: the name is longer than the wheel fits (18 characters)",
    ]);
    expect(
      issuesOf(campaignInput({ prizes: [{ ...prize, name: "A premium set of floor mats", wheel_label: "Floor mats" }] })),
    ).toEqual([]);
    expect(issuesOf(campaignInput({ prizes: [] }))).toEqual(["prizes: must list at least one prize"]);
  });

  it("keeps the wheel to 12 segments, the no-prize one included", () => {
    const prizes = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, name: `Prize ${i}`, stock: 1, weight: 1 }));
    expect(issuesOf(campaignInput({ prizes }))).toEqual([]);
    expect(issuesOf(campaignInput({ prizes, no_prize: { weight: 1 } }))).toEqual([
      "no_prize: the wheel has 12 segments: list at most 11 prizes with a no_prize",
    ]);
    expect(issuesOf(campaignInput({ prizes: [...prizes, { id: "x", name: "X", stock: 1, weight: 1 }] }))).toEqual([
      "prizes: must list at most 12 prizes",
    ]);
  });

  it("refuses a bad channel, id or missing terms", () => {
    expect(issuesOf(campaignInput({ send_by: "post" as never }))).toEqual(["send_by: must be one of sms, email"]);
    expect(issuesOf(campaignInput({ id: "Spring 2026" }))).toEqual(["id: must be lower-case letters, digits and single hyphens"]);
    expect(issuesOf(campaignInput({ terms: "  " }))).toEqual(["terms: must not be empty"]);
  });

  it("is the tenant config's spin_to_win section: a bad campaign is refused with its path", () => {
    const base = tenantConfig();
    expect(base.spin_to_win ?? null).toBeNull();
    const r = tenantConfigSchema.safeParse({
      ...base,
      spin_to_win: campaignInput({ prizes: [{ id: "p", name: "Mats", stock: 1, weight: -2 }] }),
    });
    expect(r.success ? [] : describeConfigIssues(r.error)).toEqual([
      "spin_to_win.prizes.0.weight: must be a whole number from 1 to 1000000",
    ]);
    expect(tenantConfig({ spin_to_win: campaignInput() }).spin_to_win?.id).toBe("spring-2026");
  });

  it("serves /spin-to-win only where a campaign is configured, so only there may a promo link to it", () => {
    const site = { dealerships: [], locations: [] };
    expect(isServedPath(site, "/spin-to-win")).toBe(false);
    expect(isServedPath({ ...site, spin_to_win: spinToWinConfigSchema.parse(campaignInput()) }, "/spin-to-win/")).toBe(true);
    const promo = { title: "Spin to win", link: "/spin-to-win" };
    const r = tenantConfigSchema.safeParse({ ...tenantConfig(), promos: [promo] });
    expect(r.success ? [] : describeConfigIssues(r.error)).toEqual([
      "promos.0.link: /spin-to-win is not a page this site serves yet; link to one it does (such as /special-offers or a /search listing) or to an https:// address",
    ]);
    expect(tenantConfig({ promos: [promo], spin_to_win: campaignInput() }).promos).toHaveLength(1);
  });
});
