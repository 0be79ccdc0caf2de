import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * Security headers on every response (issue 8 'No security headers'), set
 * before anything else answers (server.js mounts this ahead of the static
 * files; server/app.ts ahead of the app), from a table worked out once at
 * start-up: one for plain HTTP, one for HTTPS (helmet's values, written out:
 * running helmet per response cost 1.7 % of a page's CPU, docs/PERFORMANCE.md).
 *
 * Each response gets a fresh Content-Security-Policy nonce: React Router's
 * inline scripts and React's streaming scripts carry it (app/entry.server.tsx),
 * and no other inline script may run. A page sent again from the page cache
 * instead allows exactly the inline scripts it was rendered with, by their
 * hashes (policy.withHashes; docs/decisions/cached-page-csp.md).
 *
 * Policy, and why each part:
 * - script-src 'self' 'nonce-…' (or 'sha256-…' per inline script of a cached page): our bundles and
 *   the inline scripts the server wrote; nothing else, no eval.
 * - style-src 'self' 'unsafe-inline': React renders style attributes (the theme's colours on <html>,
 *   slider positions, gallery transforms) and libraries insert <style> at run time (Radix's scroll
 *   lock); a style attribute can only be allowed by 'unsafe-inline' (a nonce covers elements only),
 *   and CSS cannot run script.
 * - img-src 'self' data: blob: https:: feed photos live on the dealers' own image hosts (spec 01 §3
 *   'images'), and YouTube thumbnails on i.ytimg.com; images cannot run script.
 * - media-src 'self' https:: a feed's video_url may be an MP4 on the dealer's host (spec 01 §3).
 * - frame-src: only the YouTube (no-cookie) and Vimeo players the video block embeds (domain/vehicle/video.ts).
 * - connect-src 'self', frame-ancestors 'none' (no framing: X-Frame-Options DENY for old browsers),
 *   object-src 'none', base-uri 'self', form-action 'self'.
 * - upgrade-insecure-requests, and HSTS, only on a request that came over HTTPS (directly or from a
 *   trusted proxy's X-Forwarded-Proto): the same site is also served over plain HTTP on
 *   <slug>.localhost in development and tests.
 * - Permissions-Policy (PERMISSIONS_POLICY below): the powerful features the site does not use are
 *   off for it and every frame.
 *
 * A tenant's tag manager (analytics/csp.server.ts) and Stripe on the payment pages
 * (payments/csp.server.ts) add their hosts with addToPolicy: each such policy is
 * worked out once too (ContentSecurityPolicy.adding) and kept.
 *
 * A route never sets these headers again: the response adapter lets a route's header replace one
 * set here (http/react-router-handler.server.ts), and nothing repeats them.
 */
const HSTS = "max-age=31536000; includeSubDomains";

/** The only frames the site embeds: the video block's players (domain/vehicle/video.ts). */
const VIDEO_PLAYERS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"];

/**
 * What the site and the frames it embeds may use (issue 17 item 13). Off: sensors, camera,
 * microphone, geolocation (the dealer locator finds locations by postcode, never by the
 * browser's position), screen capture, USB, serial, HID, MIDI, XR, idle detection, local fonts,
 * and ad-interest cohorts (browsing-topics, and FLoC's interest-cohort for browsers that had it).
 * On for the site only: payment (online payment and checkout will use the Payment Request API)
 * and writing the clipboard (Share copies the car's link). For the site and its video players:
 * autoplay (a player starts when the shopper asks), fullscreen, picture-in-picture and
 * encrypted-media, as the iframe's `allow` names them (ui/vehicle/media/video-block.tsx).
 * Only names Chromium knows: it logs a console warning for each unknown one (Chromium 156 on
 * Linux knows neither web-share nor ambient-light-sensor, bluetooth or battery).
 */
export const PERMISSIONS_POLICY: Record<string, readonly string[]> = {
  accelerometer: [],
  "browsing-topics": [],
  "interest-cohort": [],
  camera: [],
  "display-capture": [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  "idle-detection": [],
  "local-fonts": [],
  magnetometer: [],
  microphone: [],
  midi: [],
  serial: [],
  usb: [],
  "xr-spatial-tracking": [],
  payment: ["self"],
  "clipboard-write": ["self"],
  autoplay: ["self", ...VIDEO_PLAYERS],
  "encrypted-media": ["self", ...VIDEO_PLAYERS],
  fullscreen: ["self", ...VIDEO_PLAYERS],
  "picture-in-picture": ["self", ...VIDEO_PLAYERS],
};

/** The header's value: `camera=(), payment=(self), fullscreen=(self "https://…")`. */
export function permissionsPolicy(policy: Record<string, readonly string[]> = PERMISSIONS_POLICY): string {
  return Object.entries(policy)
    .map(([feature, allow]) => `${feature}=(${allow.map((a) => (a === "self" ? a : `"${a}"`)).join(" ")})`)
    .join(", ");
}

/** Where script-src takes the response's nonce or a cached page's hashes: a token no addition touches. */
const SCRIPT_SLOT = "__script_sources__";

const DIRECTIVES: readonly (readonly [string, readonly string[]])[] = [
  ["default-src", ["'self'"]],
  ["script-src", ["'self'", SCRIPT_SLOT]],
  ["script-src-attr", ["'none'"]],
  ["style-src", ["'self'", "'unsafe-inline'"]],
  ["img-src", ["'self'", "data:", "blob:", "https:"]],
  ["media-src", ["'self'", "blob:", "https:"]],
  ["font-src", ["'self'", "data:"]],
  ["connect-src", ["'self'"]],
  ["frame-src", VIDEO_PLAYERS],
  ["worker-src", ["'self'", "blob:"]],
  ["manifest-src", ["'self'"]],
  ["frame-ancestors", ["'none'"]],
  ["object-src", ["'none'"]],
  ["base-uri", ["'self'"]],
  ["form-action", ["'self'"]],
];

/**
 * A Content-Security-Policy with its script sources left open: the same
 * policy goes out with a response's nonce (a rendered page) or with a
 * cached page's script hashes. Made once per kind of response (plain or
 * HTTPS, and with each addition) and kept, so a response only joins three
 * strings.
 */
export class ContentSecurityPolicy {
  private readonly before: string;
  private readonly after: string;
  private readonly derived = new Map<string, ContentSecurityPolicy>();

  constructor(readonly template: string) {
    const parts = template.split(` ${SCRIPT_SLOT}`);
    if (parts.length !== 2) throw new Error("a policy has one place for its script sources, in script-src");
    [this.before, this.after] = parts;
  }

  /**
   * This policy with sources added by `add` (a function of the policy's text,
   * e.g. withStripeSources), made once for `key` and kept: the keys are a
   * fixed few (the analytics hosts, Stripe's), so this stays small.
   */
  adding(key: string, add: (policy: string) => string): ContentSecurityPolicy {
    let policy = this.derived.get(key);
    if (!policy) {
      policy = new ContentSecurityPolicy(add(this.template));
      this.derived.set(key, policy);
    }
    return policy;
  }

  /** The header for a rendered response: its inline scripts carry this nonce. */
  withNonce(nonce: string): string {
    return `${this.before} 'nonce-${nonce}'${this.after}`;
  }

  /** The header for a cached page: exactly these inline scripts may run ('sha256-…' sources). */
  withHashes(hashes: readonly string[]): string {
    let sources = "";
    for (const hash of hashes) sources += ` ${hash}`;
    return `${this.before}${sources}${this.after}`;
  }
}

function policyTemplate(secure: boolean): string {
  const directives = secure ? [...DIRECTIVES, ["upgrade-insecure-requests", []] as const] : DIRECTIVES;
  return directives.map(([name, sources]) => [name, ...sources].join(" ")).join(";");
}

/** Every header but the Content-Security-Policy, for a response over plain HTTP or HTTPS. */
function headerTable(secure: boolean): readonly (readonly [string, string])[] {
  return [
    ["Cross-Origin-Opener-Policy", "same-origin"],
    // Images and scripts are ours to embed; other sites may link to them but not load them as subresources.
    ["Cross-Origin-Resource-Policy", "same-site"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    // No framing (frame-ancestors 'none'), for browsers that predate it.
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    // The old XSS auditor is off: it could be made to remove a page's own scripts.
    ["X-XSS-Protection", "0"],
    ["Permissions-Policy", permissionsPolicy()],
    ...(secure ? [["Strict-Transport-Security", HSTS] as const] : []),
  ];
}

/** The headers and the base policy, by whether the request came over HTTPS. */
export const SECURITY_HEADERS = {
  plain: { headers: headerTable(false), csp: new ContentSecurityPolicy(policyTemplate(false)) },
  https: { headers: headerTable(true), csp: new ContentSecurityPolicy(policyTemplate(true)) },
} as const;

/** Express middleware: a nonce in res.locals.cspNonce, the policy in res.locals.csp, then the headers. Safe to mount twice (it runs once). */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  if (res.locals.cspNonce) return next();
  const nonce = randomBytes(16).toString("hex");
  const table = req.secure ? SECURITY_HEADERS.https : SECURITY_HEADERS.plain;
  res.locals.cspNonce = nonce;
  res.locals.csp = table.csp;
  res.removeHeader("X-Powered-By");
  for (const [name, value] of table.headers) res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", table.csp.withNonce(nonce));
  next();
}

/**
 * The response's policy (securityHeaders set it), before its script sources
 * are filled in. Checked by shape, not instanceof: under `node server.js --dev`
 * the securityHeaders server.js mounts may come from an earlier load of this
 * module than the app's.
 */
export function policyOf(res: Response): ContentSecurityPolicy {
  const policy = res.locals.csp as Partial<ContentSecurityPolicy> | undefined;
  if (typeof policy?.withHashes !== "function") throw new Error("securityHeaders must run before the policy is read");
  return policy as ContentSecurityPolicy;
}

/** Adds sources to this response's policy (see ContentSecurityPolicy.adding) and sends it with the response's nonce. */
export function addToPolicy(res: Response, key: string, add: (policy: string) => string): void {
  const policy = policyOf(res).adding(key, add);
  res.locals.csp = policy;
  res.setHeader("Content-Security-Policy", policy.withNonce(res.locals.cspNonce as string));
}
