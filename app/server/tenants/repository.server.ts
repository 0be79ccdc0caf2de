import { createHash, randomBytes } from "node:crypto";
import { asc, eq, sql } from "drizzle-orm";
import { leadConfigWarnings } from "~/domain/leads/lead-settings";
import { tenantConfigSchema, type TenantConfig } from "~/domain/tenant/tenant-config";
import { webhookUrlProblem } from "~/domain/leads/webhook-address";
import type { Db } from "../db/client.server";
import { tenantDomains, tenants, type TenantRow } from "../db/schema.server";

/** Any drizzle handle: the database or a transaction. */
export type DbOrTx = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export class TenantConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid tenant config:\n${issues.map((i) => `  ${i}`).join("\n")}`);
  }
}

/** What applying a config depends on beyond the config itself: the operator's settings. */
export interface ApplyOptions {
  /** WEBHOOK_ALLOW_LOOPBACK: webhook URLs on this machine are taken (development). Default: refused. */
  allowLoopbackWebhooks?: boolean;
}

/**
 * The checks of a config that depend on the operator's settings: a webhook to
 * this machine only when WEBHOOK_ALLOW_LOOPBACK allows it (issue 17 §9; every
 * other address rule is the schema's).
 */
function settingIssues(config: TenantConfig, opts: ApplyOptions): string[] {
  return config.lead.webhooks.flatMap((w, i) => {
    const problem = w.url ? webhookUrlProblem(w.url, { allowLoopback: opts.allowLoopbackWebhooks ?? false }) : null;
    return problem ? [`lead.webhooks.${i}.url: ${problem}`] : [];
  });
}

/**
 * Creates or updates the tenant named by config.slug (validated first), and
 * makes its domains point at it. A domain another tenant holds is refused.
 */
export async function applyTenant(
  db: Db,
  config: TenantConfig,
  opts: ApplyOptions = {},
): Promise<{ id: number; created: boolean }> {
  tenantConfigSchema.parse(config);
  const issues = settingIssues(config, opts);
  if (issues.length) throw new TenantConfigError(issues);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, config.slug));
    let id: number;
    if (existing) {
      id = existing.id;
      await tx
        .update(tenants)
        .set({ config, configRevision: sql`${tenants.configRevision} + 1`, updatedAt: new Date() })
        .where(eq(tenants.id, id));
    } else {
      const [row] = await tx.insert(tenants).values({ slug: config.slug, config }).returning({ id: tenants.id });
      id = row.id;
    }
    const hosts = [...new Set(config.domains)];
    if (hosts.length) {
      const taken = await tx
        .select()
        .from(tenantDomains)
        .where(sql`${tenantDomains.host} in ${hosts}`);
      const clash = taken.find((d) => d.tenantId !== id);
      if (clash) throw new TenantConfigError([`domains: ${clash.host} already belongs to another tenant`]);
    }
    await tx.delete(tenantDomains).where(eq(tenantDomains.tenantId, id));
    if (hosts.length) await tx.insert(tenantDomains).values(hosts.map((host) => ({ host, tenantId: id })));
    return { id, created: !existing };
  });
}

/** Parses and validates a config file's JSON; throws TenantConfigError with "path: reason" lines. */
export function parseTenantConfig(json: unknown, opts: ApplyOptions = {}): TenantConfig {
  const parsed = tenantConfigSchema.safeParse(json);
  if (!parsed.success) {
    throw new TenantConfigError(parsed.error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`));
  }
  const issues = settingIssues(parsed.data, opts);
  if (issues.length) throw new TenantConfigError(issues);
  return parsed.data;
}

/** What `tenant apply` says about a valid config that may still be a mistake ("path: warning" lines). */
export function tenantConfigWarnings(config: TenantConfig): string[] {
  return leadConfigWarnings(config.lead, config).map((w) => `lead.${w}`);
}

/** True when the database holds no tenant at all: a fresh install, which start-up seeds with the demo (SEED_DEMO=auto). */
export async function hasNoTenants(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tenants);
  return Number(row?.n ?? 0) === 0;
}

export async function listTenants(db: DbOrTx): Promise<TenantRow[]> {
  return db.select().from(tenants).orderBy(asc(tenants.slug));
}

export async function findTenantBySlug(db: DbOrTx, slug: string): Promise<TenantRow | undefined> {
  const [row] = await db.select().from(tenants).where(eq(tenants.slug, slug));
  return row;
}

/**
 * Takes the tenant's next stock revision. Call it first inside the transaction
 * that changes the tenant's vehicles and stamp them with the result: the row
 * lock it takes orders concurrent writers, so the revisions other processes
 * see only ever grow (see app/server/sync.server.ts).
 */
export async function bumpStockRevision(tx: DbOrTx, tenantId: number): Promise<number> {
  const [row] = await tx
    .update(tenants)
    .set({ stockRevision: sql`${tenants.stockRevision} + 1` })
    .where(eq(tenants.id, tenantId))
    .returning({ revision: tenants.stockRevision });
  if (!row) throw new Error(`No tenant with id ${tenantId}`);
  return row.revision;
}

export function hashFeedKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Issues a new feed API key for the tenant; only its hash is stored, the key is returned once. */
export async function issueFeedKey(db: DbOrTx, tenantId: number): Promise<string> {
  const key = `fk_${randomBytes(24).toString("base64url")}`;
  await db
    .update(tenants)
    .set({ feedKeyHash: hashFeedKey(key) })
    .where(eq(tenants.id, tenantId));
  return key;
}
