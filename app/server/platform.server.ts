import { retryPolicySchema } from "~/domain/outbox/retry-backoff";
import { openDatabase, type Database } from "./db/client.server";
import { loadDemoSeed } from "./demo.server";
import type { Env } from "./env.server";
import { stopFeedWorkers } from "./inventory/validate-in-worker.server";
import { developmentReceiver, webhookReceiverDir } from "./leads/development-receiver.server";
import { logRegistrationLookups } from "./trade-in/registration-lookup.server";
import { miscellaneousHandlers } from "./trade-in/miscellaneous.server";
import { leadHandlers } from "./leads/handlers.server";
import { pinnedHttpTransport, type WebhookTransport } from "./leads/webhook-http.server";
import { lenderHandoffFor } from "./finance/lender-handoff.server";
import { logger } from "./logger.server";
import { openMedia, type PlatformMedia } from "./media/platform-media.server";
import { createMailer } from "./mail/create-mailer.server";
import type { Mailer } from "./mail/mailer.server";
import { OutboxWorker } from "./outbox/worker.server";
import os from "node:os";
import { TenantRegistry } from "./sync.server";
import type { LoadThreads } from "./tenant-load-threads.server";
import { hasNoTenants, listTenants } from "./tenants/repository.server";
import { loadAuthSecret, type AuthSecret } from "./auth/secret.server";
import { createSmsSender } from "./sms/create-sms-sender.server";
import { smsHandlers } from "./sms/handlers.server";
import { alertHandlers } from "./alerts/handlers.server";
import { spinHandlers } from "./spin-to-win/handlers.server";
import type { SmsSender } from "./sms/sms-sender.server";
import { reservationHandlers } from "./checkout/handlers.server";
import { ReservationSweeper } from "./checkout/sweeper.server";
import { createPaymentProvider } from "./payments/create-provider.server";
import type { PaymentProvider } from "./payments/provider.server";

/**
 * What one server process holds: its database handle, the tenants' configs
 * and indexes, its media makers (image renditions, demo videos), the mailer
 * and the outbox worker that delivers leads. Made once by startPlatform (below;
 * server/app.ts calls it with the validated environment, tests with overrides)
 * and handed to each request through React Router's context (context.server.ts),
 * never read from a global.
 */
export interface Platform {
  database: Database;
  registry: TenantRegistry;
  media: PlatformMedia;
  mailer: Mailer;
  outbox: OutboxWorker;
  /** Sign-in (issue 11): the server secret of codes, and where SMS go. */
  authSecret: AuthSecret;
  sms: SmsSender;
  /** The remote finance lenders' API keys (env FINANCE_LENDER_KEY_*), for the tenants whose `finance_lender` is remote. */
  lenderKeys: Readonly<Record<string, string>>;
  /** Registration-lookup services' API keys (env REGO_LOOKUP_KEY_*), for the tenants whose lookup is `http`. */
  regoLookupKeys: Readonly<Record<string, string>>;
  /** Reserve deposits and online payments (issue 20): Stripe, or the demo provider that moves no money. */
  payments: PaymentProvider;
  /** Ends 48-hour holds and retries refunds owed (checkout/sweeper.server.ts). */
  reservations: ReservationSweeper;
}

/**
 * What a caller other than server.js swaps in: tests give an already-migrated
 * database (a clone of the run's template), a recording mailer or SMS sender,
 * a fake clock, and keep the background work in their own hands. Everything
 * not given is made from the environment, exactly as in production.
 */
export interface PlatformOverrides {
  /** An open, migrated database, used instead of opening DATABASE_URL or DATA_DIR (no demo seed); stopPlatform closes it. */
  database?: Database;
  mailer?: Mailer;
  sms?: SmsSender;
  authSecret?: AuthSecret;
  /** How lead webhooks go out (default: pinned HTTP, loopback only with WEBHOOK_ALLOW_LOOPBACK). */
  webhookTransport?: WebhookTransport;
  /** The outbox worker's clock (default: the system's). */
  clock?: () => Date;
  /** The payment provider (default: from PAYMENT_PROVIDER; the demo provider records under DATA_DIR/payments). */
  payments?: PaymentProvider;
  /** The media makers (default: caches under DATA_DIR). */
  media?: PlatformMedia;
  /**
   * false: nothing runs in the background: the registry loads once and is
   * brought up to date by registry.refresh(), and the outbox worker is made
   * but not started (outbox.start()). Default true.
   */
  background?: boolean;
}

/**
 * Loading every tenant grows the heap to hold rows, vehicles and documents
 * (or, loaded in threads, what their indexes travelled as) that are garbage
 * once their index is built; left to itself V8 keeps that room (measured: a
 * process of 200,000 vehicles stayed at 940 MB after an idle minute, 820 MB
 * with one full collection after the load; docs/PERFORMANCE.md 'Scale').
 * After the load and again once the platform is made, before the server
 * listens, so no request waits for it. `gc` exists when the process was started with
 * --expose-gc (deploy/node-flags.mjs); without it this does nothing.
 */
function collectLoadGarbage(): void {
  const started = performance.now();
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed, heapTotal, arrayBuffers } = process.memoryUsage();
  const mb = (n: number) => Math.round(n / 2 ** 20);
  logger.debug(
    {
      ms: Math.round(performance.now() - started),
      rssMb: mb(rss),
      heapUsedMb: mb(heapUsed),
      heapTotalMb: mb(heapTotal),
      arrayBuffersMb: mb(arrayBuffers),
    },
    "collected the start-up load's garbage",
  );
}

/** Loader threads for the first load: PostgreSQL only (PGlite lives in this thread), one a core unless set. */
function loadThreads(e: Env, database: Database): LoadThreads | undefined {
  if (database.kind !== "postgres" || !e.DATABASE_URL) return undefined;
  return { url: e.DATABASE_URL, count: e.TENANT_LOAD_THREADS ?? os.availableParallelism() };
}

/**
 * The composition root of the platform, for server.js (through server/app.ts)
 * and for tests alike: opens the database (migrating it) and seeds the demo
 * on an empty one, loads every tenant, makes the mailer, the SMS sender and
 * the media makers, and starts delivering the outbox with every handler.
 */
export async function startPlatform(e: Env, overrides: PlatformOverrides = {}): Promise<Platform> {
  const database = overrides.database ?? (await openEnvDatabase(e));
  const background = overrides.background ?? true;
  const registry = new TenantRegistry(database.db, { threads: loadThreads(e, database) });
  if (background) {
    await registry.start(e.SYNC_INTERVAL_MS);
    collectLoadGarbage();
  } else await registry.refresh();
  const mailer = overrides.mailer ?? createMailer(e);
  if (mailer.kind === "folder") logger.warn({ mail: mailer.description }, "lead emails are NOT sent: set SMTP_URL to send them");
  else logger.info({ mail: mailer.description }, "lead emails go to SMTP");
  const authSecret = overrides.authSecret ?? loadAuthSecret(e);
  if (authSecret.source === "file")
    logger.warn({ secret: authSecret.description }, "sign-in secret generated: set AUTH_SECRET in production");
  const sms = overrides.sms ?? createSmsSender(e);
  if (sms.kind === "folder")
    logger.warn(
      { sms: sms.description },
      "sign-in codes and watchlist alerts are NOT sent by SMS: set CLICKSEND_USERNAME and CLICKSEND_API_KEY",
    );
  else logger.info({ sms: sms.description }, "sign-in codes and watchlist alerts go by SMS");
  const payments = overrides.payments ?? createPaymentProvider(e, overrides.clock);
  if (payments.kind === "demo")
    logger.warn(
      { payments: payments.description },
      "the DEMO payment provider is in use: reserve deposits are NOT charged (set PAYMENT_PROVIDER=stripe)",
    );
  else logger.info({ payments: payments.description }, "reserve deposits are taken by Stripe");
  const receiver = developmentReceiver(webhookReceiverDir(e.DATA_DIR));
  await logWebhookSettings(database, e, receiver.description);
  await logLenderSettings(database, e);
  logRegistrationLookups(await listTenants(database.db), e.REGO_LOOKUP_KEYS);
  const webhookTransport = overrides.webhookTransport ?? pinnedHttpTransport({ allowLoopback: e.WEBHOOK_ALLOW_LOOPBACK });
  const outbox = new OutboxWorker({
    db: database.db,
    listen: database.listen,
    handlers: [
      ...leadHandlers({
        db: database.db,
        mailer,
        mailFrom: e.MAIL_FROM,
        tenantById: (id) => registry.tenantById(id),
        webhookTransport,
        developmentReceiver: receiver,
      }),
      // Sign-in codes' SMS (issue 11 §3).
      ...smsHandlers({ sender: sms, secret: authSecret.key, from: e.SMS_FROM }),
      // Watchlist alerts (issue 11 §8): SMS or email by the shopper's choice.
      ...alertHandlers({
        db: database.db,
        sms,
        mailer,
        secret: authSecret.key,
        smsFrom: e.SMS_FROM,
        mailFrom: e.MAIL_FROM,
      }),
      // Trade-in valuations posted to a dealer's service (spec 01 §7 /api/miscellaneous).
      ...miscellaneousHandlers({ db: database.db, transport: webhookTransport, tenantById: (id) => registry.tenantById(id) }),
      // Spin to Win prizes (spec 02 §2 /spin-to-win): SMS or email by the campaign's channel.
      ...spinHandlers({ db: database.db, sms, mailer, smsFrom: e.SMS_FROM, mailFrom: e.MAIL_FROM }),
      // Reservation receipts (issue 20 item 3): each change of a reservation, by email to the shopper.
      ...reservationHandlers({ db: database.db, mailer, mailFrom: e.MAIL_FROM }),
    ],
    log: logger,
    policy: retryPolicySchema.parse({
      baseMs: e.OUTBOX_RETRY_BASE_MS,
      capMs: Math.max(e.OUTBOX_RETRY_CAP_MS, e.OUTBOX_RETRY_BASE_MS),
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
    }),
    concurrency: e.OUTBOX_CONCURRENCY,
    pollMs: e.OUTBOX_POLL_MS,
    leaseMs: e.OUTBOX_LEASE_MS,
    clock: overrides.clock,
  });
  if (background) {
    await outbox.start();
    logger.info({ worker: outbox.id, kinds: outbox.kinds }, "outbox worker started");
  }
  const reservations = new ReservationSweeper({
    db: database.db,
    payments,
    tenantById: (id) => registry.tenantById(id),
    clock: overrides.clock,
    everyMs: e.RESERVATION_SWEEP_MS,
  });
  if (background) reservations.start();
  const media = overrides.media ?? openMedia({ dataDir: e.DATA_DIR, maxBytes: e.DISK_CACHE_MAX_MB * 1024 * 1024 });
  // Again last: the start-up's own reads (every tenant's config again, for the lender settings) grew the heap anew.
  if (background) collectLoadGarbage();
  return {
    database,
    registry,
    media,
    mailer,
    outbox,
    authSecret,
    sms,
    lenderKeys: e.FINANCE_LENDER_KEYS,
    regoLookupKeys: e.REGO_LOOKUP_KEYS,
    payments,
    reservations,
  };
}

/**
 * Says at start-up where webhooks may go (issue 17 §2, §9): loopback when
 * WEBHOOK_ALLOW_LOOPBACK is on, and which tenants' targets are the
 * development receiver (their leads stay on this server).
 */
async function logWebhookSettings(database: Database, e: Env, receiver: string): Promise<void> {
  if (e.WEBHOOK_ALLOW_LOOPBACK)
    logger.warn("lead webhooks may go to this machine (WEBHOOK_ALLOW_LOOPBACK=true): for development only");
  const targets = (await listTenants(database.db)).flatMap((t) =>
    (t.config.lead?.webhooks ?? []).filter((w) => w.development_receiver).map((w) => `${t.slug}/${w.id}`),
  );
  if (targets.length)
    logger.warn(
      { targets, receiver },
      "these lead webhooks go to the development receiver and are NOT sent to a dealer's system",
    );
}

/**
 * Says at start-up where each tenant's finance applications go (issue 19 item
 * 6): embedded (stored and delivered to the dealer as finance leads, no lender
 * called) or a remote lender, and warns of a remote lender whose key is unset.
 */
async function logLenderSettings(database: Database, e: Env): Promise<void> {
  for (const t of await listTenants(database.db)) {
    if (!t.config.features.finance) continue;
    const handoff = lenderHandoffFor(t.config.finance_lender, e.FINANCE_LENDER_KEYS);
    const missingKey =
      t.config.finance_lender.adapter === "remote" && !e.FINANCE_LENDER_KEYS[t.config.finance_lender.api_key_env];
    if (missingKey) logger.warn({ tenant: t.slug, lender: handoff.description }, "finance lender key is NOT set");
    else logger.info({ tenant: t.slug, lender: handoff.description }, "finance applications hand-off");
  }
}

/**
 * DATABASE_URL, or PGlite in DATA_DIR, migrated. Migrations and the demo seed
 * run under the start-up lock: of several processes starting at once on one
 * PostgreSQL, one migrates and seeds, the others wait and then find both done.
 */
async function openEnvDatabase(e: Env): Promise<Database> {
  const database = await openDatabase({
    url: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    afterMigrate: async ({ db }) => {
      if (e.SEED_DEMO !== "auto" || !(await hasNoTenants(db))) return;
      const started = performance.now();
      // Only now is the demo's code loaded: a server whose database has tenants never loads it.
      const { seedDemo } = await loadDemoSeed();
      const result = await seedDemo(db);
      logger.info({ tenants: result.tenants, ms: Math.round(performance.now() - started) }, "seeded demo tenants");
    },
  });
  logger.info({ database: database.kind, where: database.where }, "database ready (migrations applied)");
  return database;
}

/**
 * Stops what the platform runs, then closes the database: server.js calls it
 * once the HTTP server has finished (or cut) its requests.
 */
export async function stopPlatform(platform: Platform): Promise<void> {
  // Deliveries in hand finish (or are handed back) before the database closes.
  await platform.reservations.stop();
  await platform.outbox.stop();
  // A feed still validating (its request was cut after the grace period) is ended; its import writes nothing more.
  await stopFeedWorkers();
  platform.mailer.close();
  platform.registry.stop();
  // PGlite writes its files on close.
  await platform.database.close();
}
