import fs from "node:fs";
import path from "node:path";
import { tenantConfigSchema, type TenantConfig } from "~/domain/tenant-config";

/** A demo tenant's config (demo/tenants/{slug}.json) as `tenant apply` stores it, for tests of rules on real tenant shapes. */
export function demoConfig(slug: "greywattle" | "coralview-kia" | "ironbark-ridge"): TenantConfig {
  const file = path.resolve(import.meta.dirname, "../../demo/tenants", `${slug}.json`);
  return tenantConfigSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")));
}
