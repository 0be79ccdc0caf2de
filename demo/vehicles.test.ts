import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { quoteAtPrice } from "~/domain/finance/quick-quote";
import { tenantConfigSchema } from "~/domain/tenant/tenant-config";
import { vehicleInputSchema, type VehicleInput } from "~/domain/vehicle/vehicle";
import { renderDemoPhoto } from "./photos";
import { DEMO_STOCK, demoTenantsDir } from "./seed";
import { DEMO_TAGS, demoVehicles } from "./vehicles";

const NOW = new Date("2026-11-21T09:00:00Z");
const DAY = 86_400_000;
const config = (slug: string) =>
  tenantConfigSchema.parse(JSON.parse(fs.readFileSync(path.join(demoTenantsDir(), `${slug}.json`), "utf8")));
const stock = Object.fromEntries(
  Object.entries(DEMO_STOCK).map(([slug, plan]) => [
    slug,
    demoVehicles(config(slug), plan.count, NOW, { spins: plan.spins, videos: plan.videos }),
  ]),
);
const all = Object.values(stock).flatMap((s) => s.data);
const count = (rows: VehicleInput[], p: (v: VehicleInput) => boolean) => rows.filter(p).length;

describe("demoVehicles", () => {
  it("makes about 1,500 vehicles, every one valid for the feed schema", () => {
    expect(all.length).toBeGreaterThanOrEqual(1_400);
    expect(all.length).toBeLessThanOrEqual(1_600);
    for (const v of all) {
      const parsed = vehicleInputSchema.safeParse(v);
      if (!parsed.success)
        throw new Error(`${v.stocknum}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
    }
  });

  it("is deterministic for a tenant and a date", () => {
    const plan = DEMO_STOCK["coralview-kia"];
    const again = demoVehicles(config("coralview-kia"), plan.count, NOW, { spins: plan.spins, videos: plan.videos });
    expect(again.data).toEqual(stock["coralview-kia"].data);
    expect([...again.soldAt]).toEqual([...stock["coralview-kia"].soldAt]);
  });

  it.each(Object.keys(DEMO_STOCK))("gives %s unique stock numbers at its own sales locations", (slug) => {
    const cfg = config(slug);
    const { data } = stock[slug];
    expect(new Set(data.map((v) => v.stocknum)).size).toBe(data.length);
    const sales = new Set(cfg.locations.filter((l) => l.location_type === "sales").map((l) => l.id));
    for (const v of data) expect(sales.has(String(v.location_id))).toBe(true);
    expect(new Set(data.map((v) => v.location_id)).size).toBe(sales.size);
  });

  it.each(Object.keys(DEMO_STOCK))("covers every stock state at %s", (slug) => {
    const { data, soldAt } = stock[slug];
    const window = config(slug).stock_filter.include_sold_cars_days * DAY;
    expect(count(data, (v) => v.status === "in_stock")).toBeGreaterThan(data.length * 0.7);
    expect(count(data, (v) => v.status === "coming_soon")).toBeGreaterThan(0);
    expect(count(data, (v) => v.reserved === true)).toBeGreaterThan(0);
    expect(count(data, (v) => v.price === 0 && !v.preorder)).toBeGreaterThan(0);
    expect(count(data, (v) => v.preorder === true && v.car_type === "new")).toBeGreaterThan(0);
    expect(count(data, (v) => (v.before_price ?? 0) > (v.price ?? 0) && (v.price ?? 0) > 0)).toBeGreaterThan(0);
    for (const tag of DEMO_TAGS) expect(count(data, (v) => v.tag === tag)).toBeGreaterThan(0);
    expect(
      count(data, (v) => NOW.getTime() - new Date(String(v.created_at)).getTime() < 8 * DAY && v.status === "in_stock"),
    ).toBeGreaterThan(0);
    // Sold: every sold row has a sold date, some inside the sold window and some outside.
    const sold = data.filter((v) => v.status === "sold");
    expect(sold.length).toBe(soldAt.size);
    const ages = sold.map((v) => NOW.getTime() - soldAt.get(String(v.stocknum))!.getTime());
    expect(ages.filter((a) => a < window).length).toBeGreaterThan(0);
    expect(ages.filter((a) => a > window && a <= 30 * DAY).length).toBeGreaterThan(0);
    for (const v of data) expect(new Date(String(v.created_at)).getTime()).toBeLessThanOrEqual(NOW.getTime());
  });

  it("gives every vehicle 4 to 8 drawable photos, the first as primary", () => {
    for (const v of all) {
      expect(v.images!.length).toBeGreaterThanOrEqual(4);
      expect(v.images!.length).toBeLessThanOrEqual(8);
      expect(v.primary_image_url).toBe(v.images![0].image);
    }
    for (const v of all.slice(0, 40))
      for (const img of v.images!) expect(renderDemoPhoto(img.image.replace("/demo-photos/", ""))).not.toBeNull();
  });

  it("stocks certified Toyotas, EVs, hybrids and 360° spins at the group", () => {
    const group = stock.greywattle.data;
    expect(group.length).toBe(1_000);
    expect(count(group, (v) => v.certified === true && v.make === "Toyota" && v.car_type === "used")).toBeGreaterThan(20);
    expect(count(group, (v) => v.certified === true && v.make !== "Toyota")).toBe(0);
    expect(count(group, (v) => v.simple_fuel === "Electric")).toBeGreaterThan(50);
    expect(count(group, (v) => v.simple_fuel === "Hybrid" || v.simple_fuel === "Plug-in Hybrid")).toBeGreaterThan(50);
    expect(count(group, (v) => (v.subscription_price ?? 0) > 0)).toBeGreaterThan(0);
    expect(count(group, (v) => !!v.youxQuote)).toBeGreaterThan(100);
    const spins = group.filter((v) => (v.spin_images ?? []).length > 0);
    expect(spins.length).toBe(10);
    for (const v of spins) {
      expect(v.spin_images!.length).toBeGreaterThanOrEqual(24);
      expect(v.hotspots!.exterior!.length).toBeGreaterThan(0);
      expect(v.hotspots!.interior!.length).toBeGreaterThan(0);
      expect(renderDemoPhoto(v.spin_images![7].replace("/demo-photos/", ""))).not.toBeNull();
    }
    expect(count(stock["coralview-kia"].data, (v) => v.certified === true)).toBe(0);
  });

  it("gives some in-stock cars a walkaround video of their own drawing", () => {
    for (const [slug, want] of [
      ["greywattle", 12],
      ["coralview-kia", 6],
    ] as const) {
      const withVideo = stock[slug].data.filter((v) => v.video_url);
      expect(withVideo.length).toBeGreaterThan(want / 2);
      expect(withVideo.length).toBeLessThanOrEqual(want);
      for (const v of withVideo) {
        expect(v.status).toBe("in_stock");
        const [, shape, hex, seed] = /\/demo-photos\/([a-z0-9]+)-([0-9a-f]{6})-[a-z]+-([a-z0-9]+)\.svg$/.exec(
          v.images![0].image,
        )!;
        expect(v.video_url).toBe(`/demo-videos/walkaround-${shape}-${hex}-${seed}.webm`);
      }
    }
  });

  it("stocks motorcycles and caravans with their own fields at the third dealer", () => {
    const data = stock["ironbark-ridge"].data;
    const bikes = data.filter((v) => v.item_type === "motorcycle");
    const vans = data.filter((v) => v.item_type === "caravan");
    expect(bikes.length).toBeGreaterThan(20);
    expect(vans.length).toBeGreaterThan(20);
    for (const v of vans) {
      expect(v.specifications).toMatchObject({ axle_type: expect.any(String), sleeps: expect.any(Number) });
      expect(v.specifications).toHaveProperty("tare_weight");
      expect(v.specifications).toHaveProperty("aggregate_trailer_mass");
      expect(v.specifications).toHaveProperty("body_length");
      expect(v.km).toBe(0);
    }
    for (const v of bikes) expect(v.seats).toBe(2);
  });

  it("writes dealer comments on most vehicles and leaves a few pending", () => {
    const written = all.filter((v) => (v.dealercomments ?? "").length > 0);
    expect(written.length).toBeGreaterThan(all.length * 0.85);
    expect(written.length).toBeLessThan(all.length);
    for (const v of written.slice(0, 50)) expect(v.dealercomments!.split(". ").length).toBeGreaterThanOrEqual(3);
  });

  it("quotes the lender's weekly repayment with the engine: the tenant's rate card and fees, the comparison rate computed", () => {
    for (const [slug, s] of Object.entries(stock)) {
      const cfg = config(slug);
      for (const v of s.data.filter((x) => x.youxQuote)) {
        const own = quoteAtPrice(
          { price: v.price!, loanTerm: 5, credit: "GREAT", year: v.year },
          cfg.finance,
          NOW.getUTCFullYear(),
        );
        expect(v.youxQuote).toEqual({
          weeklyRepaymentAmount: own.weeklyRepaymentAmount,
          advertisedRate: own.advertisedRate,
          comparisonRate: own.comparisonRate,
        });
        // Every demo lender charges fees: the comparison rate is above the rate.
        expect(v.youxQuote!.comparisonRate).toBeGreaterThan(v.youxQuote!.advertisedRate);
      }
    }
  });
});
