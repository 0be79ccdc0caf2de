import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { openTestPglite } from "../tests/setup/databases";
import { runReviewsCommand } from "./reviews";
import { runTenantCommand } from "./tenant";

// The CLI opens PGlite in DATA_DIR (no DATABASE_URL): a throwaway directory here.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "reviews-cli-"));
process.env.DATA_DIR = path.join(dir, "data");
delete process.env.DATABASE_URL;
// The CLI finds its database made and migrated (a copy of the run's template), as after its first start.
beforeAll(async () => (await openTestPglite({ dataDir: process.env.DATA_DIR })).close());

async function run(group: "reviews" | "tenant", ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => (err.push(String(s)), true));
  try {
    const code = await (group === "reviews" ? runReviewsCommand : runTenantCommand)(args[0], args.slice(1));
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
    vi.mocked(process.stderr.write).mockRestore();
  }
}

function file(name: string, content: unknown): string {
  const p = path.join(dir, name);
  fs.writeFileSync(p, typeof content === "string" ? content : JSON.stringify(content));
  return p;
}

const good = (id: string, rating = 5) => ({
  id,
  customer_name: "Sarah M.",
  text: "Easy to deal with.",
  rating,
  review_date: "2026-03-14",
  reply_text: null,
  reply_date: null,
});

describe("npm run cli -- reviews import (issue 12)", () => {
  it("imports a good file for a location, and a second import replaces the first", async () => {
    const demo = fs.readFileSync(path.resolve(import.meta.dirname, "../demo/tenants/coralview-kia.json"), "utf8");
    expect((await run("tenant", "apply", file("tenant.json", demo))).code).toBe(0);

    const first = await run(
      "reviews",
      "import",
      "coralview-kia",
      file("a.json", [good("g-1"), good("g-2", 4)]),
      "--location",
      "coralview-kia-cleveland",
    );
    expect(first.err).toBe("");
    expect(first.code).toBe(0);
    expect(first.out).toContain(
      "Imported 2 review(s) for location Coralview Kia Cleveland (coralview-kia-cleveland) of coralview-kia; replaced 0.",
    );

    const again = await run(
      "reviews",
      "import",
      "coralview-kia",
      file("b.json", { reviews: [good("g-3")] }),
      "--location",
      "coralview-kia-cleveland",
    );
    expect(again.out).toContain("Imported 1 review(s)");
    expect(again.out).toContain("replaced 2.");

    const dealer = await run("reviews", "import", "coralview-kia", file("c.json", [good("d-1")]), "--location", "coralview-kia");
    expect(dealer.out).toContain("for dealership Coralview Kia (coralview-kia)");
  }, 60_000);

  it("refuses a file with bad rows, naming each by line, and imports none of it", async () => {
    const rows = [
      good("g-10"),
      { ...good("g-11"), rating: 6 },
      good("g-12"),
      { ...good("g-13"), review_date: "14/03/2026", customer_name: "" },
      good("g-10"),
    ];
    const r = await run("reviews", "import", "coralview-kia", file("bad.json", rows), "--location", "coralview-kia-cleveland");
    expect(r.code).toBe(1);
    expect(r.err).toContain("row 2 (id g-11): rating: must be 1 to 5");
    expect(r.err).toMatch(/row 4 \(id g-13\): customer_name: is required; review_date: must be a date/);
    expect(r.err).toContain("row 5 (id g-10): id: g-10 is already used by row 1");
    expect(r.err).toContain("3 bad row(s) of 5. Nothing was imported.");
    expect(r.out).toBe("");
    // All or nothing: the earlier import is still what the location has.
    const after = await run(
      "reviews",
      "import",
      "coralview-kia",
      file("one.json", [good("g-20")]),
      "--location",
      "coralview-kia-cleveland",
    );
    expect(after.out).toContain("replaced 1.");
  }, 60_000);

  it("refuses a file that is not JSON, an unknown slug, and an unclear location", async () => {
    const notJson = await run(
      "reviews",
      "import",
      "coralview-kia",
      file("x.json", "id,name\n1,Sam"),
      "--location",
      "coralview-kia-cleveland",
    );
    expect(notJson.code).toBe(1);
    expect(notJson.err).toMatch(/x\.json: is not JSON .*Nothing was imported\./);

    const notList = await run(
      "reviews",
      "import",
      "coralview-kia",
      file("y.json", { rows: [] }),
      "--location",
      "coralview-kia-cleveland",
    );
    expect(notList.err).toContain('row 0: the file must be a JSON list of reviews or { "reviews": [...] }');

    const noTenant = await run("reviews", "import", "nobody", file("z.json", [good("1")]));
    expect(noTenant.code).toBe(1);
    expect(noTenant.err).toContain('No tenant with slug "nobody"');

    const unclear = await run("reviews", "import", "coralview-kia", file("z.json", [good("1")]));
    expect(unclear.code).toBe(2);
    expect(unclear.err).toContain(
      "say which with --location <slug> (one of: coralview-kia-cleveland, coralview-kia-service, coralview-kia-parts, coralview-kia)",
    );

    const unknown = await run("reviews", "import", "coralview-kia", file("z.json", [good("1")]), "--location", "nowhere");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('coralview-kia has no location or dealership "nowhere"');

    expect((await run("reviews", "export")).code).toBe(2);
  }, 60_000);
});
