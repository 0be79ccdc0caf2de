import { parseCookie } from "cookie";
import {
  emptyAttribution,
  recordLanding,
  recordPageView,
  sanitizeAttribution,
  serializeAttribution,
  type LeadAttribution,
} from "~/domain/leads/attribution";

/**
 * The lead attribution a browser without JavaScript carries (issue 17 §1;
 * spec 01 §3 'Lead': source, lead_attributes {visited_pages,
 * linked_query_params}). With JavaScript the page keeps the attribution in
 * localStorage (app/ui/lead-attribution.ts) and every lead form sends it in
 * its hidden `lead_attributes` field. Without JavaScript nothing can read
 * localStorage, but every page the shopper sees is a document the server
 * sends, so the server keeps the same record in a first-party cookie, by the
 * same rules (app/domain/leads/attribution.ts): each HTML page view (`GET`, 200)
 * is a landing — its utm_* and click-id parameters or another site's
 * Referer start a new touch — and a visited page. A lead posted without the
 * hidden field (no JavaScript, or a form sent before the page's script ran)
 * takes its attribution from this cookie (submit-lead.server.ts), so every
 * form path stores the same attribute set. docs/decisions/lead-attribution.md.
 *
 * The cookie is set by the HTTP layer on the response, never by a route, so
 * the page cache's stored bytes stay the same for everyone and a cached page
 * still records the view (http/react-router-handler.server.ts `onPage`).
 */
export const ATTRIBUTION_COOKIE = "dp_attr";

/** As long as a campaign is usually credited with a sale enquiry: 30 days from the last page view. */
export const ATTRIBUTION_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * The JSON's budget: base64url makes it 4/3 as long, so the cookie stays
 * under 3,800 bytes with its name and attributes (browsers keep 4,096 per cookie).
 */
export const ATTRIBUTION_COOKIE_JSON_BYTES = 2800;

/** The attribution in a request's cookie; an empty one when there is none or it is not ours. Never throws. */
export function attributionFromCookie(cookieHeader: string | null | undefined, siteHosts: readonly string[]): LeadAttribution {
  const raw = parseCookie(cookieHeader ?? "")[ATTRIBUTION_COOKIE];
  if (!raw || !/^[A-Za-z0-9_-]{1,4000}$/.test(raw)) return emptyAttribution();
  try {
    return sanitizeAttribution(JSON.parse(Buffer.from(raw, "base64url").toString("utf8")), siteHosts);
  } catch {
    // Not JSON (an old or hand-made cookie): nothing to credit.
    return emptyAttribution();
  }
}

export interface PageView {
  /** The page's URL as requested (its path and query are recorded; its host is the site's). */
  url: URL;
  referrer: string | null | undefined;
  cookieHeader: string | null | undefined;
  /** Over HTTPS: the cookie is Secure. */
  secure: boolean;
}

/** The attribution after this page view, and the Set-Cookie header that keeps it. */
export function recordPageViewCookie(view: PageView): { state: LeadAttribution; setCookie: string } {
  const hosts = [view.url.hostname];
  const landed = recordLanding(attributionFromCookie(view.cookieHeader, hosts), {
    url: view.url,
    referrer: view.referrer,
    siteHosts: hosts,
  });
  const state = recordPageView(landed, view.url.pathname + view.url.search, hosts);
  const value = Buffer.from(serializeAttribution(state, ATTRIBUTION_COOKIE_JSON_BYTES), "utf8").toString("base64url");
  const attributes = [
    "Path=/",
    `Max-Age=${ATTRIBUTION_COOKIE_MAX_AGE}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(view.secure ? ["Secure"] : []),
  ];
  return { state, setCookie: `${ATTRIBUTION_COOKIE}=${value}; ${attributes.join("; ")}` };
}
