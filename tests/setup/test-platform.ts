import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { VehicleInput } from "~/domain/vehicle/vehicle";
import { platformContext, requestInfoContext, type RequestInfo } from "~/server/context.server";
import type { Db } from "~/server/db/client.server";
import { parseEnv, type Env } from "~/server/env.server";
import { importVehicles } from "~/server/inventory/import.server";
import { mailDir } from "~/server/mail/create-mailer.server";
import type { Mailer } from "~/server/mail/mailer.server";
import { openMedia } from "~/server/media/platform-media.server";
import type { OutboxWorker } from "~/server/outbox/worker.server";
import { startPlatform, stopPlatform, type Platform } from "~/server/platform.server";
import { smsDir } from "~/server/sms/create-sms-sender.server";
import { webhookReceiverDir } from "~/server/leads/development-receiver.server";
import { pinnedHttpTransport, type WebhookTransport } from "~/server/leads/webhook-http.server";
import type { SmsSender } from "~/server/sms/sms-sender.server";
import { scopeToTenant } from "~/server/tenant-middleware.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { testDatabases, type TestDatabase } from "./databases";

/**
 * A platform for calling loaders and actions directly (CONVENTIONS.md §8),
 * made by the production composition root (startPlatform) with test overrides:
 * a migrated database (an in-memory PGlite cloned from the run's template
 * unless told otherwise) holding the given tenants and their stock, a fresh
 * data directory for mail, SMS and media, and nothing in the background (the
 * registry is refreshed and the outbox started by the test). `args` builds the
 * arguments React Router would pass, with the request context scoped by the
 * root middleware's own code, so a loader under test reads the tenant, the
 * database and the search index exactly as it does when served.
 */
export interface TestPlatform {
  platform: Platform;
  db: Db;
  /** Tenant ids by slug. */
  ids: Record<string, number>;
  /** The embedded mailer's folder (under the platform's fresh data directory, removed on close): read it with listMail/readMail. */
  mailDir: string;
  /** The embedded SMS folder (under the platform's fresh data directory, removed on close): read it with listSms. */
  smsDir: string;
  /** The development webhook receiver's folder (under the platform's data directory, removed on close): read it with listReceived. */
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
  /** The platform's data directory, where its media caches live (removed on close). */
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

/** The environment a test platform starts with (the variables a test may change through `env`). */
function testEnv(dataDir: string, vars: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: "test",
    VITEST: "true",
    DATA_DIR: dataDir,
    MAIL_FROM: "no-reply@test-platform.example",
    OUTBOX_POLL_MS: "100",
    DISK_CACHE_MAX_MB: "64",
    ...vars,
  });
}

/** Walkaround videos at a small size: routes are tested for what they serve, not for the pictures (walkaround-video.test.ts draws the real size). */
const TEST_VIDEO_FRAME = { width: 160, height: 108 };

export async function openTestPlatform(
  tenants: TestTenant[],
  opts: {
    open?: () => Promise<TestDatabase>;
    mailer?: Mailer;
    /** How webhooks go out; default: pinned HTTP with loopback allowed (the tests' receivers listen on 127.0.0.1). */
    webhookTransport?: WebhookTransport;
    sms?: SmsSender;
    authSecret?: Buffer;
    /** Environment variables over the test defaults (testEnv), e.g. the outbox's retry policy. */
    env?: Record<string, string>;
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
  // Mail, SMS and media caches go where the environment puts them, under a fresh directory removed on close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "test-platform-"));
  const env = testEnv(dataDir, opts.env);
  const platform = await startPlatform(env, {
    database,
    mailer: opts.mailer,
    sms: opts.sms,
    webhookTransport: opts.webhookTransport ?? pinnedHttpTransport({ allowLoopback: true }),
    authSecret: { key: opts.authSecret ?? randomBytes(32), source: "env", description: "test secret" },
    media: openMedia({ dataDir, maxBytes: env.DISK_CACHE_MAX_MB * 1024 * 1024, videoFrame: TEST_VIDEO_FRAME }),
    background: false,
  });

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
    mailDir: mailDir(env),
    smsDir: smsDir(env),
    webhookDir: webhookReceiverDir(env.DATA_DIR),
    outbox: platform.outbox,
    refresh: () => platform.registry.refresh(),
    context,
    args<P>(url: string, opts: { init?: RequestInit; params?: P; pattern?: string; client?: Partial<RequestInfo> } = {}) {
      const request = new Request(url, opts.init);
      const params = (opts.params ?? {}) as P;
      return { request, url: new URL(url), pattern: opts.pattern ?? "", context: context(request, opts.client), params };
    },
    mediaDir: dataDir,
    close: async () => {
      await stopPlatform(platform);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
