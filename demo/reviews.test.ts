import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { reviewRowSchema } from "~/domain/content/reviews-import";
import { reviewSummary, showReviewBadge } from "~/domain/content/reviews";
import { tenantConfigSchema } from "~/domain/tenant/tenant-config";
import { demoReviews } from "./reviews";
import { demoTenantsDir } from "./seed";

const dir = demoTenantsDir();
const cfgs = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .map((f) => tenantConfigSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"))));
const now = new Date("2026-11-23T10:00:00Z");

describe("demo reviews (issue 12 deliver 8)", () => {
  it("are the same on every seed for the same day", () => {
    for (const cfg of cfgs)
      for (const loc of cfg.locations) expect(demoReviews(cfg, loc, now)).toEqual(demoReviews(cfg, loc, now));
  });

  it("are valid import rows, dated in the past, replies after their review", () => {
    for (const cfg of cfgs) {
      for (const loc of cfg.locations) {
        const list = demoReviews(cfg, loc, now);
        expect(list.length).toBeGreaterThanOrEqual(14);
        expect(new Set(list.map((r) => r.id)).size).toBe(list.length);
        for (const r of list) {
          expect(reviewRowSchema.safeParse(r).success, r.id).toBe(true);
          expect(Date.parse(r.review_date)).toBeLessThan(now.getTime());
          if (r.reply_date) expect(Date.parse(r.reply_date)).toBeGreaterThan(Date.parse(r.review_date));
        }
      }
    }
  });

  it("show a badge at most locations, and not at every one, so the rule can be seen", () => {
    const shown = cfgs.flatMap((cfg) =>
      cfg.locations.map((loc) => showReviewBadge(reviewSummary(demoReviews(cfg, loc, now)), cfg.reviews)),
    );
    expect(shown.filter(Boolean).length).toBeGreaterThan(shown.length / 2);
    expect(shown).toContain(false);
  });
});
