import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantConfig, vehicleRow } from "../../../tests/setup/builders";
import { testDatabases, type TestDatabase } from "../../../tests/setup/databases";
import { phoneReveals, tenants, vehicles } from "../db/schema.server";
import { findVehicleBySlug } from "../inventory/read.server";
import { importVehicles } from "../inventory/import.server";
import { applyTenant } from "../tenants/repository.server";
import { phoneRevealRecorded, recordPhoneReveal } from "./phone-reveals.server";
import { countView, viewRecorded } from "./views.server";

const rows = (list: unknown[]) => list.map((data, i) => ({ row: i + 1, data }));

describe.each(testDatabases())("vehicle page data on $name", ({ open }) => {
  let database: TestDatabase;
  let tenantId: number;
  const config = tenantConfig({ slug: "vdata" });

  beforeAll(async () => {
    database = await open();
    ({ id: tenantId } = await applyTenant(database.db, config));
    await importVehicles(
      database.db,
      tenantId,
      rows([
        vehicleRow({ stocknum: "S1", make: "Mazda", model: "CX-5", year: 2021, km: 40000, price: 34000 }),
        vehicleRow({ stocknum: "S2", make: "Mazda", model: "CX-5", year: 2021, km: 35000, price: 36500 }),
        vehicleRow({ stocknum: "S3", make: "MAZDA", model: "cx-5", year: 2020, km: 52000, price: 33000 }),
        vehicleRow({ stocknum: "S4", make: "Mazda", model: "CX-5", year: 2022, km: 30000, price: 39000 }),
        vehicleRow({ stocknum: "S5", make: "Mazda", model: "CX-5", year: 2021, km: 44000, price: 35500, status: "sold" }),
        vehicleRow({ stocknum: "S6", make: "Mazda", model: "CX-5", year: 2015, km: 150000, price: 15000 }),
        vehicleRow({ stocknum: "S7", make: "Mazda", model: "CX-9", year: 2021, km: 40000, price: 45000 }),
      ]),
      { mode: "upsert" },
    );
  });
  afterAll(async () => {
    await database?.close();
  });

  const bySlugPrefix = async (stocknum: string) => {
    const [row] = await database.db
      .select({ slug: vehicles.slug })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.stocknum, stocknum)));
    return (await findVehicleBySlug(database.db, tenantId, row.slug))!;
  };

  // Spec 01 §7 'GET {baseAPI}/cars/{slug}/view.json': records a view and answers views.
  it("counts views without touching the stock revision or updated_at", async () => {
    const v = await bySlugPrefix("S1");
    const [before] = await database.db.select({ rev: tenants.stockRevision }).from(tenants).where(eq(tenants.id, tenantId));
    const day = "2026-03-01";
    expect(await countView(database.db, tenantId, v.id, { visitor: "a", day })).toBe(1);
    expect(await countView(database.db, tenantId, v.id, { visitor: "b", day })).toBe(2);
    const after = await bySlugPrefix("S1");
    expect(after.views).toBe(2);
    expect(after.updated_at.getTime()).toBe(v.updated_at.getTime());
    const [rev] = await database.db.select({ rev: tenants.stockRevision }).from(tenants).where(eq(tenants.id, tenantId));
    expect(rev.rev).toBe(before.rev);
    expect(await countView(database.db, tenantId + 999, v.id, { visitor: "c", day })).toBeNull();
  });

  // Issue 8 'Counts anyone can inflate': once per visitor per car per day.
  it("counts a visitor's views of a car once a day, even when asked at the same moment", async () => {
    const v = await bySlugPrefix("S3");
    const by = { visitor: "same", day: "2026-03-01" };
    const counts = await Promise.all(Array.from({ length: 20 }, () => countView(database.db, tenantId, v.id, by)));
    expect(Math.max(...counts.map(Number))).toBe(1);
    expect(await viewRecorded(database.db, tenantId, v.id, by)).toBe(true);
    expect(await countView(database.db, tenantId, v.id, { ...by, day: "2026-03-02" })).toBe(2);
    expect(await viewRecorded(database.db, tenantId, v.id, { ...by, visitor: "other" })).toBe(false);
  });

  // Spec 01 §7 'Phone reveal call': car_id, dealership_id, website_id.
  it("records a phone reveal with car_id, dealership_id and website_id", async () => {
    const v = await bySlugPrefix("S2");
    const reveal = { car_id: v.id, dealership_id: "d1", website_id: "vdata" };
    const by = { visitor: "v1", day: "2026-03-01" };
    expect(await recordPhoneReveal(database.db, tenantId, reveal, by)).toBe(true);
    // Issue 8: the same visitor, car and day again is not another row.
    const again = await Promise.all([1, 2, 3].map(() => recordPhoneReveal(database.db, tenantId, reveal, by)));
    expect(again).toEqual([false, false, false]);
    expect(await phoneRevealRecorded(database.db, tenantId, v.id, by)).toBe(true);
    const saved = await database.db.select().from(phoneReveals).where(eq(phoneReveals.carId, v.id));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({
      tenantId,
      carId: v.id,
      dealershipId: "d1",
      websiteId: "vdata",
      visitor: "v1",
      day: "2026-03-01",
    });
  });
});
