import fs from "node:fs";
import {
  applyTenant,
  findTenantBySlug,
  issueFeedKey,
  listTenants,
  parseTenantConfig,
  TenantConfigError,
  tenantConfigWarnings,
} from "~/server/tenants/repository.server";
import { env } from "~/server/env.server";
import { countVehicles } from "~/server/inventory/read.server";
import { openCliDatabase } from "./database";

export async function runTenantCommand(command: string | undefined, args: string[]): Promise<number> {
  switch (command) {
    case "apply":
      return apply(args[0]);
    case "list":
      return list();
    case "key":
      return key(args[0]);
    default:
      process.stderr.write("Usage: npm run cli -- tenant apply <file.json> | tenant list | tenant key <slug>\n");
      return 2;
  }
}

async function apply(file: string | undefined): Promise<number> {
  if (!file) {
    process.stderr.write("Usage: npm run cli -- tenant apply <file.json>\n");
    return 2;
  }
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    process.stderr.write(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
  let config;
  const settings = { allowLoopbackWebhooks: env().WEBHOOK_ALLOW_LOOPBACK };
  try {
    config = parseTenantConfig(json, settings);
  } catch (err) {
    if (err instanceof TenantConfigError) {
      process.stderr.write(`${file} is not a valid tenant config:\n${err.issues.map((i) => `  ${i}\n`).join("")}`);
      return 1;
    }
    throw err;
  }
  for (const warning of tenantConfigWarnings(config)) process.stderr.write(`Warning: ${warning}\n`);
  const database = await openCliDatabase();
  try {
    const { created } = await applyTenant(database.db, config, settings);
    process.stdout.write(`${created ? "Created" : "Updated"} tenant ${config.slug} (${config.name})\n`);
    return 0;
  } catch (err) {
    if (err instanceof TenantConfigError) {
      process.stderr.write(`${err.issues.join("\n")}\n`);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

async function list(): Promise<number> {
  const database = await openCliDatabase();
  try {
    for (const t of await listTenants(database.db)) {
      const hosts = [`${t.slug}.localhost`, ...t.config.domains].join(",");
      const vehicles = await countVehicles(database.db, t.id);
      process.stdout.write(`${t.slug}\t${t.config.name}\t${hosts}\t${vehicles} vehicle${vehicles === 1 ? "" : "s"}\n`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

async function key(slug: string | undefined): Promise<number> {
  if (!slug) {
    process.stderr.write("Usage: npm run cli -- tenant key <slug>\n");
    return 2;
  }
  const database = await openCliDatabase();
  try {
    const tenant = await findTenantBySlug(database.db, slug);
    if (!tenant) {
      process.stderr.write(`No tenant with slug ${slug}. See: npm run cli -- tenant list\n`);
      return 1;
    }
    const issued = await issueFeedKey(database.db, tenant.id);
    process.stdout.write(`Feed API key for ${slug} (shown once; any earlier key stops working):\n${issued}\n`);
    return 0;
  } finally {
    await database.close();
  }
}
