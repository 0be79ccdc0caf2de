/**
 * The analytics event ids of spec 01 §9 and spec 02 §7, without Zod, so the
 * browser's event module (app/ui/analytics/events.ts) stays small and never
 * runs Zod (whose eval probe the CSP reports). The schemas are ./config.ts.
 */

/** Spec 01 §9 'Analytics event ids' and spec 02 §7, by what they mean; the name is the dataLayer `event`. */
export const ANALYTICS_EVENTS = {
  used_vehicle_view: 4,
  finance_enquiry: 9,
  enquiry_new: 14,
  enquiry_used: 15,
  test_drive_new: 17,
  offer_accepted: 18,
  default_enquiry: 22,
  other_25: 25,
  finance_calculator_first_interaction: 26,
  code_sent: 36,
  code_verified: 37,
  favourite: 39,
  test_drive_used: 48,
  search_view: 49,
  careers: 51,
  history_report: 60,
  print: 61,
} as const satisfies Record<string, number>;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsEventId = (typeof ANALYTICS_EVENTS)[AnalyticsEventName];

export const KNOWN_EVENT_IDS: readonly number[] = [...new Set(Object.values(ANALYTICS_EVENTS))].sort((a, b) => a - b);

const NAME_BY_ID = new Map<number, AnalyticsEventName>(
  (Object.entries(ANALYTICS_EVENTS) as [AnalyticsEventName, number][]).map(([name, id]) => [id, name]),
);

export function isKnownEventId(id: number): id is AnalyticsEventId {
  return NAME_BY_ID.has(id);
}

/** The dataLayer `event` for an id (spec ids 25 and 26 are not described: named by their number or first use). */
export function eventName(id: AnalyticsEventId): AnalyticsEventName {
  return NAME_BY_ID.get(id)!;
}
