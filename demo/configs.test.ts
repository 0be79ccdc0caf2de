import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeConfigIssues, tenantConfigSchema } from "~/domain/tenant/tenant-config";
import { DEMO_STOCK, demoTenantsDir } from "./seed";

const dir = demoTenantsDir();
const files = fs.readdirSync(dir).filter((f) => f.endsWith(".json"));
const read = (f: string) => JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));

describe("demo tenant configs", () => {
  it("are the three demo dealers, each with a planned stock", () => {
    expect(files.sort()).toEqual(["coralview-kia.json", "greywattle.json", "ironbark-ridge.json"]);
    for (const f of files) expect(DEMO_STOCK[read(f).slug]).toBeDefined();
  });

  it.each(files)("%s passes tenantConfigSchema", (file) => {
    const parsed = tenantConfigSchema.safeParse(read(file));
    if (!parsed.success) throw new Error(describeConfigIssues(parsed.error).join("\n"));
    expect(parsed.data.slug).toBe(file.replace(/\.json$/, ""));
  });

  // The database reads a stored config back through the schema (app/server/db/schema.server.ts): what it stored reads the same.
  it.each(files)("%s reads back as it was applied: the stored JSON parses to the same config", (file) => {
    const applied = tenantConfigSchema.parse(read(file));
    const stored = JSON.parse(JSON.stringify(applied));
    expect(tenantConfigSchema.parse(stored)).toEqual(applied);
  });

  it("use only made-up domains, none shared", () => {
    const hosts = files.flatMap((f) => read(f).domains as string[]);
    expect(new Set(hosts).size).toBe(hosts.length);
    for (const h of hosts) expect(h).toMatch(/\.example$/);
  });

  it("cover a single franchise, a multi-state group and a dealer with motorcycles and caravans", () => {
    const cfgs = files.map((f) => tenantConfigSchema.parse(read(f)));
    const single = cfgs.find((c) => c.slug === "coralview-kia")!;
    expect(new Set(single.dealerships.map((d) => d.manufacturer))).toEqual(new Set(["Kia"]));
    const group = cfgs.find((c) => c.slug === "greywattle")!;
    expect(new Set(group.locations.map((l) => l.address.state)).size).toBeGreaterThanOrEqual(4);
    expect(group.features).toMatchObject({
      certified_badge: true,
      electric_hybrid_label: true,
      collapse_sold_runs: true,
      watchlist: true,
      finance: true,
    });
    const third = cfgs.find((c) => c.slug === "ironbark-ridge")!;
    expect(third.search).toMatchObject({ price_ascending_excludes_zero: true, make_list_count: 10, promo_positions: [9] });
    expect(third.locations.flatMap((l) => l.manufacturers)).toEqual(expect.arrayContaining(["Yamaha", "Jayco"]));
  });

  it("send leads to made-up addresses of their own domains, confirm to the shopper, and post webhooks only to the development receiver (issue 10 §5, issue 17 §2)", () => {
    for (const f of files) {
      const cfg = tenantConfigSchema.parse(read(f));
      const d = cfg.lead.delivery;
      expect(d.default.email.length, cfg.slug).toBeGreaterThan(0);
      expect(d.confirmation_email).toBe(true);
      const addresses = [d.default, ...d.routes].flatMap((t) => [...t.email, ...t.crm_email]);
      for (const a of addresses) expect(a).toMatch(/@([a-z0-9-]+\.)*[a-z0-9-]+\.example$/);
      // Never a URL: the demo must not post leads anywhere (the development receiver records them under DATA_DIR).
      expect(cfg.lead.webhooks.length, cfg.slug).toBeGreaterThan(0);
      for (const w of cfg.lead.webhooks) expect([w.development_receiver, w.url]).toEqual([true, undefined]);
    }
  });

  it("point logos at drawable demo photos", async () => {
    const { renderDemoPhoto } = await import("./photos");
    for (const f of files) {
      const cfg = tenantConfigSchema.parse(read(f));
      const urls = [cfg.theme.logo_url, ...cfg.dealerships.map((d) => d.logo_url), ...cfg.promos.map((p) => p.image_url)].filter(
        (u): u is string => !!u,
      );
      for (const url of urls) expect(renderDemoPhoto(url.replace("/demo-photos/", "")), url).not.toBeNull();
    }
  });
  it("give every location hours that differ between sales, service and parts, and holidays with special hours (issue 12)", () => {
    const cfgs = files.map((f) => tenantConfigSchema.parse(read(f)));
    for (const cfg of cfgs) {
      for (const loc of cfg.locations) {
        expect(loc.contact_detail.opening_hours.length, loc.slug).toBe(7);
        expect(
          loc.special_hours.some((s) => s.name === "Christmas Day" && s.status === "Closed"),
          loc.slug,
        ).toBe(true);
        // Holidays through 2027, so the dialog has something in the coming weeks for a year yet.
        expect(
          loc.special_hours.some((s) => s.date >= "2027-12-01"),
          loc.slug,
        ).toBe(true);
      }
    }
    const kia = cfgs.find((c) => c.slug === "coralview-kia")!;
    const hours = (type: string) =>
      JSON.stringify(kia.locations.find((l) => l.location_type === type)!.contact_detail.opening_hours);
    expect(new Set([hours("sales"), hours("service"), hours("parts")]).size).toBe(3);
    expect(kia.location_numbers).toEqual({ show_dealer_license_number: true, show_motor_vehicle_repairer: true });
  });
});
