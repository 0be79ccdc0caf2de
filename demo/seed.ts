import fs from "node:fs";
import path from "node:path";
import type { VehicleInput } from "~/domain/vehicle/vehicle";
import type { Db } from "~/server/db/client.server";
import { importVehicles } from "~/server/inventory/import.server";
import { replaceReviews, reviewSubject } from "~/server/reviews/reviews.server";
import { applyTenant, parseTenantConfig } from "~/server/tenants/repository.server";
import { demoReviews } from "./reviews";
import { demoVehicles } from "./vehicles";

/**
 * The demo: three fictional dealers (demo/tenants/*.json) and about 1,500
 * vehicles, seeded by `npm start` into an empty database (app/server/platform.server.ts
 * loads this module then, through app/server/demo.server.ts). Sold vehicles are
 * imported first, in batches dated when they sold (importVehicles stamps
 * sold_at with its `now`), so some fall inside each dealer's sold window and
 * some outside it; the rest are imported as of now.
 */
export const DEMO_STOCK: Record<string, { count: number; spins?: number; videos?: number }> = {
  "coralview-kia": { count: 250, videos: 6 },
  greywattle: { count: 1000, spins: 10, videos: 12 },
  "ironbark-ridge": { count: 250 },
};
const DEFAULT_STOCK = { count: 250 };

export function demoTenantsDir(): string {
  return path.resolve(process.cwd(), "demo/tenants");
}

export async function seedDemo(
  db: Db,
  opts: { now?: Date; dir?: string; log?: (message: string) => void } = {},
): Promise<{ tenants: { slug: string; vehicles: number }[] }> {
  const now = opts.now ?? new Date();
  const dir = opts.dir ?? demoTenantsDir();
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  if (!files.length) throw new Error(`No demo tenant configs in ${dir}`);
  const seeded: { slug: string; vehicles: number }[] = [];
  for (const file of files) {
    const config = parseTenantConfig(JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")));
    const { id } = await applyTenant(db, config);
    const plan = DEMO_STOCK[config.slug] ?? DEFAULT_STOCK;
    const { data, soldAt } = demoVehicles(config, plan.count, now, { spins: plan.spins, videos: plan.videos });

    const batches = new Map<number, { row: number; data: VehicleInput }[]>();
    data.forEach((row, i) => {
      const at = (row.stocknum && soldAt.get(String(row.stocknum))?.getTime()) || now.getTime();
      const batch = batches.get(at) ?? [];
      batch.push({ row: i + 1, data: row });
      batches.set(at, batch);
    });
    let imported = 0;
    for (const at of [...batches.keys()].sort((a, b) => a - b)) {
      const rows = batches.get(at)!;
      const report = await importVehicles(db, id, rows, { mode: "upsert", now: new Date(at) });
      if (report.errorCount) {
        const first = report.errors.slice(0, 5).map((e) => `row ${e.row} ${e.field}: ${e.message}`);
        throw new Error(`Demo stock for ${config.slug} has ${report.refusedRows} invalid rows:\n  ${first.join("\n  ")}`);
      }
      imported += rows.length;
    }
    for (const loc of config.locations.filter((l) => l.visible)) {
      const subject = reviewSubject(config, loc.slug);
      if (subject) await replaceReviews(db, id, subject, demoReviews(config, loc, now), now);
    }
    opts.log?.(`Seeded demo dealer ${config.name}: ${imported} vehicles (${config.slug}.localhost)`);
    seeded.push({ slug: config.slug, vehicles: imported });
  }
  return { tenants: seeded };
}
