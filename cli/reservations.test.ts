import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../tests/setup/databases";
import { orders, reservations, users, vehicles } from "~/server/db/schema.server";
import { importVehicles } from "~/server/inventory/import.server";
import { listRecords } from "~/server/record-folder.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { tenantConfig, vehicleRow } from "../tests/setup/builders";
import { runReservationsCommand } from "./reservations";

// The CLI opens PGlite in DATA_DIR (no DATABASE_URL) and the demo provider records under DATA_DIR/payments.
// Set before any import: the logger reads the environment when it is first imported.
const dir = await vi.hoisted(async () => {
  const [fs, os, path] = await Promise.all([import("node:fs"), import("node:os"), import("node:path")]);
  const made = fs.mkdtempSync(path.join(os.tmpdir(), "reservations-cli-"));
  process.env.DATA_DIR = path.join(made, "data");
  delete process.env.DATABASE_URL;
  return made;
});

async function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => (err.push(String(s)), true));
  try {
    const code = await runReservationsCommand(args[0], args.slice(1));
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
    vi.mocked(process.stderr.write).mockRestore();
  }
}

/** The dealer's hand on a hold (spec 02 §4 '48-hour hold'): sold keeps the deposit, release refunds it (spec 01 §9). */
describe("npm run cli -- reservations", () => {
  beforeAll(async () => {
    const database = await openTestPglite({ dataDir: process.env.DATA_DIR });
    try {
      const { id } = await applyTenant(
        database.db,
        tenantConfig({ slug: "cli-res", features: { reserve_online: true } as never }),
      );
      await importVehicles(
        database.db,
        id,
        [1, 2].map((n) => ({ row: n, data: vehicleRow({ stocknum: `CR${n}` }) })),
        { mode: "upsert" },
      );
      const cars = await database.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.tenantId, id));
      const now = new Date();
      for (const [i, c] of cars.entries())
        await database.db.insert(reservations).values({
          tenantId: id,
          vehicleId: c.id,
          publicId: `RES-CLIHOLD${i}`,
          status: "held",
          amountCents: 20_000,
          currency: "aud",
          provider: "demo",
          paymentId: `demo_pi_cli${i}`,
          shopper: { name: "Cli", last_name: "Shopper", email: "cli@example.com", phone: "0412345678" },
          createdAt: now,
          paidAt: now,
          heldUntil: new Date(now.getTime() + 48 * 3_600_000),
        });
      // An online purchase placed with the first hold's deposit (issue 20 item 4).
      const [user] = await database.db
        .insert(users)
        .values({ tenantId: id, phone: "0412345678", firstName: "Cli", lastName: "Shopper", email: "cli@example.com" })
        .returning();
      const [held] = await database.db.select().from(reservations).where(eq(reservations.publicId, "RES-CLIHOLD0"));
      await database.db.insert(orders).values({
        tenantId: id,
        vehicleId: held.vehicleId,
        userId: user.id,
        publicId: "ORD-CLIORDR0",
        status: "placed",
        answers: {
          details: { name: "Cli", last_name: "Shopper", email: "cli@example.com", phone: "0412345678" },
          payment: { method: "pay_at_pickup" },
        },
        reservationId: held.id,
        createdAt: now,
        updatedAt: now,
        placedAt: now,
      });
    } finally {
      await database.close();
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lists the holds, releases one with a refund and marks the other sold", async () => {
    const list = await cli("list", "cli-res");
    expect(list.err).toBe("");
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/RES-CLIHOLD0\theld\tcar \d+\t\$200\.00\tdemo\tuntil /);

    const released = await cli("release", "cli-res", "res-cliHOLD0");
    expect(released).toMatchObject({ code: 0, err: "" });
    expect(released.out).toMatch(/^RES-CLIHOLD0: released, deposit refunded \(demo_re_[0-9a-f]{8}\)\n$/);
    const refunds = await listRecords<{ operation: string; paymentId?: string }>(path.join(process.env.DATA_DIR!, "payments"));
    expect(refunds.map((r) => [r.operation, r.paymentId])).toEqual([["refund", "demo_pi_cli0"]]);

    const sold = await cli("sold", "cli-res", "RES-CLIHOLD1");
    expect(sold.out).toBe("RES-CLIHOLD1: sold\n");
    expect((await cli("release", "cli-res", "RES-CLIHOLD1")).err).toMatch(/is sold, not held: nothing to do/);
    expect((await cli("release", "cli-res", "RES-NOTHERE1")).code).toBe(1);
    expect((await cli("sold", "cli-res")).code).toBe(2);
  });

  it("lists the online purchases with their deposit's reservation and the steps answered", async () => {
    const orders = await cli("orders", "cli-res");
    expect(orders).toMatchObject({ code: 0, err: "" });
    expect(orders.out).toMatch(
      /^ORD-CLIORDR0\tplaced\tcar \d+\tRES-CLIHOLD0\tsteps: Your details, Payment method\tCli Shopper <cli@example.com>\n$/,
    );
    expect((await cli("orders")).code).toBe(2);
  });
});
