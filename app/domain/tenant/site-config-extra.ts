import { z } from "zod";
import { intervalOf, parseClock } from "../locations/clock-time";
import { contentPagesSchema } from "../content/content-pages";
import { navigationSchema } from "../navigation/menu-config";
import { DEFAULT_MINIMUM_RATING, REVIEW_SAMPLE_SIZE } from "../content/reviews";
import { LINK_MESSAGE, LINK_PATTERN, RESERVED_TOP_LEVEL_SEGMENTS } from "../navigation/served-paths";
import { AUSTRALIAN_TIME_ZONES, isDateKey } from "../locations/time-zones";
import { CAR_TYPES } from "../vehicle/vehicle";

/**
 * The tenant config the site pages around the stock need (issue 12), to be
 * merged into tenant-config.ts: `locationExtraShape` into each location,
 * `siteExtraShape` into the site. Each field's message names what is wrong;
 * the path comes from Zod.
 */

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
const slug = z
  .string({ error: "must be text" })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and single hyphens");

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

/** Fields added to each location (merge into tenant-config's locationSchema). */
export const locationExtraShape = {
  special_hours: specialHoursListSchema.default([]),
  // Spec 02 §4: 'For the service location at one named site, a closed day shows
  // an Enquire Now link to an external service booking page.'
  service_booking_url: httpsUrl.nullish(),
  // Only when the state's zone is wrong for the site; see time-zones.ts.
  time_zone: z.enum(AUSTRALIAN_TIME_ZONES, { error: `must be one of ${AUSTRALIAN_TIME_ZONES.join(", ")}` }).nullish(),
};
export const locationExtraSchema = z.object(locationExtraShape);

export interface ConfigIssue {
  path: (string | number)[];
  message: string;
}

/**
 * Checks that need the whole location, for the tenant config's superRefine:
 * the booking page only on a service location, and weekly opening hours that
 * can be read (an Open entry needs open before close, or the feed's formated_hours).
 */
export function locationExtraIssues(loc: {
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

/** Fields added to the site (merge into tenant-config's tenantConfigSchema). */
export const siteExtraShape = {
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
  navigation: navigationSchema,
  content_pages: contentPagesSchema.default([]),
  campaign_tiles: z.array(campaignTileSchema).max(50, "must list at most 50 tiles").default([]),
  brands: z
    .array(brandSchema)
    .max(300, "must list at most 300 brands")
    .superRefine(uniqueBy((b: Brand) => b.slug, "slug"))
    .default([]),
  // Spec 02 §9 sales counter, off unless a tenant asks for it.
  sales_counter: z.boolean({ error: "must be true or false" }).default(false),
};
export const siteExtraSchema = z.object(siteExtraShape);
export type SiteExtra = z.output<typeof siteExtraSchema>;
