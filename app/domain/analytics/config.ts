import { z } from "zod";
import { KNOWN_EVENT_IDS, isKnownEventId } from "./event-ids";

/**
 * Analytics (issue 10 §3): the event ids of spec 01 §9 and spec 02 §7, the
 * per-tenant tag configuration, and the first-party event record POST
 * /api/events takes. Shared by the browser (app/ui/analytics/events.ts) and
 * the server (app/routes/api.events.ts).
 */

export {
  ANALYTICS_EVENTS,
  KNOWN_EVENT_IDS,
  eventName,
  isKnownEventId,
  type AnalyticsEventId,
  type AnalyticsEventName,
} from "./event-ids";

/** Most a path may be: the site's own paths are short; a longer one is cut, never stored whole. */
export const EVENT_PATH_MAX = 500;

/** What the browser records with POST /api/events (one event per request, a few hundred bytes). */
export const analyticsEventSchema = z.object({
  event_id: z
    .number({ error: "event_id must be a number" })
    .int({ error: "event_id must be a whole number" })
    .refine(isKnownEventId, { error: `event_id must be one of the known ids: ${KNOWN_EVENT_IDS.join(", ")}` }),
  path: z
    .string({ error: "path must be the page's path" })
    .startsWith("/", { error: "path must start with /" })
    .max(EVENT_PATH_MAX, { error: `path must be at most ${EVENT_PATH_MAX} characters` }),
  car_id: z.number({ error: "car_id must be a car's id" }).int().positive({ error: "car_id must be a car's id" }).nullish(),
  lead_id: z
    .string({ error: "lead_id must be a lead reference" })
    .regex(/^[A-Z0-9-]{1,40}$/, { error: "lead_id must be a lead reference" })
    .nullish(),
});
export type AnalyticsEventInput = z.infer<typeof analyticsEventSchema>;

/**
 * Per-tenant tags (tenant config `analytics`): a Google Tag Manager
 * container, a Google Analytics 4 measurement id, or both. None: no
 * third-party script loads at all.
 */
export const analyticsConfigSchema = z
  .object({
    gtm_container_id: z
      .string({ error: "analytics.gtm_container_id must be a text such as GTM-ABC1234" })
      .trim()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, {
        error: "analytics.gtm_container_id must look like GTM-ABC1234 (GTM- then 4 to 12 capitals or digits)",
      })
      .nullish(),
    ga_measurement_id: z
      .string({ error: "analytics.ga_measurement_id must be a text such as G-ABCDE12345" })
      .trim()
      .regex(/^G-[A-Z0-9]{4,16}$/, {
        error: "analytics.ga_measurement_id must look like G-ABCDE12345 (G- then 4 to 16 capitals or digits)",
      })
      .nullish(),
  })
  .strict();
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;

/** What the browser needs to load the tenant's tags; null when none is configured. */
export interface AnalyticsTags {
  gtm_container_id: string | null;
  ga_measurement_id: string | null;
}

export function analyticsTags(cfg: AnalyticsConfig | null | undefined): AnalyticsTags | null {
  const gtm = cfg?.gtm_container_id ?? null;
  const ga = cfg?.ga_measurement_id ?? null;
  return gtm || ga ? { gtm_container_id: gtm, ga_measurement_id: ga } : null;
}

/** The hosts the tenant's Content-Security-Policy must allow for its tags (Google's CSP guide for GTM and GA4). */
export function analyticsCspSources(tags: AnalyticsTags | null): { script: string[]; connect: string[] } {
  if (!tags) return { script: [], connect: [] };
  return {
    script: ["https://www.googletagmanager.com"],
    connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  };
}
