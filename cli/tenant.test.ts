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
    const promos = [...demo.promos, { title: "Our advantage", link: "/diamond-advantage#valuation" }];
    fs.writeFileSync(file, JSON.stringify({ ...demo, promos }));
    const r = await run("apply", file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(`promos.${promos.length - 1}.link: /diamond-advantage is not a page this site serves yet`);
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

  it("refuses a model range entry with an unknown body type or a repeated part number, naming the field", async () => {
    const file = path.join(dir, "bad-models.json");
    const [first, second] = demo.models;
    const models = [
      { ...first, body: "crossover" },
      {
        ...second,
        accessories: [second.accessories[0], { ...second.accessories[1], part_number: second.accessories[0].part_number }],
      },
    ];
    fs.writeFileSync(file, JSON.stringify({ ...demo, models }));
    const r = await run("apply", file);
    expect(r.code).toBe(1);
    expect(r.err).toContain("models.0.body: must be one of 4x4, bus, cabChassis");
    expect(r.err).toContain(
      `models.1.accessories.1.part_number: ${second.accessories[0].part_number} is already used by accessories.0`,
    );
  });

  it("applies the demo config as it is, saying its webhook is the development receiver", async () => {
    const file = path.join(dir, "good.json");
    fs.writeFileSync(file, JSON.stringify(demo));
    const r = await run("apply", file);
    expect(r.code).toBe(0);
    expect(r.out).toContain("Created tenant greywattle");
    expect(r.err).toBe(
      "Warning: lead.webhooks.0 (development-receiver) is the platform's development receiver: its leads are recorded " +
        "under DATA_DIR/webhooks on the server that sends them, not sent to a dealer's system\n",
    );
  }, 30_000);

  const applyWith = async (name: string, lead: object) => {
    const file = path.join(dir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify({ ...demo, lead: { ...demo.lead, ...lead } }));
    return run("apply", file);
  };

  // Issue 17 §9: every address of the issue, in the spellings it lists; loopback because WEBHOOK_ALLOW_LOOPBACK is not set.
  it.each([
    ["https://169.254.169.254/latest/meta-data/", "must reach a public address: 169.254.169.254 is a link-local address"],
    ["https://10.0.0.5/hook", "must reach a public address: 10.0.0.5 is a private address"],
    ["https://192.168.1.10/hook", "must reach a public address: 192.168.1.10 is a private address"],
    ["https://[::ffff:169.254.169.254]/", "must reach a public address: [::ffff:a9fe:a9fe] is a link-local address"],
    ["https://0x7f000001/hook", "must reach a public address: 127.0.0.1 is a loopback address"],
    ["https://2130706433/hook", "must reach a public address: 127.0.0.1 is a loopback address"],
    [
      "https://metadata.google.internal/computeMetadata/v1/",
      "must name a public host: .internal names resolve only inside a private network",
    ],
    ["http://localhost/hook", "must reach a public address: localhost is this machine"],
    ["http://localhost:8080/hook", "must reach a public address: localhost is this machine"],
    ["http://127.0.0.1:3000/hook", "must reach a public address: 127.0.0.1 is a loopback address"],
    ["http://127.9.9.9:65000/hook", "must reach a public address: 127.9.9.9 is a loopback address"],
  ])("refuses the webhook URL %s", async (url, why) => {
    const webhooks = [...demo.lead.webhooks, { id: "crm", url, secret: "x".repeat(32) }];
    const r = await applyWith("address", { webhooks });
    expect(r.code).toBe(1);
    expect(r.err).toContain(`lead.webhooks.1.url: ${why}`);
    expect(r.out).toBe("");
  });

  it("names a route no lead can take (issue 17 §2)", async () => {
    const routes = [...demo.lead.delivery.routes, { category: "Careers", email: ["jobs@greywattle-motors.example"] }];
    const r = await applyWith("copy", { delivery: { ...demo.lead.delivery, routes } });
    expect(r.code).toBe(1);
    const last = routes.length - 1;
    expect(r.err).toContain(
      `lead.delivery.routes.${last}: routes.${last} (category Careers) can never be chosen: it matches the same leads as ` +
        `routes.${last - 1} (category Careers), which comes first`,
    );
  });

  it("warns when the default targets can never be used: every lead matches a dealership's route", async () => {
    const routes = demo.dealerships.map((d: { slug: string }) => ({
      dealership: d.slug,
      email: [`${d.slug}@greywattle-motors.example`],
    }));
    const r = await applyWith("unused-default", { delivery: { ...demo.lead.delivery, routes } });
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      "Warning: lead.delivery.default (leads@greywattle-motors.example, adf@crm.greywattle-motors.example, webhook development-receiver) " +
        "is never used: every lead matches a route",
    );
  }, 30_000);
});
