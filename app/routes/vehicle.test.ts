import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicleInputSchema, vehicleSlug, type VehicleInput } from "~/domain/vehicle/vehicle";
import { importVehicles } from "~/server/inventory/import.server";
import type { MissingVehicle } from "~/server/vehicle/page.server";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { loader as searchLoader } from "./api.search";
import { loader } from "./vehicle";

/** The vehicle page loader (spec 01 §2 'Vehicle detail page') against a migrated PGlite and a real request context. */
describe("vehicle page loader", () => {
  let t: TestPlatform;
  const corolla = vehicleRow({ stocknum: "V1", make: "Toyota", model: "Corolla" });
  const corollaSx = vehicleRow({ stocknum: "V2", make: "Toyota", model: "Corolla", badge: "SX" });
  const soldLongAgo = vehicleRow({ stocknum: "V3", make: "Toyota", model: "Corolla", status: "sold" });
  const betaCar = vehicleRow({ stocknum: "B1", make: "Kia", model: "Sportage" });
  const maskedCar = vehicleRow({ stocknum: "M1", make: "Mazda", model: "CX-5" });
  const slug = (row: VehicleInput) => vehicleSlug(vehicleInputSchema.parse(row));

  beforeAll(async () => {
    t = await openTestPlatform([
      { config: tenantConfig({ slug: "alpha" }), vehicles: [corolla, corollaSx] },
      { config: tenantConfig({ slug: "beta" }), vehicles: [betaCar] },
      { config: tenantConfig({ slug: "gamma", features: { phone_reveal: true } }), vehicles: [maskedCar] },
    ]);
    // Sold ten days ago: past the default include_sold_cars_days (3), so no longer listed (spec 02 §7).
    await importVehicles(t.db, t.ids.alpha, [{ row: 1, data: soldLongAgo }], {
      mode: "upsert",
      now: new Date(Date.now() - 10 * 86_400_000),
    });
    await t.refresh();
  });
  afterAll(async () => {
    await t.close();
  });

  const page = async (host: string, carSlug: string, query = "") =>
    (await loader(t.args(`http://${host}/cars/${carSlug}${query}`, { params: { slug: carSlug } }))).data;
  const missing = async (promise: Promise<unknown>): Promise<{ status: number; data: MissingVehicle }> => {
    const err = (await promise.then(
      () => {
        throw new Error("expected a 404");
      },
      (e: unknown) => e,
    )) as { data: MissingVehicle; init: { status: number } };
    return { status: err.init.status, data: err.data };
  };

  it("shows a listed car with its similar cars streamed after", async () => {
    const d = await page("alpha.localhost", slug(corolla));
    expect(d.model.heading).toContain("Toyota Corolla");
    // alpha has no domain: the shared address is the path (see the canonical URL tests).
    expect(d.url).toBe(`/cars/${slug(corolla)}`);
    expect(d.model.phone?.number).toBe("07 3000 0000");
    expect(JSON.stringify(d.seo.jsonLd)).toContain('"telephone":"07 3000 0000"');
    const similar = await d.similar;
    expect(similar.map((c) => c.path)).toEqual([`/cars/${slug(corollaSx)}`]);
  });

  it("gives a masking tenant's number only after the reveal, never in its structured data (spec 01 §4)", async () => {
    const masked = await page("gamma.localhost", slug(maskedCar));
    expect(masked.model.phone).toEqual({ masked: "07 3000 XXXX", number: null, revealRequired: true });
    expect(JSON.stringify(masked)).not.toContain("07 3000 0000");
    // The no-JavaScript reveal posts the reveal call and comes back with ?show_phone=1.
    const revealed = await page("gamma.localhost", slug(maskedCar), "?show_phone=1");
    expect(revealed.model.phone?.number).toBe("07 3000 0000");
    expect(JSON.stringify(revealed.seo.jsonLd)).not.toContain("07 3000 0000");
  });

  it("answers 404 with suggestions for a car sold beyond the sold window", async () => {
    const { status, data } = await missing(page("alpha.localhost", slug(soldLongAgo)));
    expect(status).toBe(404);
    expect(data.kind).toBe("vehicle-not-found");
    expect(data.suggestions.map((c) => c.title)).toContain("2021 Toyota Corolla");
  });

  it("never shows another tenant's car", async () => {
    const { status, data } = await missing(page("alpha.localhost", slug(betaCar)));
    expect(status).toBe(404);
    expect(data.siteSlug).toBe("alpha");
    expect((await page("beta.localhost", slug(betaCar))).model.heading).toContain("Kia Sportage");
  });

  it("answers 404 for a slug that cannot be one", async () => {
    expect((await missing(page("alpha.localhost", "NOT a slug!"))).status).toBe(404);
  });

  it("opens the page of every valid vehicle its card links to, however long its make, model and badge (issue 8)", async () => {
    // Long and symbol-heavy words ("&" becomes "and"): a 216-character slug once made a card that linked to a 404.
    const words = (max: number) =>
      fc
        .array(fc.constantFrom("Mercedes-Benz", "&", "Sprinter", "Ä", "Crew Cab", "4x4", "Édition", "中文", "X"), {
          maxLength: 40,
        })
        .map((w) => w.join(" ").slice(0, max).trim() || "X");
    const rows = fc.sample(fc.record({ make: words(200), model: words(200), badge: words(200), stocknum: words(200) }), {
      numRuns: 40,
      seed: 8,
    });
    const report = await importVehicles(
      t.db,
      t.ids.gamma,
      rows.map((r, i) => ({ row: i + 1, data: vehicleRow({ ...r, stocknum: `${r.stocknum} ${i}` }) })),
      { mode: "upsert" },
    );
    expect(report).toMatchObject({ created: 40, errorCount: 0 });
    await t.refresh();
    const paths: string[] = [];
    for (let page = 1; paths.length < 40; page++) {
      const res = await searchLoader(t.args(`http://gamma.localhost/api/search?page=${page}`)).json();
      expect(res.hits.length).toBeGreaterThan(0);
      paths.push(...res.hits.map((h: { path: string }) => h.path));
    }
    expect(Math.max(...paths.map((p) => p.length - "/cars/".length))).toBeGreaterThan(150);
    for (const path of paths) {
      const carSlug = path.replace(/^\/cars\//, "");
      expect((await page("gamma.localhost", carSlug)).model.heading, path).toBeTruthy();
    }
  });
});
