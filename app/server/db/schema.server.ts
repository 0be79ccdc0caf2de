import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { tenantConfigSchema, type TenantConfig } from "~/domain/tenant/tenant-config";
import type { VehicleData } from "~/domain/vehicle/vehicle";

/**
 * A tenant's config as stored (jsonb), read back through the schema: a config
 * applied by an earlier version lacks the sections added since (trade_in,
 * checkout, delivery, ...), and the schema fills in their defaults, so no
 * reader meets a stored config older than the code. Parsing is idempotent
 * (demo/configs.test.ts) and costs 3-7 ms, paid when a config is
 * read, not per page.
 */
const tenantConfigColumn = customType<{ data: TenantConfig; driverData: string }>({
  dataType: () => "jsonb",
  toDriver: (config) => JSON.stringify(config),
  fromDriver: (stored) => tenantConfigSchema.parse(typeof stored === "string" ? JSON.parse(stored) : stored),
});

/**
 * Every table carries tenant_id. The two revision counters on tenants are how
 * each server process notices changes (see app/server/sync.server.ts): writers
 * bump them in the same transaction as their change.
 */
export const tenants = pgTable("tenants", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  config: tenantConfigColumn("config").notNull(),
  // sha256 hex of the feed API key; null until one is issued.
  feedKeyHash: text("feed_key_hash"),
  configRevision: bigint("config_revision", { mode: "number" }).notNull().default(1),
  stockRevision: bigint("stock_revision", { mode: "number" }).notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const tenantDomains = pgTable("tenant_domains", {
  host: text("host").primaryKey(),
  tenantId: integer("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" }),
});

export const vehicles = pgTable(
  "vehicles",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    // 'S:'+stocknum or 'V:'+vin, upper-cased: the upsert key within a tenant.
    feedKey: text("feed_key").notNull(),
    slug: text("slug").notNull(),
    stocknum: text("stocknum"),
    vin: text("vin"),
    status: text("status").notNull(),
    carType: text("car_type").notNull(),
    itemType: text("item_type").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    badge: text("badge"),
    series: text("series"),
    year: integer("year").notNull(),
    price: doublePrecision("price").notNull(),
    km: integer("km").notNull(),
    colour: text("colour"),
    body: text("body"),
    fuel: text("fuel"),
    transmission: text("transmission"),
    drive: text("drive"),
    seats: integer("seats"),
    certified: boolean("certified").notNull(),
    reserved: boolean("reserved").notNull(),
    tag: text("tag"),
    showOnDealerWebsite: boolean("show_on_dealer_website").notNull(),
    customRank: doublePrecision("custom_rank").notNull(),
    locationId: text("location_id"),
    photosCount: integer("photos_count").notNull(),
    subscriptionPrice: doublePrecision("subscription_price"),
    weeklyPrice: doublePrecision("weekly_price"),
    views: integer("views").notNull().default(0),
    // The full validated feed record (spec field names), the source of truth for pages.
    data: jsonb("data").$type<VehicleData>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    // The tenant's stock_revision when this row last changed.
    revision: bigint("revision", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    uniqueIndex("vehicles_tenant_feed_key").on(t.tenantId, t.feedKey),
    uniqueIndex("vehicles_tenant_slug").on(t.tenantId, t.slug),
    index("vehicles_tenant_revision").on(t.tenantId, t.revision),
    index("vehicles_tenant_make_model").on(t.tenantId, t.make, t.model),
    index("vehicles_tenant_status")
      .on(t.tenantId, t.status)
      .where(sql`status <> 'sold'`),
    // The market price's comparables, across tenants (app/server/vehicle/market-price.server.ts).
    index("vehicles_market")
      .on(sql`lower(${t.make})`, sql`lower(${t.model})`, t.year)
      .where(sql`status <> 'sold'`),
  ],
);

export type TenantRow = typeof tenants.$inferSelect;
export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;

/**
 * Phone numbers revealed on vehicle pages (spec 01 §7 'Phone reveal call':
 * car_id, dealership_id, website_id). website_id is the tenant's slug.
 */
export const phoneReveals = pgTable(
  "phone_reveals",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    carId: bigint("car_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    dealershipId: text("dealership_id"),
    websiteId: text("website_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // Issue 8: counted once per visitor per car per day. The visitor is a hash (never the raw cookie,
    // address or user agent; app/server/security/visitor.server.ts); the day is the dealer's calendar day.
    // Rows from before these columns have neither and never collide.
    visitor: text("visitor"),
    day: date("day"),
  },
  (t) => [
    index("phone_reveals_tenant_car").on(t.tenantId, t.carId),
    uniqueIndex("phone_reveals_once_a_day").on(t.tenantId, t.carId, t.day, t.visitor),
  ],
);

/**
 * Who viewed which car on which day (spec 01 §7 'view.json'; issue 8): the
 * view count goes up only when a row here is new, so one visitor counts once
 * per car per day.
 */
export const vehicleViews = pgTable(
  "vehicle_views",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    vehicleId: bigint("vehicle_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [uniqueIndex("vehicle_views_once_a_day").on(t.tenantId, t.vehicleId, t.day, t.visitor)],
);

/**
 * rate-limiter-flexible's PostgreSQL table (its RateLimiterPostgres layout:
 * key, points, expire in epoch ms), shared by every limiter (keys carry the
 * limiter's name) and every process (app/server/security/rate-limit.server.ts).
 * Made by our migrations, so the library never issues DDL.
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * Leads (issue 10 §4): one row per accepted submission, with the whole
 * validated payload. The submission id issued with each rendered form is
 * unique per tenant, so a double click or a retried POST is one lead. The
 * reference (public_id, e.g. 'GW-7K3Q9DXM') is what the shopper and the
 * dealer quote; the numeric id never leaves the server.
 */
export const leads = pgTable(
  "leads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    publicId: text("public_id").notNull(),
    submissionId: text("submission_id").notNull(),
    form: text("form").notNull(),
    category: text("category").notNull(),
    subcategory: text("subcategory"),
    dealershipSlug: text("dealership_slug"),
    locationId: text("location_id"),
    // The validated form payload (spec 02 §3 'Enquiry payload' field names), honeypot and submission id left out.
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    optIn: boolean("opt_in").notNull(),
    termsAccepted: boolean("terms_accepted").notNull(),
    consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
    // The car as it was when the lead came in (spec 01 §3 'Form defaults' fields and the rest the emails show).
    carId: bigint("car_id", { mode: "number" }).references(() => vehicles.id, { onDelete: "set null" }),
    car: jsonb("car").$type<Record<string, unknown>>(),
    // Spec 01 §3 'Lead': url, source, user_agent, lead_attributes (visited_pages, linked_query_params), form_completed.
    attributes: jsonb("attributes").$type<Record<string, unknown>>().notNull(),
    // Where the lead was sent: the route chosen and its targets (webhooks by id; their secrets stay in the config).
    routing: jsonb("routing").$type<Record<string, unknown>>().notNull(),
    // pending until every delivery job has settled; then delivered, or failed when one was dead-lettered; none without targets.
    deliveryStatus: text("delivery_status").notNull(),
    // The lead's delivery jobs not yet settled, and those dead-lettered: counted as each settles (leads/delivery-status.server.ts).
    jobsOpen: integer("jobs_open").notNull().default(0),
    jobsDead: integer("jobs_dead").notNull().default(0),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    // The site's address the shopper used, for the links in the emails.
    siteOrigin: text("site_origin").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leads_tenant_submission").on(t.tenantId, t.submissionId),
    uniqueIndex("leads_public_id").on(t.publicId),
    index("leads_tenant_created").on(t.tenantId, t.createdAt),
  ],
);

export type LeadRow = typeof leads.$inferSelect;

/**
 * The outbox (app/server/outbox/): work for the outside world (emails,
 * webhooks, later SMS) written in the same transaction as the record it is
 * about, and delivered by every server process (docs/decisions/outbox.md).
 * `subject` names what a job is about ('lead:GW-7K3Q9DXM'), so a record's
 * jobs can be listed and retried together.
 */
export const outboxJobs = pgTable(
  "outbox_jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    subject: text("subject"),
    payload: jsonb("payload").$type<unknown>().notNull(),
    // pending -> running -> done; running -> pending (retry) or dead (attempts exhausted).
    status: text("status").notNull().default("pending"),
    // Attempts since the job was enqueued or last retried by hand.
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    // What the claim query scans: due pending jobs, and running jobs whose worker stopped renewing its lock.
    index("outbox_jobs_due")
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index("outbox_jobs_locked")
      .on(t.lockedUntil)
      .where(sql`status = 'running'`),
    index("outbox_jobs_subject").on(t.tenantId, t.subject),
    index("outbox_jobs_dead")
      .on(t.tenantId)
      .where(sql`status = 'dead'`),
  ],
);

export type OutboxJobRow = typeof outboxJobs.$inferSelect;

/** Every attempt at an outbox job: when, by which worker, how it ended, what the other side said. */
export const outboxAttempts = pgTable(
  "outbox_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    jobId: bigint("job_id", { mode: "number" })
      .notNull()
      .references(() => outboxJobs.id, { onDelete: "cascade" }),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    attempt: integer("attempt").notNull(),
    worker: text("worker").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    // running, succeeded, failed, or abandoned (the worker's lock expired before it finished).
    status: text("status").notNull(),
    response: text("response"),
    error: text("error"),
  },
  (t) => [index("outbox_attempts_job").on(t.jobId, t.id)],
);

export type OutboxAttemptRow = typeof outboxAttempts.$inferSelect;

/**
 * Reviews of a location or a dealership (issue 12; spec 02 §3 'Review'),
 * loaded by `npm run cli -- reviews import` from a dealer's export. `subject`
 * is what the reviews were imported for ('location:1011' or
 * 'dealership:201'): an import replaces that subject's reviews whole.
 * dealership_id is always set (a location's own dealership), so a
 * dealership's summary counts its locations' reviews and its own.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    dealershipId: text("dealership_id").notNull(),
    locationId: text("location_id"),
    // The review's id in the export (spec 02 §3 Review.id).
    reviewId: text("review_id").notNull(),
    customerName: text("customer_name").notNull(),
    text: text("text").notNull(),
    rating: integer("rating").notNull(),
    // As the export wrote it ('2026-03-14' or with a time), and as an instant for ordering.
    reviewDate: text("review_date").notNull(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }).notNull(),
    replyText: text("reply_text"),
    replyDate: text("reply_date"),
    image: text("image"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reviews_subject_review").on(t.tenantId, t.subject, t.reviewId),
    index("reviews_location").on(t.tenantId, t.locationId, t.reviewedAt),
    index("reviews_dealership").on(t.tenantId, t.dealershipId, t.reviewedAt),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * Shoppers who signed in by phone code (issue 11; spec 02 §3 'Stored user
 * details': name, last_name, email, phone). Per tenant: a dealer site's
 * shoppers are its own, and one phone is one user per tenant.
 */
export const users = pgTable(
  "users",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    // Normalised per spec 02 §5 (0412345678).
    phone: text("phone").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Watchlist alerts (issue 11 §8; domain/garage/watch-alerts.ts ALERT_CHANNELS): sms, email or off. SMS by default:
    // the shopper proved this phone and saved the car to follow it; every alert carries a one-click unsubscribe.
    alertChannel: text("alert_channel").notNull().default("sms"),
    // When the shopper last chose (unsubscribed, or picked a channel); null while the default stands.
    alertChannelAt: timestamp("alert_channel_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("users_tenant_phone").on(t.tenantId, t.phone)],
);
export type UserRow = typeof users.$inferSelect;

/**
 * One-time sign-in codes (issue 11 §2). Only a keyed hash of the code is kept
 * (HMAC-SHA256 with AUTH_SECRET: app/server/auth/code-crypto.server.ts). A code
 * is single use (used_at), expires (expires_at), and ends after 5 wrong
 * attempts (wrong_attempts). Sending a new code to a phone ends the earlier
 * one (ended_at). The details the shopper typed wait here until the code is
 * verified, so no user exists for a phone nobody proved they hold.
 */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    // first_name, last_name, email and the dealership_slug given with Send Code (spec 02 §7 'user metadata').
    details: jsonb("details").$type<Record<string, string>>().notNull(),
    wrongAttempts: integer("wrong_attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    index("verification_codes_phone").on(t.tenantId, t.phone, t.createdAt),
    index("verification_codes_expiry").on(t.expiresAt),
  ],
);
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/**
 * Spec 02 §7: "Record of verification in a 'verifications' table:
 * website_slug, dealership_slug, verification_type (sms or verify), user_id".
 * One row per successful sign-in.
 */
export const verifications = pgTable(
  "verifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    websiteSlug: text("website_slug").notNull(),
    dealershipSlug: text("dealership_slug"),
    verificationType: text("verification_type").notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verifications_tenant_user").on(t.tenantId, t.userId)],
);

/**
 * Server-side sessions (issue 11 §4). The cookie carries a random 32-byte
 * token; only its SHA-256 is stored (id_hash), so a copy of this table signs
 * nobody in. A session belongs to one tenant and is refused on another's
 * host. expires_at slides: 30 days from the last use.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user").on(t.tenantId, t.userId), index("sessions_expiry").on(t.expiresAt)],
);
export type SessionRow = typeof sessions.$inferSelect;

/**
 * The signed-in shopper's saved cars (spec 01 §4 'Watchlist', §6, §7
 * /api/watchlist/save-car and remove-car; issue 11 §6). The price when saved
 * is kept, so My Garage can show the change since.
 */
export const watchlist = pgTable(
  "watchlist",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: bigint("vehicle_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    priceAtSave: doublePrecision("price_at_save"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("watchlist_user_vehicle").on(t.tenantId, t.userId, t.vehicleId)],
);

/**
 * My Garage's recently viewed cars (issue 11 §7), for signed-in shoppers on
 * sites with the garage: one row per car, its last view time moved on each
 * view; only the newest RECENTLY_VIEWED_KEEP per shopper are kept.
 */
export const recentlyViewed = pgTable(
  "recently_viewed",
  {
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: bigint("vehicle_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("recently_viewed_user_vehicle").on(t.tenantId, t.userId, t.vehicleId),
    index("recently_viewed_user_time").on(t.tenantId, t.userId, t.viewedAt),
  ],
);

/**
 * First-party analytics events (issue 10 §3; spec 01 §9 and spec 02 §7 ids),
 * one row per event the browser recorded with POST /api/events. car_id is
 * kept as given (no foreign key): an event about a car outlives the car.
 */
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    eventId: smallint("event_id").notNull(),
    path: text("path").notNull(),
    carId: bigint("car_id", { mode: "number" }),
    leadId: text("lead_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("analytics_events_by_tenant_time").on(t.tenantId, t.createdAt)],
);

/**
 * Watchlist alerts (issue 11 §8): one row per alert a stock change made for a
 * shopper's saved car, written in the import's transaction with its outbox
 * job ('alert.watch-car', subject 'watch-alert:{id}'). The unique key is the
 * limit "at most one per car per day" (the day in the car's dealer's time
 * zone, domain/garage/watch-alerts.ts alertDay): it holds across processes and
 * concurrent imports, a second change that day inserts nothing and so
 * enqueues nothing. channel is what delivery used (null until delivered).
 */
export const watchAlerts = pgTable(
  "watch_alerts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vehicleId: bigint("vehicle_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    // domain/garage/watch-alerts.ts WATCH_ALERT_KINDS: price_drop, sold, back_in_stock.
    kind: text("kind").notNull(),
    day: date("day").notNull(),
    // Whole dollars the site showed after and before the change (null: no price shown).
    price: integer("price"),
    previousPrice: integer("previous_price"),
    channel: text("channel"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("watch_alerts_once_a_day").on(t.tenantId, t.userId, t.vehicleId, t.day),
    index("watch_alerts_tenant_created").on(t.tenantId, t.createdAt),
  ],
);
export type WatchAlertRow = typeof watchAlerts.$inferSelect;

/**
 * Spin to Win (spec 02 §2 /spin-to-win; domain/spin-to-win/): one row per
 * spin. The unique key is the rule "one spin per account per campaign": it
 * holds across processes and double clicks. A prize's stock is its config
 * stock less the rows that won it, counted under a per-campaign lock in the
 * spin's transaction (server/spin-to-win/spins.server.ts). The prize is kept
 * as it was won, with the lead reference the shopper claims it by; the lead
 * and the shopper's message (outbox 'spin.prize') are written in the same
 * transaction.
 */
export const spins = pgTable(
  "spins",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id").notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // 'prize' or 'no_prize' (domain/spin-to-win/draw.ts SpinOutcome).
    outcome: text("outcome").notNull(),
    prizeId: text("prize_id"),
    // { name, description, terms } as configured when won.
    prize: jsonb("prize").$type<{ name: string; description: string | null; terms: string | null }>(),
    // How the prize was sent: 'sms' or 'email' (null for no prize).
    channel: text("channel"),
    leadReference: text("lead_reference"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("spins_one_per_account").on(t.tenantId, t.campaignId, t.userId),
    index("spins_campaign_prize").on(t.tenantId, t.campaignId, t.prizeId),
  ],
);
export type SpinRow = typeof spins.$inferSelect;

/**
 * Reservations with a refundable deposit (spec 01 §2 /cars/{slug}/checkout,
 * §9 'held 48 hours, 100% refundable'; domain/buying-online/checkout/reservation.ts for the
 * states). The partial unique index is the rule "one hold per car": of two
 * shoppers whose payments arrive together, the database lets one row become
 * 'held' and refuses the other, which is then refunded
 * (server/checkout/reservations.server.ts). A refund owed and not yet made
 * (refund_due without refund_id) is retried by the hold sweeper.
 */
export const reservations = pgTable(
  "reservations",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    vehicleId: bigint("vehicle_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    // The shopper's reference ('RES-7K3Q9DXM'): the receipt, the page's URL and the CLI quote it.
    publicId: text("public_id").notNull(),
    // domain/buying-online/checkout/reservation.ts RESERVATION_STATUSES.
    status: text("status").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    // 'stripe' or 'demo': the provider the deposit was taken by, and its payment's id there.
    provider: text("provider").notNull(),
    paymentId: text("payment_id"),
    // { name, last_name, email, phone } as the reserve form (or the signed-in account) gave them.
    shopper: jsonb("shopper").$type<{ name: string; last_name: string; email: string; phone: string }>().notNull(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    refundDue: boolean("refund_due").notNull().default(false),
    refundId: text("refund_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    heldUntil: timestamp("held_until", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    // Who ended the hold and why ('expired', 'cli: sold', 'shopper cancelled', ...).
    endedBy: text("ended_by"),
  },
  (t) => [
    uniqueIndex("reservations_one_hold_per_car")
      .on(t.tenantId, t.vehicleId)
      .where(sql`status = 'held'`),
    uniqueIndex("reservations_public_id").on(t.tenantId, t.publicId),
    uniqueIndex("reservations_payment").on(t.provider, t.paymentId),
    index("reservations_held_until")
      .on(t.heldUntil)
      .where(sql`status = 'held'`),
    index("reservations_refund_due")
      .on(t.tenantId)
      .where(sql`refund_due and refund_id is null`),
  ],
);
export type ReservationRow = typeof reservations.$inferSelect;

/**
 * /online-payment (spec 02 §2; domain/buying-online/checkout/online-payment.ts): an amount
 * the dealer asked a signed-in shopper for, paid through the payment
 * provider; 'pending' until the provider says it is paid, then 'paid' (the
 * lead and the receipt are written in that same transaction).
 */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    // 'PAY-7K3Q9DXM': the shopper's receipt and the page's URL quote it.
    publicId: text("public_id").notNull(),
    status: text("status").notNull(),
    // domain/buying-online/checkout/online-payment.ts PAYMENT_PURPOSES, and the dealer's own reference (invoice number).
    purpose: text("purpose").notNull(),
    dealerReference: text("dealer_reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    provider: text("provider").notNull(),
    paymentId: text("payment_id"),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    shopper: jsonb("shopper").$type<{ name: string; last_name: string; email: string; phone: string }>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("online_payments_public_id").on(t.tenantId, t.publicId),
    uniqueIndex("online_payments_payment").on(t.provider, t.paymentId),
  ],
);
export type OnlinePaymentRow = typeof onlinePayments.$inferSelect;

/**
 * Online purchases (spec 01 §2 /checkout-journey?car_id={slug}; issue 20
 * item 4; domain/buying-online/checkout/online-purchase.ts): a signed-in shopper's order
 * for one car, its answers per step kept here while it is a 'draft' (one
 * draft per shopper and car), then 'placed' when its deposit holds the car
 * through the reservation it started (reservations: the one-hold-per-car
 * rule is theirs), or 'lost' when another buyer's hold stood first.
 */
export const orders = pgTable(
  "orders",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    vehicleId: bigint("vehicle_id", { mode: "number" })
      .notNull()
      .references(() => vehicles.id, { onDelete: "cascade" }),
    // The signed-in shopper's; or, where the tenant does not gate checkout (spec 02 §6), the anonymous
    // shopper's: visitor_key is a hash of the id in their order cookie (checkout/order-visitor.server.ts).
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key"),
    // 'ORD-7K3Q9DXM': the shopper and the dealer quote it.
    publicId: text("public_id").notNull(),
    // domain/buying-online/checkout/online-purchase.ts ORDER_STATUSES.
    status: text("status").notNull(),
    // domain/buying-online/checkout/online-purchase-form.ts OrderAnswers: the latest answer of each step.
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull().default({}),
    reservationId: bigint("reservation_id", { mode: "number" }).references(() => reservations.id, { onDelete: "set null" }),
    // Every reservation a placing of this order started (placed twice with Stripe, the earlier one may be paid last).
    startedReservationIds: bigint("started_reservation_ids", { mode: "number" }).array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("orders_public_id").on(t.tenantId, t.publicId),
    uniqueIndex("orders_one_draft")
      .on(t.tenantId, t.userId, t.vehicleId)
      .where(sql`status = 'draft'`),
    uniqueIndex("orders_one_visitor_draft")
      .on(t.tenantId, t.visitorKey, t.vehicleId)
      .where(sql`status = 'draft' and visitor_key is not null`),
    index("orders_reservation").on(t.reservationId),
    // Exactly one owner: the account or the anonymous shopper's cookie.
    check("orders_one_owner", sql`(user_id is null) <> (visitor_key is null)`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** Every step an order's shopper submitted, as the dealer's lead received it (its reference), in order. */
export const orderSteps = pgTable(
  "order_steps",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    tenantId: integer("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    // 'details', 'delivery', 'trade_in', 'payment' or 'placed'.
    step: text("step").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    leadReference: text("lead_reference").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("order_steps_order").on(t.orderId, t.id)],
);
export type OrderStepRow = typeof orderSteps.$inferSelect;
