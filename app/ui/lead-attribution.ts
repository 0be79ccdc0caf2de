import {
  emptyAttribution,
  recordLanding,
  recordPageView,
  sanitizeAttribution,
  serializeAttribution,
  type LeadAttribution,
} from "~/domain/leads/attribution";

/**
 * The visitor's lead attribution in the browser (issue 10 §2; spec 01 §3
 * 'Lead'): the campaign parameters (utm_*, gclid, fbclid, msclkid, ...) and
 * the other site's host captured on landing, and the recent paths visited,
 * kept in localStorage (per site: per origin) so they outlive the tab and
 * the landing. The rules (what counts as a new touch, the bounds) are
 * app/domain/leads/attribution.ts; the server cleans what it gets again.
 *
 * The root records every page view (recordVisit); a lead form sends
 * currentAttribution() as `attributes` of POST /api/leads.
 */

export const ATTRIBUTION_STORAGE_KEY = "lead-attribution";

/** What POST /api/leads takes as `attributes` (app/routes/api.leads.ts). */
export interface AttributionPayload extends LeadAttribution {
  /** The page the form is on: path and query. */
  url: string;
}

/** When storage is refused (private mode, a full quota), this page's visit still counts. */
let memory: LeadAttribution | null = null;
/** The first page view of this document is the landing: its referrer and query are the touch. */
let landed = false;

function siteHosts(loc: Pick<Location, "hostname">): string[] {
  return [loc.hostname];
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage disabled by the browser's settings: fall back to memory.
    return null;
  }
}

function read(hosts: string[]): LeadAttribution {
  const raw = (() => {
    try {
      return storage()?.getItem(ATTRIBUTION_STORAGE_KEY) ?? null;
    } catch {
      return null;
    }
  })();
  if (raw === null) return memory ?? emptyAttribution();
  try {
    return sanitizeAttribution(JSON.parse(raw), hosts);
  } catch {
    // Not JSON (edited by hand, an older format): start afresh.
    return emptyAttribution();
  }
}

function write(state: LeadAttribution): void {
  memory = state;
  try {
    storage()?.setItem(ATTRIBUTION_STORAGE_KEY, serializeAttribution(state));
  } catch {
    // Quota or privacy mode: the in-memory copy serves this page.
  }
}

/**
 * Records a page view: on the document's first (the landing), the campaign
 * parameters of its URL and an outside referrer; on every one, its path.
 */
export function recordVisit(loc: Pick<Location, "hostname" | "href"> = window.location, referrer = document.referrer): void {
  const hosts = siteHosts(loc);
  const url = new URL(loc.href);
  let state = read(hosts);
  if (!landed) {
    landed = true;
    state = recordLanding(state, { url, referrer, siteHosts: hosts });
  }
  write(recordPageView(state, url.pathname + url.search, hosts));
}

/** The attribution to send with a lead (POST /api/leads `attributes`), for the page the form is on. */
export function currentAttribution(
  loc: Pick<Location, "hostname" | "pathname" | "search"> = window.location,
): AttributionPayload {
  return { ...read(siteHosts(loc)), url: loc.pathname + loc.search };
}

/** Tests: forget the landing and the in-memory copy (a new document). */
export function resetAttributionForTests(): void {
  landed = false;
  memory = null;
}
