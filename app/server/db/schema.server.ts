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
