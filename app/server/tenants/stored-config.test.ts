import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantConfig } from "../../../tests/setup/builders";
import { testDatabases, type TestDatabase } from "../../../tests/setup/databases";
import { rowsOf } from "../db/rows.server";
import { tenants } from "../db/schema.server";
import { applyTenant, findTenantBySlug, listTenants } from "./repository.server";

/**
 * A config applied by an earlier version lacks the sections added since:
 * reading it fills in their defaults (db/schema.server.ts tenantConfigColumn).
 * Found when a data directory seeded before the trade-in valuation stopped
 * the server at start-up ("Cannot read properties of undefined (reading
 * 'registration_lookup')").
 */
describe.each(testDatabases())("a stored tenant config on $name", ({ open }) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await open();
    await applyTenant(database.db, tenantConfig({ slug: "older" }));
    // As an earlier version stored it: without the sections added since.
    await database.db.execute(
      sql`update tenants set config = config - 'trade_in' - 'delivery' - 'checkout' where slug = 'older'`,
    );
  });
  afterAll(() => database.close());

  it("is read with the defaults of the sections it lacks", async () => {
    const [raw] = rowsOf<{ keys: string[] }>(
      await database.db.execute(sql`select array(select jsonb_object_keys(config)) as keys from tenants where slug = 'older'`),
    );
    expect(raw.keys).not.toContain("trade_in");
    const row = await findTenantBySlug(database.db, "older");
    expect(row!.config.trade_in.registration_lookup).toBeDefined();
    expect((await listTenants(database.db))[0].config.trade_in).toEqual(row!.config.trade_in);
    const [viaSelect] = await database.db.select({ config: tenants.config }).from(tenants).where(eq(tenants.slug, "older"));
    expect(viaSelect.config).toEqual(row!.config);
  });
});
