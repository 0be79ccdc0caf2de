/**
 * Lead attributes (spec 01 §3 'Lead': source, lead_attributes {visited_pages,
 * linked_query_params}; spec 02 §3 'Finance payload' carries the same): where
 * the shopper came from and what they looked at, kept per visitor and attached
 * to each lead. Everything is bounded, because the visitor's own browser (a
 * cookie or a hidden field) carries it: a lead cannot be inflated through it.
 *
 * Attribution is "last non-direct touch": a landing with campaign parameters
 * or from another site replaces what was kept; browsing the site, or coming
 * back by typing the address, keeps it.
 */

export const ATTRIBUTE_LIMITS = {
  params: 20,
  keyLength: 40,
  valueLength: 200,
  pages: 20,
  pathLength: 300,
  hostLength: 253,
  /** The serialised attribution fits a cookie with room to spare (browsers keep 4096 bytes per cookie). */
  serialisedBytes: 3000,
} as const;

/** Click identifiers of the ad networks, kept with the utm_* parameters (issue 10 §2: "utm_*, gclid, fbclid and the like"). */
export const CLICK_ID_PARAMS = [
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "fbclid",
  "msclkid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "epik",
  "yclid",
] as const;

/** The hidden form field a page's script fills with the attribution (JSON) before a lead form posts. */
export const ATTRIBUTION_FIELD = "lead_attributes";

export interface LeadAttribution {
  linked_query_params: Record<string, string>;
  /** The host of the other site the shopper last arrived from, or null. */
  landing_referrer: string | null;
  /** The visitor's recent same-site paths, oldest first. */
  visited_pages: string[];
}

export interface LeadAttributes {
  source: string | null;
  visited_pages: string[];
  linked_query_params: Record<string, string>;
}

export function emptyAttribution(): LeadAttribution {
  return { linked_query_params: {}, landing_referrer: null, visited_pages: [] };
}

// C0 and C1 control characters and the Unicode line separators: never wanted in a CRM field.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

function clean(s: string, max: number): string {
  return s.replace(CONTROL, "").trim().slice(0, max);
}

function isLinkedParam(key: string): boolean {
  return /^utm_[a-z0-9_]{1,36}$/.test(key) || (CLICK_ID_PARAMS as readonly string[]).includes(key);
}

/** The campaign parameters of a landing URL's query (utm_*, click ids), cleaned and bounded; first value of each wins. */
export function captureLinkedQueryParams(params: Iterable<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  let n = 0;
  for (const [rawKey, rawValue] of params) {
    const key = rawKey.trim().toLowerCase();
    if (key.length > ATTRIBUTE_LIMITS.keyLength || !isLinkedParam(key) || key in out) continue;
    const value = clean(rawValue, ATTRIBUTE_LIMITS.valueLength);
    if (!value) continue;
    out[key] = value;
    if (++n >= ATTRIBUTE_LIMITS.params) break;
  }
  return out;
}

function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== "http:" && u.protocol !== "https:") return null;
    return u.hostname.toLowerCase().slice(0, ATTRIBUTE_LIMITS.hostLength) || null;
  } catch {
    // Not a URL (browsers send some odd Referer values): no host to credit.
    return null;
  }
}

/** The host of a referrer from another site; null for none, our own site, or something that is not a web URL. */
export function externalReferrerHost(referrer: string | null | undefined, siteHosts: readonly string[]): string | null {
  if (!referrer) return null;
  const host = hostOf(referrer);
  return host && !siteHosts.map((h) => h.toLowerCase()).includes(host) ? host : null;
}

/**
 * A same-site path ("/cars/x?y") from a path or a URL on one of the site's
 * hosts; null for another site, a protocol-relative "//host", or a path too long to keep.
 */
export function sameSitePath(pathOrUrl: string, siteHosts: readonly string[]): string | null {
  const s = pathOrUrl.replace(CONTROL, "").trim();
  let u: URL;
  try {
    if (s.startsWith("/") && !s.startsWith("//") && !s.startsWith("/\\")) u = new URL(s, "http://same-site.invalid");
    else {
      u = new URL(s);
      if ((u.protocol !== "http:" && u.protocol !== "https:") || !siteHosts.map((h) => h.toLowerCase()).includes(u.hostname))
        return null;
    }
  } catch {
    // Not a path or URL: nothing to keep.
    return null;
  }
  const path = u.pathname + u.search;
  if (path.length <= ATTRIBUTE_LIMITS.pathLength) return path;
  return u.pathname.length <= ATTRIBUTE_LIMITS.pathLength ? u.pathname : null;
}

/** A landing (a page request): campaign parameters or another site's referrer start a new touch. */
export function recordLanding(
  state: LeadAttribution,
  landing: { url: URL; referrer?: string | null; siteHosts: readonly string[] },
): LeadAttribution {
  const params = captureLinkedQueryParams(landing.url.searchParams);
  const referrer = externalReferrerHost(landing.referrer, landing.siteHosts);
  if (Object.keys(params).length === 0 && !referrer) return state;
  return { ...state, linked_query_params: params, landing_referrer: referrer };
}

/** A page view: kept when same-site, the same page twice in a row counted once, the oldest dropped past the limit. */
export function recordPageView(state: LeadAttribution, pathOrUrl: string, siteHosts: readonly string[]): LeadAttribution {
  const path = sameSitePath(pathOrUrl, siteHosts);
  if (!path || state.visited_pages.at(-1) === path) return state;
  return { ...state, visited_pages: [...state.visited_pages, path].slice(-ATTRIBUTE_LIMITS.pages) };
}

/** Spec 01 §3 'Lead' source: utm_source, else the host of the site the shopper came from. */
export function leadSource(state: LeadAttribution): string | null {
  return state.linked_query_params.utm_source ?? state.landing_referrer ?? null;
}

/** What a lead carries (spec 01 §3 'Lead': source, lead_attributes). */
export function leadAttributes(state: LeadAttribution): LeadAttributes {
  return { source: leadSource(state), visited_pages: state.visited_pages, linked_query_params: state.linked_query_params };
}

/**
 * Attribution as it came back from the visitor (a cookie, a hidden field):
 * anything malformed is dropped, anything long cut to the limits. Never throws.
 */
export function sanitizeAttribution(input: unknown, siteHosts: readonly string[]): LeadAttribution {
  if (!input || typeof input !== "object") return emptyAttribution();
  const o = input as Record<string, unknown>;
  const params =
    o.linked_query_params && typeof o.linked_query_params === "object" && !Array.isArray(o.linked_query_params)
      ? captureLinkedQueryParams(
          Object.entries(o.linked_query_params as Record<string, unknown>).filter(
            (e): e is [string, string] => typeof e[1] === "string",
          ),
        )
      : {};
  const referrer =
    typeof o.landing_referrer === "string" && /^[a-z0-9.-]{1,253}$/i.test(o.landing_referrer)
      ? o.landing_referrer.toLowerCase()
      : null;
  let state: LeadAttribution = { linked_query_params: params, landing_referrer: referrer, visited_pages: [] };
  if (Array.isArray(o.visited_pages)) {
    for (const p of o.visited_pages.slice(-ATTRIBUTE_LIMITS.pages * 2))
      if (typeof p === "string") state = recordPageView(state, p, siteHosts);
  }
  return state;
}

/**
 * JSON of the attribution within maxBytes (ATTRIBUTE_LIMITS.serialisedBytes
 * unless told): the oldest pages go first, then campaign parameters
 * (utm_source, the lead's source, last).
 */
export function serializeAttribution(state: LeadAttribution, maxBytes: number = ATTRIBUTE_LIMITS.serialisedBytes): string {
  const bytes = (s: string) => new TextEncoder().encode(s).length;
  let pages = state.visited_pages;
  let params = Object.entries(state.linked_query_params).sort(
    ([a], [b]) => Number(a === "utm_source") - Number(b === "utm_source"),
  );
  for (;;) {
    const json = JSON.stringify({ ...state, linked_query_params: Object.fromEntries(params), visited_pages: pages });
    if (bytes(json) <= maxBytes) return json;
    if (pages.length > 0) pages = pages.slice(1);
    else params = params.slice(1);
  }
}
