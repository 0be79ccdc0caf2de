import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/client.server";
import { openTestPglite } from "../tests/setup/databases";
import { tenantDomains, tenants, vehicles } from "~/server/db/schema.server";
import { hasNoTenants } from "~/server/tenants/repository.server";
import { seedDemo } from "./seed";

const NOW = new Date("2026-11-21T09:00:00Z");
const DAY = 86_400_000;

describe("seedDemo", () => {
  let database: Database;
  let result: Awaited<ReturnType<typeof seedDemo>>;

  beforeAll(async () => {
    database = await openTestPglite();
    expect(await hasNoTenants(database.db)).toBe(true);
    result = await seedDemo(database.db, { now: NOW });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("seeds three dealers and about 1,500 vehicles", async () => {
    expect(result.tenants.map((t) => t.slug).sort()).toEqual(["coralview-kia", "greywattle", "ironbark-ridge"]);
    const [{ n }] = await database.db.select({ n: sql<number>`count(*)::int` }).from(vehicles);
    expect(Number(n)).toBe(result.tenants.reduce((s, t) => s + t.vehicles, 0));
    expect(Number(n)).toBeGreaterThanOrEqual(1_400);
    expect(Number(n)).toBeLessThanOrEqual(1_600);
    expect(await hasNoTenants(database.db)).toBe(false);
  });

  it("registers each dealer's made-up domains", async () => {
    const hosts = await database.db.select({ host: tenantDomains.host }).from(tenantDomains);
    expect(hosts.map((h) => h.host)).toContain("www.greywattle-motors.example");
  });

  it("dates sold vehicles when they sold, inside and outside the sold window", async () => {
    const [group] = await database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, "greywattle"));
    const sold = await database.db
      .select({ soldAt: vehicles.soldAt })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, group.id), eq(vehicles.status, "sold")));
    expect(sold.length).toBeGreaterThan(0);
    const ages = sold.map((s) => NOW.getTime() - s.soldAt!.getTime());
    expect(ages.some((a) => a < 3 * DAY)).toBe(true);
    expect(ages.some((a) => a > 3 * DAY)).toBe(true);
    const [{ unsold }] = await database.db
      .select({ unsold: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(and(eq(vehicles.tenantId, group.id), sql`${vehicles.status} <> 'sold'`, sql`${vehicles.soldAt} is not null`));
    expect(Number(unsold)).toBe(0);
  });
});
