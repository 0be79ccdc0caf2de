import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import type { TenantConfig } from "~/domain/tenant-config";
import type { VehicleInput } from "~/domain/vehicle";
import { platformContext, requestInfoContext, type RequestInfo } from "~/server/context.server";
import type { Db } from "~/server/db/client.server";
import { importVehicles } from "~/server/inventory/import.server";
import { openMedia } from "~/server/media/platform-media.server";
import { developmentReceiver } from "~/server/leads/development-receiver.server";
import { leadHandlers } from "~/server/leads/handlers.server";
import { pinnedHttpTransport, type WebhookTransport } from "~/server/leads/webhook-http.server";
import { folderMailer } from "~/server/mail/folder-mailer.server";
import type { Mailer } from "~/server/mail/mailer.server";
import { OutboxWorker } from "~/server/outbox/worker.server";
import type { Platform } from "~/server/platform.server";
import { TenantRegistry } from "~/server/sync.server";
import { folderSms } from "~/server/sms/folder-sms.server";
import { smsHandlers } from "~/server/sms/handlers.server";
import { alertHandlers } from "~/server/alerts/handlers.server";
import { spinHandlers } from "~/server/spin-to-win/handlers.server";
import type { SmsSender } from "~/server/sms/sms-sender.server";
import { scopeToTenant } from "~/server/tenant-middleware.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { testDatabases, type TestDatabase } from "./databases";

/**
 * A platform for calling loaders and actions directly (CONVENTIONS.md §8): a
 * migrated database (in-memory PGlite unless told otherwise), the given
 * tenants and their stock, and a loaded TenantRegistry. `args` builds the
 * arguments React Router would pass, with the request context scoped by the
 * root middleware's own code, so a loader under test reads the tenant, the
 * database and the search index exactly as it does when served.
 */
export interface TestPlatform {
  platform: Platform;
  db: Db;
  /** Tenant ids by slug. */
  ids: Record<string, number>;
  /** The embedded mailer's folder (a fresh temporary directory, removed on close): read it with listMail/readMail. */
  mailDir: string;
  /** The embedded SMS folder (a fresh temporary directory, removed on close): read it with listSms. */
  smsDir: string;
  /** The development webhook receiver's folder (a fresh temporary directory, removed on close): read it with listReceived. */
  webhookDir: string;
  /**
   * The outbox worker, not started: a test that wants deliveries calls
   * outbox.start() and outbox.idle() to wait for them.
   */
  outbox: OutboxWorker;
  /** The registry's view brought up to date with the database (what the poll timer does when serving). */
  refresh(): Promise<void>;
  /** A request context as the root middleware leaves it; throws the middleware's 404 for an unknown host. */
  context(request: Request, info?: Partial<RequestInfo>): RouterContextProvider;
  /**
   * Loader or action arguments for a request to `url` (its host picks the
   * tenant). `client` is what server/app.ts would have found (address 192.0.2.1,
   * plain HTTP, a fixed nonce unless told).
   */
  args<P extends Record<string, string> = Record<string, never>>(
    url: string,
    opts?: { init?: RequestInit; params?: P; pattern?: string; client?: Partial<RequestInfo> },
  ): LoaderArgs<P>;
  /** Where this platform's media caches live (removed on close). */
  mediaDir: string;
  close(): Promise<void>;
}

/** What React Router passes a loader or an action. */
export interface LoaderArgs<P> {
  request: Request;
  url: URL;
  pattern: string;
  context: RouterContextProvider;
  params: P;
}

export interface TestTenant {
  config: TenantConfig;
  vehicles?: VehicleInput[];
}

export async function openTestPlatform(
  tenants: TestTenant[],
  opts: {
    open?: () => Promise<TestDatabase>;
    mailer?: Mailer;
    /** How webhooks go out; default: pinned HTTP with loopback allowed (the tests' receivers listen on 127.0.0.1). */
    webhookTransport?: WebhookTransport;
    sms?: SmsSender;
    authSecret?: Buffer;
  } = {},
): Promise<TestPlatform> {
  const database = await (opts.open ?? testDatabases()[0].open)();
  const ids: Record<string, number> = {};
  for (const t of tenants) {
    // Tests are development: their webhook receivers listen on this machine (WEBHOOK_ALLOW_LOOPBACK).
    const { id } = await applyTenant(database.db, t.config, { allowLoopbackWebhooks: true });
    ids[t.config.slug] = id;
    const rows = (t.vehicles ?? []).map((data, i) => ({ row: i + 1, data }));
    if (rows.length) {
      const report = await importVehicles(database.db, id, rows, { mode: "upsert" });
      if (report.errors.length) throw new Error(`test stock refused: ${JSON.stringify(report.errors)}`);
    }
  }
  const registry = new TenantRegistry(database.db);
  await registry.refresh();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "test-media-"));
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "test-mail-"));
  const mailer = opts.mailer ?? folderMailer(mailDir);
  const smsDir = fs.mkdtempSync(path.join(os.tmpdir(), "test-sms-"));
  const webhookDir = fs.mkdtempSync(path.join(os.tmpdir(), "test-webhooks-"));
  const sms = opts.sms ?? folderSms(smsDir);
  const authSecret = { key: opts.authSecret ?? randomBytes(32), source: "env" as const, description: "test secret" };
  const outbox = new OutboxWorker({
    db: database.db,
    listen: database.listen,
    handlers: [
      ...leadHandlers({
        db: database.db,
        mailer,
        mailFrom: "no-reply@test-platform.example",
        webhookTransport: opts.webhookTransport ?? pinnedHttpTransport({ allowLoopback: true }),
        developmentReceiver: developmentReceiver(webhookDir),
        tenantById: (id) => registry.tenantById(id),
      }),
      ...smsHandlers({ sender: sms, secret: authSecret.key }),
      ...alertHandlers({ db: database.db, sms, mailer, secret: authSecret.key, mailFrom: "no-reply@test-platform.example" }),
      ...spinHandlers({ db: database.db, sms, mailer, mailFrom: "no-reply@test-platform.example" }),
    ],
    log: pino({ level: "silent" }),
    pollMs: 100,
  });
  const platform: Platform = {
    database,
    registry,
    media: openMedia({ dataDir: mediaDir, maxBytes: 64 * 1024 * 1024 }),
    mailer,
    outbox,
    authSecret,
    sms,
  };

  const context = (request: Request, info: Partial<RequestInfo> = {}) => {
    const c = new RouterContextProvider();
    c.set(platformContext, platform);
    c.set(requestInfoContext, { clientIp: "192.0.2.1", secure: false, cspNonce: "test-nonce", ...info });
    scopeToTenant(c, request.headers.get("host") ?? new URL(request.url).host);
    return c;
  };
  return {
    platform,
    db: database.db,
    ids,
    mailDir,
    smsDir,
    webhookDir,
    outbox,
    refresh: () => registry.refresh(),
    context,
    args<P>(url: string, opts: { init?: RequestInit; params?: P; pattern?: string; client?: Partial<RequestInfo> } = {}) {
      const request = new Request(url, opts.init);
      const params = (opts.params ?? {}) as P;
      return { request, url: new URL(url), pattern: opts.pattern ?? "", context: context(request, opts.client), params };
    },
    mediaDir,
    close: async () => {
      await outbox.stop();
      mailer.close();
      registry.stop();
      await database.close();
      fs.rmSync(mediaDir, { recursive: true, force: true });
      fs.rmSync(mailDir, { recursive: true, force: true });
      fs.rmSync(smsDir, { recursive: true, force: true });
      fs.rmSync(webhookDir, { recursive: true, force: true });
    },
  };
}
