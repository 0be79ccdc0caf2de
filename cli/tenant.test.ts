import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { runTenantCommand } from "./tenant";

// The CLI opens PGlite in DATA_DIR (no DATABASE_URL): a throwaway directory here.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tenant-cli-"));
process.env.DATA_DIR = path.join(dir, "data");
delete process.env.DATABASE_URL;

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => (err.push(String(s)), true));
  try {
    const code = await runTenantCommand(args[0], args.slice(1));
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
    vi.mocked(process.stderr.write).mockRestore();
  }
}

describe("npm run cli -- tenant apply", () => {
  const demo = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, "../demo/tenants/greywattle.json"), "utf8"));

  it("refuses a config whose promo links to a page the platform does not serve (issue 9)", async () => {
    const file = path.join(dir, "bad.json");
    const promos = [...demo.promos, { title: "Finance from 6.99% p.a.", link: "/finance#finance-form" }];
    fs.writeFileSync(file, JSON.stringify({ ...demo, promos }));
    const r = await run("apply", file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`promos.${promos.length - 1}.link: /finance is not a page this site serves yet`);
  });

  it("refuses a Spin to Win campaign with a bad prize, naming the field", async () => {
    const file = path.join(dir, "bad-spin.json");
    const spin_to_win = {
      id: "spring",
      starts_on: "2026-09-01",
      ends_on: "2026-08-31",
      terms: "One spin per person.",
      prizes: [{ id: "mats", name: "Floor mats", stock: -1, weight: 1 }],
    };
    fs.writeFileSync(file, JSON.stringify({ ...demo, spin_to_win }));
    const r = await run("apply", file);
    expect(r.code).toBe(1);
    expect(r.err).toContain("spin_to_win.prizes.0.stock: must be a whole number from 0 to 1000000");
    expect(r.err).toContain("spin_to_win.ends_on: must be on or after starts_on (2026-09-01)");
  });

  it("applies the demo config as it is", async () => {
    const file = path.join(dir, "good.json");
    fs.writeFileSync(file, JSON.stringify(demo));
    const r = await run("apply", file);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Created tenant greywattle");
  }, 30_000);
});
