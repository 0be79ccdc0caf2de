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
 * - frame-src: only the YouTube (no-cookie) and Vimeo players the video block embeds (domain/video.ts).
 * - connect-src 'self', frame-ancestors 'none' (no framing: X-Frame-Options DENY for old browsers),
 *   object-src 'none', base-uri 'self', form-action 'self'.
 * - upgrade-insecure-requests, and HSTS, only on a request that came over HTTPS (directly or from a
 *   trusted proxy's X-Forwarded-Proto): the same site is also served over plain HTTP on
 *   <slug>.localhost in development and tests.
 */
const HSTS = "max-age=31536000; includeSubDomains";

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res)}'`],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:", "blob:", "https:"],
  mediaSrc: ["'self'", "blob:", "https:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  frameSrc: ["https://www.youtube-nocookie.com", "https://player.vimeo.com"],
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

const plain = headersFor(false);
const overHttps = headersFor(true);

/** Express middleware: a nonce in res.locals.cspNonce, then the headers. Safe to mount twice (it runs once). */
export function securityHeaders(req: Request, res: Response, next: NextFunction): void {
  if (res.locals.cspNonce) return next();
  res.locals.cspNonce = randomBytes(16).toString("hex");
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
  (req.secure ? overHttps : plain)(req, res, next);
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
