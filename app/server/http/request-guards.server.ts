import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { bodyLimitFor, formatBytes } from "../security/body-limit.server";
import { parseHostHeader } from "../security/host-header.server";
import { MUTATIONS, methodTable, type MethodTable } from "../security/allowed-methods.server";
import { checkSameOrigin } from "../security/same-origin.server";

/**
 * The checks every request passes before React Router sees it, in one place
 * (issue 8). In order:
 *
 * 1. Host: one host name or address with an optional port, and a request
 *    target that is a path without encoded control characters (no page has
 *    one, and React Router's route patterns do not match across a newline);
 *    else 400 (React Router builds the request's URL from them).
 *    X-Forwarded-Host is dropped: the tenant comes from Host alone.
 * 2. Method: by the route table (security/allowed-methods.server.ts); 405
 *    with Allow, or 204 with Allow for OPTIONS.
 * 3. Cross-site: every state-changing request must come from a page of this
 *    very host (security/same-origin.server.ts), else 403. The stock feed and
 *    the alerts' one-click unsubscribe are the exceptions: their callers are
 *    servers, and they carry their own key (a Bearer key, a signed token).
 *    Their Origin header is dropped, as React Router would take a foreign one
 *    on a page action for a CSRF attempt and answer 500.
 * 4. Body size: a declared Content-Length over the path's limit is 413 at
 *    once; a body without one is counted while it streams
 *    (react-router-handler.server.ts).
 *
 * A refused form POST from a page without JavaScript (a browser's document
 * request) is not answered with bare text: it becomes the GET of the same page,
 * its body unread and no action run, rendered with the refusal's status and
 * the refusal in the request context, so the page's lead form shows the
 * message in its destructive alert (spec 02 §8; server/leads/refusal.server.ts).
 */
export const CROSS_SITE_EXEMPT: ReadonlySet<string> = new Set([
  "/api/feed",
  // RFC 8058 one-click unsubscribe: mail programs post from their servers. The signed token in the URL is
  // the authority (no cookie is read), so a cross-site post can do nothing its sender could not with the link.
  "/pages/unsubscribe",
  // Stripe's servers post events; the Stripe-Signature over the body is the authority (routes/api.payments.stripe-webhook.ts).
  "/api/payments/stripe-webhook",
]);

export function requestGuards(routes: () => Promise<ServerBuild["routes"]>) {
  let table: Promise<MethodTable> | undefined;
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const host = parseHostHeader(req.headers.host);
      if (!host || !req.url.startsWith("/")) {
        return refuse(req, res, 400, "Bad request: the Host header must be one host name with an optional port.");
      }
      res.locals.host = host;
      delete req.headers["x-forwarded-host"];
      const pathname = pathOf(req.url);
      if (CONTROL_CHARACTER.test(pathname)) return refuse(req, res, 400, "Bad request: the path has control characters in it.");

      table ??= routes().then(methodTable);
      const routeTable = await table;
      const verdict = routeTable.check(req.method, pathname);
      if (!verdict.ok) {
        res.setHeader("Allow", verdict.allow);
        if (verdict.status === 204) return void res.status(204).end();
        return refuse(req, res, 405, `Method not allowed: this address accepts ${verdict.allow}.`);
      }

      if (MUTATIONS.has(req.method) && CROSS_SITE_EXEMPT.has(pathname)) {
        // The exempt paths' authority is their own key, not the caller's page; a foreign Origin left in
        // place would make React Router abort the page action as a CSRF attempt, a 500 instead of an answer.
        delete req.headers.origin;
      } else if (MUTATIONS.has(req.method)) {
        const origin = checkSameOrigin(
          {
            origin: header(req, "origin"),
            referer: header(req, "referer"),
            secFetchSite: header(req, "sec-fetch-site"),
          },
          host,
          req.secure,
        );
        if (!origin.ok)
          return refuseOrRender(
            req,
            res,
            next,
            403,
            `Forbidden: requests that change anything must come from this site; ${origin.reason}.`,
          );
      }

      // Pages wait their turn to render; resource routes (images, APIs) do not (react-router-handler.server.ts).
      // Asked only of what the page cache does not answer: a cache hit pays nothing for it.
      if (req.method === "GET" || req.method === "HEAD") res.locals.rendersPage = () => routeTable.rendersPage(pathname);

      const limit = bodyLimitFor(pathname);
      const declared = Number(req.headers["content-length"] ?? 0);
      if (declared > limit) {
        res.setHeader("Connection", "close");
        return refuseOrRender(
          req,
          res,
          next,
          413,
          `The request body is too large: this address accepts at most ${formatBytes(limit)}.`,
        );
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

const CONTROL_CHARACTER = /%(0[0-9a-f]|1[0-9a-f]|7f)/i;

/**
 * The path as React Router will route it: the WHATWG URL parser resolves dot
 * segments ('/contact-us/..' is '/') and reads a backslash as a slash, so the
 * guards must judge that path, not the raw one.
 */
function pathOf(url: string): string {
  try {
    return new URL(`http://h${url}`).pathname;
  } catch {
    const q = url.search(/[?#]/);
    return q === -1 ? url : url.slice(0, q);
  }
}

function header(req: Request, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** What a refused page form POST carries to React Router (res.locals.refusal; the request context's `refusal`). */
export interface Refusal {
  status: number;
  message: string;
}

/**
 * A browser's form POST to a page, sent without JavaScript: not an API call
 * and not React Router's own data request ({path}.data, the page's script),
 * which the form's script shows itself (app/ui/lead/client-action.ts).
 */
export function isPageFormPost(req: Request): boolean {
  const path = pathOf(req.url);
  if (req.method !== "POST" || path.startsWith("/api/") || path.endsWith(".data")) return false;
  const type = header(req, "content-type") ?? "";
  return (
    /text\/html/i.test(header(req, "accept") ?? "") && /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)
  );
}

/**
 * Refuses, or for a page's form POST renders the page again with the
 * refusal: the request becomes a GET (nothing is changed, no action runs),
 * its body is never read, and the connection is not reused after it.
 */
function refuseOrRender(req: Request, res: Response, next: NextFunction, status: number, message: string): void {
  if (!isPageFormPost(req)) return refuse(req, res, status, message);
  res.locals.refusal = { status, message } satisfies Refusal;
  res.setHeader("Connection", "close");
  req.method = "GET";
  for (const name of ["content-length", "content-type", "transfer-encoding"]) delete req.headers[name];
  next();
}

/** A refusal as JSON ({ error }) for API callers, plain text otherwise; never cached. */
export function refuse(req: Request, res: Response, status: number, message: string): void {
  res.status(status).setHeader("Cache-Control", "no-store");
  const wantsJson = req.path.startsWith("/api/") || /application\/json/i.test(req.headers.accept ?? "");
  if (wantsJson) res.json({ error: message });
  else res.type("text/plain; charset=utf-8").send(message);
}
