import { ANALYTICS_EVENTS, eventName, type AnalyticsEventId, type AnalyticsEventName } from "~/domain/analytics/event-ids";

/**
 * Analytics events in the browser (issue 10 §3; ids of spec 01 §9 and spec
 * 02 §7): each is pushed to window.dataLayer as { event, event_id, ... } for
 * the tenant's tag manager (when it has one; app/ui/analytics/tags.tsx), and
 * recorded first-party with POST /api/events. A failure only warns (spec 01
 * §8 'Analytics failure: warning only'): it never reaches the shopper.
 */

export interface TrackedEvent {
  /** The car the event is about (vehicle view, favourite, print, history report, lead). */
  car_id?: number | null;
  /** The lead's reference, for lead events. */
  lead_id?: string | null;
  /** Default: the current page's path. */
  path?: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function track(name: AnalyticsEventName, detail: TrackedEvent = {}): void {
  trackId(ANALYTICS_EVENTS[name], detail);
}

export function trackId(id: AnalyticsEventId, detail: TrackedEvent = {}): void {
  if (typeof window === "undefined") return;
  const path = (detail.path ?? window.location.pathname).slice(0, 500);
  const extra = {
    ...(detail.car_id ? { car_id: detail.car_id } : {}),
    ...(detail.lead_id ? { lead_id: detail.lead_id } : {}),
  };
  try {
    (window.dataLayer ??= []).push({ event: eventName(id), event_id: id, page_path: path, ...extra });
  } catch (err) {
    console.warn("analytics: dataLayer push failed", err);
  }
  record({ event_id: id, path, ...extra });
}

function record(body: { event_id: number; path: string; car_id?: number; lead_id?: string }): void {
  // keepalive: the request outlives the page (a print or a link followed right after the event).
  fetch("/api/events", {
    method: "POST",
    keepalive: true,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
    .then((res) => {
      if (!res.ok) console.warn(`analytics: /api/events answered ${res.status}`);
    })
    .catch((err: unknown) => console.warn("analytics: /api/events failed", err));
}
