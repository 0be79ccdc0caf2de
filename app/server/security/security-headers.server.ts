import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

/**
 * Security headers on every response (issue 8 'No security headers'), set by
 * helmet before anything else answers (server.js mounts this ahead of the
 * static files; server/app.ts ahead of the app). Each response gets a fresh
 * Content-Security-Policy nonce: React Router's inline scripts and React's
 * streaming scripts carry it (app/entry.server.tsx), and no other inline
 * script may run.
 *
 * Policy, and why each part:
 * - script-src 'self' 'nonce-…': our bundles and the nonced inline scripts; nothing else, no eval.
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
const PERMISSIONS_POLICY_VALUE = permissionsPolicy();

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  mediaSrc: ["'self'", "blob:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  frameSrc: VIDEO_PLAYERS,
  workerSrc: ["'self'", "blob:"],
  manifestSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

function headersFor(secure: boolean) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives, upgradeInsecureRequests: secure ? [] : null },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // Images and scripts are ours to embed; other sites may link to them but not load them as subresources.
    crossOriginResourcePolicy: { policy: "same-site" },
  });
}

/**
 * The headers helmet writes, worked out once (helmet runs a dozen middlewares
 * and rebuilds the policy string on every call: 1.7 % of a page's CPU in the
 * SSR profile, docs/PERFORMANCE.md). Helmet stays the source of the policy:
 * it is run once against a stand-in response whose nonce is a placeholder,
 * and each response gets the recorded headers with its own nonce put in.
 */
const NONCE_PLACEHOLDER = "__csp_nonce__";

interface RecordedHeaders {
  fixed: [string, string][];
  /** The Content-Security-Policy around the nonce: parts.join(nonce). */
  cspName: string;
  cspParts: string[];
}

function recordHeaders(secure: boolean): RecordedHeaders {
  const headers = new Map<string, string>();
  const standIn = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
      return standIn;
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let done = false;
  headersFor(secure)({} as IncomingMessage, standIn as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    done = true;
  });
  if (!done) throw new Error("helmet did not finish synchronously");
  const cspName = [...headers.keys()].find((name) => name.toLowerCase() === "content-security-policy");
  if (!cspName) throw new Error("helmet wrote no Content-Security-Policy");
  const cspParts = headers.get(cspName)!.split(NONCE_PLACEHOLDER);
  if (cspParts.length !== 2) throw new Error("the policy must carry the nonce once");
  headers.delete(cspName);
  return { fixed: [...headers], cspName, cspParts };
}

const plain = recordHeaders(false);
const overHttps = recordHeaders(true);

/** Express middleware: a nonce in res.locals.cspNonce, then the headers. Safe to mount twice (it runs once). */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  if (res.locals.cspNonce) return next();
  const nonce = randomBytes(16).toString("hex");
  res.locals.cspNonce = nonce;
  const recorded = req.secure ? overHttps : plain;
  res.removeHeader("X-Powered-By");
  for (const [name, value] of recorded.fixed) res.setHeader(name, value);
  res.setHeader(recorded.cspName, recorded.cspParts.join(nonce));
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY_VALUE);
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
  next();
}

function nonceOf(res: ServerResponse): string {
  const nonce = (res as Response).locals?.cspNonce;
  if (typeof nonce !== "string") throw new Error("securityHeaders must set the CSP nonce before helmet writes the policy");
  return nonce;
}

/**
 * For a rendered-page cache: a page is stored with the nonce it was rendered
 * with, and every response that sends it again gets its own nonce, here
 * swapped in (a nonce is 128 random bits, so it occurs nowhere else). The
 * header already carries the new one: securityHeaders runs per response.
 */
export function withNonce(html: string, renderedWith: string, nonce: string): string {
  return renderedWith === nonce ? html : html.split(renderedWith).join(nonce);
}
