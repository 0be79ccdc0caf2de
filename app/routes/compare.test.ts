import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importVehicles } from "~/server/inventory/import.server";
import { findVehiclesByIds } from "~/server/inventory/read.server";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { loader as compareLoader } from "./compare";
import { loader as favouritesLoader } from "./favourites";

/** /compare and /favourites: cars by the ids in the URL, only this tenant's listed ones. */
describe("compare and favourites loaders", () => {
  let t: TestPlatform;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({ slug: "alpha" }),
        vehicles: [
          vehicleRow({ stocknum: "A1", make: "Toyota", model: "Corolla", colour: "White", price: 25_990 }),
          vehicleRow({ stocknum: "A2", make: "Mazda", model: "CX-5", colour: "Blue", price: 0, before_price: null }),
        ],
      },
      { config: tenantConfig({ slug: "beta" }), vehicles: [vehicleRow({ stocknum: "B1", make: "Kia", model: "Sportage" })] },
    ]);
    await importVehicles(t.db, t.ids.alpha, [{ row: 1, data: vehicleRow({ stocknum: "A3", status: "sold" }) }], {
      mode: "upsert",
      now: new Date(Date.now() - 30 * 86_400_000),
    });
    await t.refresh();
    for (const slug of ["alpha", "beta"]) {
      const all = await findVehiclesByIds(
        t.db,
        t.ids[slug],
        Array.from({ length: 10 }, (_, i) => i + 1),
      );
      for (const v of all) ids[v.stocknum ?? ""] = v.id;
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const compare = (query: string) => compareLoader(t.args(`http://alpha.localhost/compare${query}`));

  it("shows the cars in the order asked, prices by the display priority", async () => {
    const d = await compare(`?ids=${ids.A2},${ids.A1}`);
    expect(d.view.cards.map((c) => c.title)).toEqual(["2021 Mazda CX-5", "2021 Toyota Corolla"]);
    expect(d.view.cards.map((c) => c.price.text)).toEqual(["Enquire for price.", "$25,990"]);
    const colour = d.view.sections[0].rows.find((r) => r.key === "colour");
    expect(colour).toMatchObject({ values: ["Blue", "White"], differs: true });
    expect(d.missing).toBe(0);
  });

  it("leaves out another tenant's car and one no longer listed, and says how many", async () => {
    const d = await compare(`?ids=${ids.A1},${ids.B1},${ids.A3}`);
    expect(d.view.cards.map((c) => c.id)).toEqual([ids.A1]);
    expect(d.missing).toBe(2);
  });

  it("answers 400 naming the field for a malformed or too long list", async () => {
    for (const q of ["?ids=1,abc", `?ids=1,2,3,4`]) {
      const err = (await compare(q).catch((e: unknown) => e)) as { init: { status: number }; data: { message: string } };
      expect(err.init.status).toBe(400);
      expect(err.data.message).toMatch(/^ids: /);
    }
  });

  it("lists the saved cars as cards, and which saved ids are gone", async () => {
    const d = await favouritesLoader(t.args(`http://alpha.localhost/favourites?ids=${ids.A1},${ids.A3}`));
    expect(d.cards.map((c) => c.id)).toEqual([ids.A1]);
    expect(d.missing).toEqual([ids.A3]);
    expect(d.hasIds).toBe(true);
    const none = await favouritesLoader(t.args("http://alpha.localhost/favourites"));
    expect(none).toMatchObject({ cards: [], hasIds: false });
  });
});
