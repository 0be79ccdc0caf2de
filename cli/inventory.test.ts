import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../tests/setup/databases";
import { applyTenant } from "~/server/tenants/repository.server";
import { tenantConfig } from "../tests/setup/builders";
import { runInventoryCommand } from "./inventory";

// The CLI opens PGlite in DATA_DIR (no DATABASE_URL): a throwaway directory here.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "inventory-cli-"));
process.env.DATA_DIR = path.join(dir, "data");
delete process.env.DATABASE_URL;

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => (err.push(String(s)), true));
  try {
    const code = await runInventoryCommand(args[0], args.slice(1));
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
    vi.mocked(process.stderr.write).mockRestore();
  }
}

describe("npm run cli -- inventory import", () => {
  beforeAll(async () => {
    const database = await openTestPglite({ dataDir: process.env.DATA_DIR });
    await applyTenant(database.db, tenantConfig({ slug: "clico", name: "CLI Co" }));
    await database.close();
    fs.writeFileSync(
      path.join(dir, "stock.csv"),
      "stocknum,year,make,model,car_type,price,colur\nA1,2021,Kia,Rio,used,15000,Red\nA2,2021,Kia,Rio,used,cheap,\nA3,2022,Kia,EV6,new,,\n",
    );
    fs.writeFileSync(
      path.join(dir, "stock.json"),
      JSON.stringify([{ stocknum: "A1", year: 2021, make: "Kia", model: "Rio", car_type: "used" }]),
    );
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("imports the good rows, prints a summary and each bad row, and exits 1", async () => {
    const { code, out, err } = await run("import", "clico", path.join(dir, "stock.csv"));
    expect(code).toBe(1);
    expect(out).toMatch(/^clico: 3 rows read, 2 created, 0 updated, 0 unchanged, 1 errors \(1 rows refused\) in \d+\.\d s\n$/);
    expect(err).toMatch(/^row 2, field price: /);
    expect(err).toMatch(/\nwarning: not stock fields, ignored: colur \(README 'Stock' lists the field names\)\n$/);
  });

  it("exits 0 when every row lands; --full marks the rest sold", async () => {
    // A1 was imported above (updated now), A3 too (sold now): the bad row 2 never landed.
    const { code, out } = await run("import", "clico", path.join(dir, "stock.json"), "--full");
    expect(code).toBe(0);
    expect(out).toMatch(/1 updated, 0 unchanged, 1 marked sold, 0 errors/);
  });

  it("prints the first 100 errors, counts the rest by field, and refuses a file over the row limit", async () => {
    const bad = path.join(dir, "bad.csv");
    fs.writeFileSync(
      bad,
      `stocknum,year,make,model,car_type\n${Array.from({ length: 150 }, (_, i) => `B${i},old,Kia,Rio,used`).join("\n")}\n`,
    );
    const { code, err } = await run("import", "clico", bad);
    expect(code).toBe(1);
    expect(err.match(/^row \d+, field year: /gm)).toHaveLength(100);
    expect(err).toMatch(/\n\.\.\. and 50 more errors \(all errors by field: year 150\)\n$/);

    const tooMany = path.join(dir, "too-many.csv");
    fs.writeFileSync(tooMany, `stocknum\n${"x\n".repeat(200_001)}`);
    expect(await run("import", "clico", tooMany)).toMatchObject({
      code: 1,
      err: `${tooMany}: The feed has more than 200,000 rows, the most one feed may have. Nothing was imported.\n`,
    });
  });

  it("refuses an unknown tenant, an unreadable file and bad usage", async () => {
    expect(await run("import", "nobody", path.join(dir, "stock.json"))).toMatchObject({
      code: 1,
      err: expect.stringMatching(/No tenant/),
    });
    expect(await run("import", "clico", path.join(dir, "missing.json"))).toMatchObject({
      code: 1,
      err: expect.stringMatching(/Cannot read/),
    });
    expect((await run("import", "clico")).code).toBe(2);
    expect((await run("export", "clico", "x")).code).toBe(2);
    expect((await run("import", "clico", "x.json", "--fast")).code).toBe(2);
  });
});
