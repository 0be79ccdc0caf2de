/**
 * Spec 02 §7 analytics (36 code sent, 37 code verified) pushed to the tag
 * manager's data layer. Deliberately tiny: the platform's analytics module
 * (another change) may take these over.
 */
export function pushAnalytics(eventId: number): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  (w.dataLayer ??= []).push({ event: "analytics_event", analytics_event_id: eventId });
}
