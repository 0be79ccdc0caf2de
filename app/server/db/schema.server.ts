import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
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
import type { TenantConfig } from "~/domain/tenant-config";
import type { VehicleData } from "~/domain/vehicle";

/**
 * Every table carries tenant_id. The two revision counters on tenants are how
 * each server process notices changes (see app/server/sync.server.ts): writers
 * bump them in the same transaction as their change.
 */
export const tenants = pgTable("tenants", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  config: jsonb("config").$type<TenantConfig>().notNull(),
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
