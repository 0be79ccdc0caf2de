import { z } from "zod";
import { intervalOf, parseClock } from "../locations/clock-time";
import { AUSTRALIAN_TIME_ZONES, isDateKey } from "../locations/time-zones";
import { contentPagesSchema } from "../content/content-pages";
import { navigationSchema } from "../navigation/menu-config";
import { DEFAULT_MINIMUM_RATING, REVIEW_SAMPLE_SIZE } from "../content/reviews";
import { financeProviderConfigSchema } from "../finance/provider-config";
import { budgetFinderConfigSchema } from "../finance/budget-finder-config";
import { financePageConfigSchema } from "../finance/finance-page";
import { lenderConfigSchema } from "../finance/lender-config";
import { deliveryConfigSchema } from "../buying-online/delivery/delivery-config";
import { checkoutConfigSchema } from "../buying-online/checkout/checkout-config";
import { analyticsConfigSchema } from "../analytics/config";
import {
  DEFAULT_INFO_TABS,
  DEFAULT_PROTECT_YOUR_CAR,
  DEFAULT_RESERVE_DEPOSIT,
  DEFAULT_WHATS_INCLUDED,
  DEFAULT_WHY_BUY_FROM_US,
  INFO_TABS,
} from "../vehicle/info-tabs";
import { AU_STATES } from "../locations/au-states";
import { leadConfigReferenceIssues, leadConfigSchema } from "../leads/lead-settings";
import { CAR_TYPES } from "../vehicle/vehicle";
import { tradeInConfigSchema } from "../buying-online/trade-in/trade-in-config";
import {
  isServedPath,
  LINK_MESSAGE,
  LINK_PATTERN,
  RESERVED_TOP_LEVEL_SEGMENTS,
  sitePathOf,
  unservedPathMessage,
} from "../navigation/served-paths";
import { servedPathSite } from "../content/content-pages";
import { signInConfigSchema } from "../sign-in/journeys";
import { spinToWinConfigSchema } from "../spin-to-win/config";
import { modelConfigIssues, modelsSchema } from "../model-range/model-config";

/**
 * A dealer site's configuration (spec 02 §3 'Site config', spec 01 §1 feature
 * switches). Everything a screen varies by lives here, validated at the
 * boundary so a bad file is refused with the field path and the reason.
 */

const hostname = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    "must be a host name such as cars.example.com.au (no scheme, port or path)",
  );
const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");
const slug = z
  .string({ error: "must be text" })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens");
const auPhone = z
  .string()
  .trim()
  .regex(/^[0-9 +()]{6,20}$/, "must be a phone number such as 07 3000 0000");
const url = z.string().trim().min(1).max(2000);
const clock = z
  .string({ error: "must be a time such as 08:30" })
  .refine((s) => parseClock(s) !== null, "must be a time such as 08:30 (24-hour, 00:00 to 24:00)");
const httpsUrl = z
  .string({ error: "must be text" })
  .trim()
  .regex(/^https:\/\/[^\s/]+(\/\S*)?$/, "must be an https:// address")
  .max(2000, "must be at most 2000 characters");
const imageUrl = z
  .string({ error: "must be text" })
  .trim()
  .regex(/^(https:\/\/|\/)\S+$/, "must be an https:// address or a site path")
  .max(2000, "must be at most 2000 characters");

export const LOCATION_TYPES = ["sales", "service", "parts", "service-and-parts"] as const;
// Kept in its own module so the lead forms (which lead-config imports) need not import this one.
export { AU_STATES };

export const openingHourSchema = z.object({
  weekday: z
    .number({ error: "must be a number, 0 (Sunday) to 6 (Saturday)" })
    .int("must be a whole number, 0 (Sunday) to 6 (Saturday)")
    .min(0, "must be 0 (Sunday) to 6 (Saturday)")
    .max(6, "must be 0 (Sunday) to 6 (Saturday)"),
  status: z.enum(["Open", "Closed"], { error: "must be Open or Closed" }),
  open: z
    .string()
    .regex(/^\d{2}:\d{2}$/, "must be HH:MM")
    .nullish(),
  close: z
    .string()
    .regex(/^\d{2}:\d{2}$/, "must be HH:MM")
    .nullish(),
  // Spec 02 §3: the feed's own wording, shown only when open and close are missing.
  formated_hours: z.string().trim().max(80, "must be at most 80 characters").nullish(),
});

/**
 * Spec 02 §3 'Special hours: date, status, location_id, start_hour and
 * end_hour, or hours {begin, end}'. Listed under their location, so
 * location_id is not needed; `name` says what the day is in the holiday
 * hours dialog.
 */
export const specialHoursSchema = z
  .object({
    date: z.string({ error: "must be a date such as 2026-04-03" }).refine(isDateKey, "must be a date such as 2026-04-03"),
    status: z.enum(["Open", "Closed"], { error: "must be Open or Closed" }),
    name: z.string().trim().max(80, "must be at most 80 characters").nullish(),
    start_hour: clock.nullish(),
    end_hour: clock.nullish(),
    hours: z.object({ begin: clock, end: clock }).nullish(),
  })
  .superRefine((s, ctx) => {
    // An unreadable time is already reported by its field.
    if ([s.start_hour, s.end_hour, s.hours?.begin, s.hours?.end].some((t) => t != null && parseClock(t) === null)) return;
    const pair = s.start_hour != null || s.end_hour != null;
    if (s.status === "Closed") {
      if (pair || s.hours) ctx.addIssue({ code: "custom", path: ["status"], message: "a Closed day has no hours" });
      return;
    }
    if (pair && s.hours) {
      ctx.addIssue({ code: "custom", path: ["hours"], message: "give start_hour and end_hour, or hours, not both" });
    } else if (s.hours) {
      if (!intervalOf(s.hours.begin, s.hours.end))
        ctx.addIssue({ code: "custom", path: ["hours", "end"], message: "must be after begin" });
    } else if (s.start_hour == null || s.end_hour == null) {
      ctx.addIssue({
        code: "custom",
        path: [s.start_hour == null ? "start_hour" : "end_hour"],
        message: "an Open day needs start_hour and end_hour, or hours { begin, end }",
      });
    } else if (!intervalOf(s.start_hour, s.end_hour)) {
      ctx.addIssue({ code: "custom", path: ["end_hour"], message: "must be after start_hour" });
    }
  });
export type SpecialHoursConfig = z.output<typeof specialHoursSchema>;

export const specialHoursListSchema = z
  .array(specialHoursSchema)
  .max(366, "must list at most 366 days")
  .superRefine((list, ctx) => {
    const seen = new Map<string, number>();
    list.forEach((s, i) => {
      const earlier = seen.get(s.date);
      if (earlier !== undefined)
        ctx.addIssue({ code: "custom", path: [i, "date"], message: `${s.date} is already listed at ${earlier}` });
      else seen.set(s.date, i);
    });
  });

export const locationSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string().trim().min(1).max(120),
  slug,
  visible: z.boolean().default(true),
  primary: z.boolean().default(false),
  // Spec 02 §3: empty means sales.
  location_type: z
    .union([z.enum(LOCATION_TYPES), z.literal("")])
    .default("sales")
    .transform((t) => (t === "" ? "sales" : t)),
  location_subtype: z.array(z.string()).default([]),
  manufacturers: z.array(z.string().trim().min(1)).default([]),
  dealership_id: z.union([z.string(), z.number()]).transform(String),
  address: z.object({
    street: z.string().trim().min(1),
    city: z.string().trim().min(1),
    state: z.enum(AU_STATES),
    postcode: z.string().regex(/^\d{4}$/, "must be 4 digits"),
    lat: z.number().min(-44).max(-9),
    long: z.number().min(112).max(154),
    place_url: url.nullish(),
  }),
  contact_detail: z.object({
    phone: auPhone,
    landline_phone: auPhone.nullish(),
    opening_hours: z.array(openingHourSchema).default([]),
  }),
  image_url: url.nullish(),
  // Shown only when the site's location_numbers flags are on (spec 02 §2, §6).
  dealer_license_number: z.string().trim().max(40, "must be at most 40 characters").nullish(),
  motor_vehicle_repairer: z.string().trim().max(40, "must be at most 40 characters").nullish(),
  special_hours: specialHoursListSchema.default([]),
  // Spec 02 §4: 'For the service location at one named site, a closed day shows
  // an Enquire Now link to an external service booking page.'
  service_booking_url: httpsUrl.nullish(),
  // Only when the state's zone is wrong for the site; see ../locations/time-zones.ts.
  time_zone: z.enum(AUSTRALIAN_TIME_ZONES, { error: `must be one of ${AUSTRALIAN_TIME_ZONES.join(", ")}` }).nullish(),
});
export type Location = z.output<typeof locationSchema>;

export interface ConfigIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Checks that need the whole location (the tenant config's superRefine):
 * the booking page only on a service location, and weekly opening hours that
 * can be read (an Open entry needs open before close, or the feed's formated_hours).
 */
export function locationIssues(loc: {
  location_type: string;
  service_booking_url?: string | null;
  contact_detail: {
    opening_hours: readonly { status: string; open?: string | null; close?: string | null; formated_hours?: string | null }[];
  };
}): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  if (loc.service_booking_url && !["service", "service-and-parts"].includes(loc.location_type)) {
    issues.push({ path: ["service_booking_url"], message: "only a service location's closed days link to a booking page" });
  }
  loc.contact_detail.opening_hours.forEach((e, i) => {
    if (e.status !== "Open" || intervalOf(e.open, e.close) || e.formated_hours?.trim()) return;
    issues.push({
      path: ["contact_detail", "opening_hours", i, "close"],
      message: "an Open day needs open and close, close after open",
    });
  });
  return issues;
}

const phonesByCarType = z.object({ new: auPhone, used: auPhone, demo: auPhone }).partial();

export const dealershipSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  slug,
  name: z.string().trim().min(1).max(120),
  manufacturer: z.string().nullish(),
  logo_url: url.nullish(),
  finance_provider: z.string().nullish(),
  // Spec 01 §9 'Phone numbers differ per dealership and car type by configuration':
  // a department's number (say, used cars) that wins over the location's (../vehicle/phone-number.ts).
  phone_numbers: phonesByCarType.nullish(),
});
export type Dealership = z.output<typeof dealershipSchema>;

export const promoSchema = z.object({
  title: z.string().min(1),
  text: z.string().nullish(),
  image_url: url.nullish(),
  // A path the platform serves is checked with the whole config (superRefine below).
  link: z.string().trim().max(2000).regex(LINK_PATTERN, LINK_MESSAGE),
  start: z.coerce.date().nullish(),
  expiry: z.coerce.date().nullish(),
  position: z.number().int().min(1).nullish(),
  display: z.boolean().default(true),
  strictDisplay: z.boolean().default(false),
  car_types: z.array(z.enum(CAR_TYPES)).nullish(),
});

export const featuresSchema = z
  .object({
    watchlist: z.boolean().default(false),
    reserve_online: z.boolean().default(false),
    buy_online: z.boolean().default(false),
    finance: z.boolean().default(false),
    trade_in: z.boolean().default(false),
    history_report: z.boolean().default(false),
    subscription_pricing: z.boolean().default(false),
    certified_badge: z.boolean().default(false),
    certified_only: z.boolean().default(false),
    electric_hybrid_label: z.boolean().default(false),
    collapse_sold_runs: z.boolean().default(false),
    phone_reveal: z.boolean().default(false),
    sticky_bottom_bar: z.boolean().default(false),
    // Spec 01 §4: in one configuration favourites need a used car with a price and images.
    favourites_used_priced_only: z.boolean().default(false),
  })
  .prefault({});

export const stockFilterSchema = z
  .object({
    // Spec 02 §7 / §9: sold cars stay in search this many days (default 3).
    include_sold_cars_days: z.number().int().min(0).max(365).default(3),
    // Spec 01 §9 'freshness value 0 to 14': days a vehicle may go unconfirmed by a
    // feed or import before it leaves search. 0 turns the check off.
    freshness_days: z.number().int().min(0).max(14).default(0),
    car_types: z
      .array(z.enum(CAR_TYPES))
      .min(1)
      .default([...CAR_TYPES]),
    // Photo conditions: vehicles of the listed car types need at least min_photos photos.
    min_photos: z.number().int().min(0).max(50).default(0),
    photos_required_for: z.array(z.enum(CAR_TYPES)).default([...CAR_TYPES]),
  })
  .prefault({});

export const searchSettingsSchema = z
  .object({
    make_list_count: z.number().int().min(1).max(50).default(7),
    promo_positions: z.array(z.number().int().min(1).max(21)).max(5).default([8, 17]),
    shuffle_unpositioned_promos: z.boolean().default(false),
    price_ascending_excludes_zero: z.boolean().default(false),
  })
  .prefault({});

const infoList = z.array(z.string().trim().min(1).max(300)).max(30);

/** The vehicle page's info tabs and their wording (spec 01 §2 'Info tabs'); see ./info-tabs.ts. */
export const vehiclePageSchema = z
  .object({
    info_tabs: z
      .array(z.enum(INFO_TABS))
      .max(INFO_TABS.length)
      .default(() => [...DEFAULT_INFO_TABS]),
    whats_included: infoList.default(() => [...DEFAULT_WHATS_INCLUDED]),
    why_buy_from_us: infoList.default(() => [...DEFAULT_WHY_BUY_FROM_US]),
    protect_your_car: infoList.default(() => [...DEFAULT_PROTECT_YOUR_CAR]),
    reserve_deposit: z.number().int().min(0).max(100_000).default(DEFAULT_RESERVE_DEPOSIT),
    // Spec 01 §2: 'A carousel mode exists for similar cars.'
    similar_layout: z.enum(["grid", "carousel"]).default("grid"),
  })
  .prefault({});

const offsetDateTime = z
  .string({ error: "must be a date and time such as 2026-06-30T23:59:59+10:00" })
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2})$/,
    "must be a date and time with its offset, such as 2026-06-30T23:59:59+10:00",
  )
  .refine((s) => isDateKey(s.slice(0, 10)) && Number.isFinite(Date.parse(s)), "is not a real date");

/** A home-page campaign tile (issue 12 deliver 7), shown by the promo rule of promo-cards.ts. */
export const campaignTileSchema = z
  .object({
    title: z.string({ error: "must be text" }).trim().min(1, "must not be empty").max(120, "must be at most 120 characters"),
    image_url: imageUrl,
    // Empty when the title beside the image already says it all.
    image_alt: z.string().trim().max(200, "must be at most 200 characters").default(""),
    link: z.string({ error: "must be text" }).trim().regex(LINK_PATTERN, LINK_MESSAGE),
    start: offsetDateTime.nullish(),
    expiry: offsetDateTime.nullish(),
    position: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be 1 or more").nullish(),
    display: z.boolean({ error: "must be true or false" }).default(true),
    strictDisplay: z.boolean({ error: "must be true or false" }).default(false),
    car_types: z.array(z.enum(CAR_TYPES, { error: `must be one of ${CAR_TYPES.join(", ")}` })).nullish(),
  })
  .superRefine((t, ctx) => {
    if (t.start && t.expiry && Date.parse(t.expiry) <= Date.parse(t.start)) {
      ctx.addIssue({ code: "custom", path: ["expiry"], message: "must be after start" });
    }
  });
export type CampaignTile = z.output<typeof campaignTileSchema>;

export const BRAND_KINDS = ["car", "motorcycle", "truck", "own"] as const;

/** A brand of a group site (spec 01 §1 'brands grid (car, motorcycle, truck and own-company brands)'; spec 02 §3 'Manufacturer'). */
export const brandSchema = z.object({
  name: z.string({ error: "must be text" }).trim().min(1, "must not be empty").max(80, "must be at most 80 characters"),
  // Its page is /{slug}/overview (spec 01 §2), so it may not be one of the platform's own paths.
  slug: slug.refine((s) => !RESERVED_TOP_LEVEL_SEGMENTS.has(s), "is a path the platform already uses"),
  kind: z.enum(BRAND_KINDS, { error: `must be one of ${BRAND_KINDS.join(", ")}` }).default("car"),
  logo_url: imageUrl.nullish(),
  // The make as the stock spells it, when it differs from the name (e.g. 'Mercedes-Benz').
  make: z.string().trim().min(1).max(80).nullish(),
  description: z.string().max(20_000, "must be at most 20,000 characters").nullish(),
});
export type Brand = z.output<typeof brandSchema>;

function uniqueBy<T>(key: (t: T) => string, what: string) {
  return (list: T[], ctx: z.RefinementCtx) => {
    const seen = new Map<string, number>();
    list.forEach((item, i) => {
      const k = key(item);
      const earlier = seen.get(k);
      if (earlier !== undefined) ctx.addIssue({ code: "custom", path: [i, what], message: `${k} is already used at ${earlier}` });
      else seen.set(k, i);
    });
  };
}

/**
 * The site's fields. Checks across fields are tenantConfigSchema's (below);
 * a test parses one section alone with tenantConfigFields.pick().
 */
export const tenantConfigFields = z.object({
  slug,
  name: z.string().trim().min(1).max(120),
  template: z.string().trim().min(1).max(60).default("standard"),
  dealership_id: z.union([z.string(), z.number()]).transform(String).nullish(),
  domains: z.array(hostname).default([]),
  // The address canonical, Open Graph and sitemap URLs use (never the request's Host header):
  // one of `domains`, the first when not given; see siteOrigin.
  primary_domain: hostname.nullish(),
  scheme: z.enum(["https", "http"], { error: "must be https or http" }).default("https"),
  theme: z.object({
    logo_url: url.nullish(),
    primary_colour: colour,
    secondary_colour: colour,
    accent_colour: colour.nullish(),
  }),
  dealerships: z.array(dealershipSchema).min(1),
  locations: z.array(locationSchema).min(1),
  // Only for a car whose location is unknown or has no number (../vehicle/phone-number.ts).
  phone_numbers: phonesByCarType.default({}),
  finance_provider: z.string().nullish(),
  /** The finance provider's rate card, fees, comparison-rate range and calculator bounds (../finance/provider-config.ts). */
  finance: financeProviderConfigSchema.prefault({}),
  /** The budget finder's body selector and quick-pick deposits (../finance/budget-finder-config.ts). */
  budget_finder: budgetFinderConfigSchema,
  /** The finance pages' path, default link and Get Finance Now option (../finance/finance-page.ts). */
  finance_page: financePageConfigSchema,
  /** Where finance applications go: embedded (a lead for the dealer) or a remote lender (../finance/lender-config.ts). */
  finance_lender: lenderConfigSchema,
  features: featuresSchema,
  /** The vehicle page's delivery quote: distance bands, surcharges, a maximum distance; off by default (../delivery/delivery-config.ts). */
  delivery: deliveryConfigSchema,
  /** Reserve online: the checkout's path name, /checkout or /buy-online (../checkout/reservation.ts; spec 01 §2). */
  checkout: checkoutConfigSchema,
  /** Issue 11 §5: the garage's path and the journeys gated by sign-in (./sign-in/journeys.ts). */
  sign_in: signInConfigSchema,
  /** The trade-in valuation (issue 20 item 2): reconditioning, margin, registration lookup (../trade-in/trade-in-config.ts). */
  trade_in: tradeInConfigSchema,
  stock_filter: stockFilterSchema,
  search: searchSettingsSchema,
  vehicle_page: vehiclePageSchema,
  texts: z
    .object({
      noPriceText: z.string().min(1).default("Enquire for price."),
      soldText: z.string().min(1).default("JUST SOLD"),
    })
    .prefault({}),
  plugins: z.array(z.object({ name: z.string().min(1) })).default([]),
  promos: z.array(promoSchema).default([]),
  // Issue 12: home-page campaign tiles, the tenant's Markdown pages, the group's brands.
  campaign_tiles: z.array(campaignTileSchema).max(50, "must list at most 50 tiles").default([]),
  content_pages: contentPagesSchema.default([]),
  brands: z
    .array(brandSchema)
    .max(300, "must list at most 300 brands")
    .superRefine(uniqueBy((b: Brand) => b.slug, "slug"))
    .default([]),
  // Spec 02 §9 sales counter, off unless a tenant asks for it.
  sales_counter: z.boolean({ error: "must be true or false" }).default(false),
  facebook_url: url.nullish(),
  instagram_url: url.nullish(),
  override_city: z.string().nullish(),
  /** Where leads go and how the enquiry forms behave (../leads/lead-settings.ts). Webhook secrets live here: never in publicSite. */
  lead: leadConfigSchema.prefault({}),
  // Spec 02 §2/§6: 'Licence and repairer numbers appear only when a flag is on.'
  location_numbers: z
    .object({
      show_dealer_license_number: z.boolean({ error: "must be true or false" }).default(false),
      show_motor_vehicle_repairer: z.boolean({ error: "must be true or false" }).default(false),
    })
    .prefault({}),
  // Spec 02 §5 badge rule; §9 'Reviews: minimum rating 4; Google reviews full quantity 12'.
  reviews: z
    .object({
      hidden: z.boolean({ error: "must be true or false" }).default(false),
      minimum_rating: z
        .number({ error: "must be a number" })
        .min(0, "must be 0 to 5")
        .max(5, "must be 0 to 5")
        .default(DEFAULT_MINIMUM_RATING),
      sample_size: z
        .number({ error: "must be a number" })
        .int()
        .min(1, "must be 1 to 50")
        .max(50, "must be 1 to 50")
        .default(REVIEW_SAMPLE_SIZE),
    })
    .prefault({}),
  // Issue 12: header menu and footer groups (../navigation/menu-config.ts).
  navigation: navigationSchema,
  /** Tag manager container and/or GA4 measurement id (../analytics/config.ts, issue 10 §3); absent: no third-party script. */
  analytics: analyticsConfigSchema.nullish(),
  /** The /spin-to-win campaign (./spin-to-win/config.ts); absent: no such page. */
  spin_to_win: spinToWinConfigSchema.nullish(),
  /** The model range: /models, /models/{slug}, /{slug}/accessories, the Vehicles dropdown (./model-range/model-config.ts). */
  models: modelsSchema,
});

export const tenantConfigSchema = tenantConfigFields.superRefine((cfg, ctx) => {
  if (cfg.primary_domain && !cfg.domains.includes(cfg.primary_domain)) {
    ctx.addIssue({
      code: "custom",
      path: ["primary_domain"],
      message: `must be one of domains (${cfg.domains.join(", ") || "none given"})`,
    });
  }
  const dealerIds = new Set(cfg.dealerships.map((d) => d.id));
  cfg.locations.forEach((loc, i) => {
    if (!dealerIds.has(loc.dealership_id)) {
      ctx.addIssue({
        code: "custom",
        path: ["locations", i, "dealership_id"],
        message: `no dealership has id ${loc.dealership_id}`,
      });
    }
  });
  cfg.locations.forEach((loc, i) => {
    for (const issue of locationIssues(loc))
      ctx.addIssue({ code: "custom", path: ["locations", i, ...issue.path], message: issue.message });
  });
  const seen = new Map<string, string>();
  for (const [kind, list] of [
    ["location", cfg.locations],
    ["dealership", cfg.dealerships],
  ] as const) {
    list.forEach((item, i) => {
      const other = seen.get(item.slug);
      if (other)
        ctx.addIssue({
          code: "custom",
          path: [`${kind}s`, i, "slug"],
          message: `slug ${item.slug} is already used by ${other}`,
        });
      seen.set(item.slug, `${kind} ${item.name}`);
    });
  }
  // Issue 9: a promo card linking to a page the platform does not serve is refused, not shown as a 404.
  // Issue 12: a campaign tile too; the tenant's content pages are pages it serves.
  const served = servedPathSite(cfg);
  cfg.promos.forEach((p, i) => {
    const path = sitePathOf(p.link);
    if (path !== null && !isServedPath(served, path)) {
      ctx.addIssue({ code: "custom", path: ["promos", i, "link"], message: unservedPathMessage(path) });
    }
  });
  cfg.campaign_tiles.forEach((t, i) => {
    const path = sitePathOf(t.link);
    if (path !== null && !isServedPath(served, path)) {
      ctx.addIssue({ code: "custom", path: ["campaign_tiles", i, "link"], message: unservedPathMessage(path) });
    }
  });
  for (const issue of modelConfigIssues(cfg.models, served))
    ctx.addIssue({ code: "custom", path: ["models", ...issue.path], message: issue.message });
  for (const issue of leadConfigReferenceIssues(cfg.lead, cfg))
    ctx.addIssue({ code: "custom", path: ["lead", ...issue.path], message: issue.message });
  if (cfg.features.certified_only && !cfg.features.certified_badge) {
    ctx.addIssue({ code: "custom", path: ["features", "certified_only"], message: "needs certified_badge to be on" });
  }
});

export type TenantConfigInput = z.input<typeof tenantConfigSchema>;
export type TenantConfig = z.output<typeof tenantConfigSchema>;

/** Each issue as "path: reason", the form the CLI and the API print. */
export function describeConfigIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(root)"}: ${i.message}`);
}

export function primaryLocation(cfg: TenantConfig): Location {
  return cfg.locations.find((l) => l.primary) ?? cfg.locations[0];
}

/**
 * The site's own origin for absolute URLs (canonical links, Open Graph,
 * JSON-LD, sitemap, robots.txt): the configured scheme and primary domain,
 * never the Host a request came with (issue 8). Null for a site with no
 * domain, which is served only at <slug>.localhost for development: it gets
 * no canonical link, no Open Graph URLs and no sitemap (docs/decisions/canonical-urls.md).
 */
export function siteOrigin(cfg: Pick<TenantConfig, "domains" | "primary_domain" | "scheme">): string | null {
  const domain = cfg.primary_domain ?? cfg.domains[0];
  return domain ? `${cfg.scheme}://${domain}` : null;
}

/** A path on the site as an absolute URL, or the path itself for a site with no domain (see siteOrigin). */
export function siteUrl(cfg: Pick<TenantConfig, "domains" | "primary_domain" | "scheme">, path: string): string {
  const origin = siteOrigin(cfg);
  // Joined, not resolved: a path can never carry the URL to another host.
  const rooted = path.startsWith("/") ? path : `/${path}`;
  return origin ? `${origin}${rooted}` : rooted;
}
