import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../tests/setup/databases";
import { runTenantCommand } from "./tenant";

// The CLI opens PGlite in DATA_DIR (no DATABASE_URL): a throwaway directory here.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "tenant-cli-"));
process.env.DATA_DIR = path.join(dir, "data");
delete process.env.DATABASE_URL;
// The CLI finds its database made and migrated (a copy of the run's template), as after its first start.
beforeAll(async () => (await openTestPglite({ dataDir: process.env.DATA_DIR })).close());

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

  it("applies the demo config as it is", async () => {
    const file = path.join(dir, "good.json");
    fs.writeFileSync(file, JSON.stringify(demo));
    const r = await run("apply", file);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Created tenant greywattle");
  }, 30_000);
});
