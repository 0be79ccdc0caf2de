import fs from "node:fs";
import path from "node:path";
import { tenantConfigSchema, type TenantConfig } from "~/domain/tenant/tenant-config";

type DemoSlug = "greywattle" | "coralview-kia" | "ironbark-ridge";

/** A demo tenant's config file (demo/tenants/{slug}.json) as written, before validation: for tests that change a field and apply it. */
export function demoConfigInput(slug: DemoSlug): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, "../../demo/tenants", `${slug}.json`);
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>;
}

/** A demo tenant's config (demo/tenants/{slug}.json) as `tenant apply` stores it, for tests of rules on real tenant shapes. */
export function demoConfig(slug: DemoSlug): TenantConfig {
  return tenantConfigSchema.parse(demoConfigInput(slug));
}
