import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../tests/setup/databases";
import { users, vehicles, watchlist } from "~/server/db/schema.server";
import { importVehicles } from "~/server/inventory/import.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { tenantConfig, vehicleRow } from "../tests/setup/builders";
import { runAlertsCommand } from "./alerts";

// The CLI opens PGlite in DATA_DIR (no DATABASE_URL): a throwaway directory here.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "alerts-cli-"));
process.env.DATA_DIR = path.join(dir, "data");
delete process.env.DATABASE_URL;

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => (err.push(String(s)), true));
  try {
    const code = await runAlertsCommand(args[0], args.slice(1));
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
    vi.mocked(process.stderr.write).mockRestore();
  }
}

describe("npm run cli -- alerts", () => {
  beforeAll(async () => {
    const database = await openTestPglite({ dataDir: process.env.DATA_DIR });
    try {
      const { id } = await applyTenant(database.db, tenantConfig({ slug: "cli-alerts" }));
      const car = vehicleRow({ stocknum: "CLI1", year: 2022, make: "Mazda", model: "CX-5", price: 40_000 });
      await importVehicles(database.db, id, [{ row: 1, data: car }], { mode: "upsert" });
      const [v] = await database.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.tenantId, id));
      const [u] = await database.db
        .insert(users)
        .values({ tenantId: id, phone: "0412555001", firstName: "Dee", lastName: "Ray", email: "dee@example.com" })
        .returning({ id: users.id });
      await database.db.insert(watchlist).values({ tenantId: id, userId: u.id, vehicleId: v.id, priceAtSave: 40_000 });
      await importVehicles(database.db, id, [{ row: 1, data: { ...car, price: 38_500 } }], { mode: "upsert" });
    } finally {
      await database.close();
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lists the tenant's alerts with the car, the prices, the shopper and the delivery", async () => {
    const r = await cli("list", "cli-alerts");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(
      /^\d+\t\S+Z\t\d{4}-\d\d-\d\d\tprice_drop\t2022 Mazda CX-5 \[CLI1\]\t\$38500 \(was \$40000\)\tDee Ray 0412555001\t\(sms\)\tpending, 0 attempts\n$/,
    );
    expect((await cli("list", "nobody")).code).toBe(1);
    expect((await cli("list")).code).toBe(2);
  });

  it("sets a shopper's channel by phone", async () => {
    expect((await cli("channel", "cli-alerts", "0412 555 001", "off")).out).toBe("cli-alerts 0412555001: alerts off\n");
    expect((await cli("list", "cli-alerts")).out).toContain("\t(off)\t");
    expect((await cli("channel", "cli-alerts", "0412555001", "fax")).code).toBe(2);
    expect((await cli("channel", "cli-alerts", "0412999999", "sms")).code).toBe(1);
  });
});
