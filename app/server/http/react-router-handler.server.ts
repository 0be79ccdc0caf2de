import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { bodyLimitFor, bodyTooLarge, BodyTooLargeError } from "../security/body-limit.server";
import type { HostHeader } from "../security/host-header.server";
import {
  storable,
  type CacheDecision,
  type PageCache,
  type CachedPage,
  type SiteRevisions,
} from "../page-cache/page-cache.server";
import { chooseEncoding, notModified, variantOf } from "../page-cache/stored-page.server";
import { policyOf } from "../security/security-headers.server";
import type { PageRender } from "../context.server";
import type { Refusal } from "./request-guards.server";
import { clientKey, normaliseAddress } from "../security/client-address.server";
import { QueueFullError, type WorkQueue } from "../work-queue.server";

/**
 * React Router behind Express: @react-router/express's adapter, made again
 * for two reasons. The request's URL is built from the Host that
 * request-guards.server.ts validated (never X-Forwarded-Host), and a body is
 * handed to React Router through a counter that stops it at the path's limit
 * while it streams (issue 8 'No body limit'): whatever the route did with a
 * body cut short, the answer is 413. And the anonymous shopper's pages are
 * served from the rendered-page cache when it has them
 * (page-cache/page-cache.server.ts), with an `X-Cache: HIT|MISS|BYPASS` header:
 * a hit is the stored bytes as they are (server.js does not compress it again),
 * or 304 Not Modified when the browser already has them.
 */
export function reactRouterHandler(opts: {
  build: () => Promise<ServerBuild>;
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
  mode?: string;
  pageCache?: {
    cache: PageCache;
    /** The request's tenant and its revisions now (the registry's), or undefined for an unknown host. */
    siteOf: (host: HostHeader) => SiteRevisions | undefined;
  };
  /**
   * Called before a page is sent (a GET answered 200 with HTML, from the cache
   * or rendered; not React Router's `.data` requests), with the page's URL: it
   * may add headers to `res` (the lead attribution cookie), which never reach
   * the cache.
   */
  onPage?: (req: Request, res: Response, url: URL) => void;
  /**
   * Pages rendered for a GET or HEAD (request-guards.server.ts sets `res.locals.rendersPage`, a function) wait here
   * for their turn, each site and each client address in turn (work-queue.server.ts); past the queue's room
   * they are answered 503 at once. Cache hits, resource routes and requests with a body never wait.
   */
  renderQueue?: WorkQueue;
}) {
  // React Router derives its route tables (createStaticHandler, every route flattened and ranked) on every
  // request when given the build as a function, for development's module reloads: 7 % of a page's CPU in
  // production (an SSR profile of the bare page, 2026-11-27). Outside development it gets the build itself,
  // loaded once, and derives them once.
  const handle =
    opts.mode === "development"
      ? createRequestHandler(opts.build, opts.mode)
      : onceLoaded(opts.build, (build) => createRequestHandler(build, opts.mode));
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const host = res.locals.host as HostHeader;
      // A refused page form POST, rendered as its page (request-guards.server.ts): never from or into the cache.
      const refusal = res.locals.refusal as Refusal | undefined;
      const decision: CacheDecision =
        opts.pageCache && !refusal
          ? opts.pageCache.cache.decide(
              { method: req.method, url: req.url, cookie: req.headers.cookie },
              opts.pageCache.siteOf(host),
            )
          : { kind: "none" };
      const url = new URL(`${req.secure ? "https" : "http"}://${host.host}${req.url}`);
      if (decision.kind === "hit") {
        if (req.method === "GET" && decision.page.status === 200) opts.onPage?.(req, res, url);
        return sendCached(req, res, decision.page);
      }
      if (decision.kind !== "none") res.setHeader("X-Cache", decision.kind === "miss" ? "MISS" : "BYPASS");
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const init: RequestInit & { duplex?: "half" } = { method: req.method, headers: headersOf(req), signal: controller.signal };
      let limited: ByteLimit | undefined;
      if (req.method !== "GET" && req.method !== "HEAD") {
        limited = new ByteLimit(bodyLimitFor(url.pathname));
        req.pipe(limited);
        init.body = createReadableStreamFromReadable(limited);
        init.duplex = "half";
      }
      const request = new Request(url, init);
      const render = () => handle(request, opts.getLoadContext(req, res));
      let response: globalThis.Response;
      const rendersPage = res.locals.rendersPage as (() => boolean) | undefined;
      if (opts.renderQueue && !limited && rendersPage?.()) {
        try {
          const owner = { tenant: host.hostname, client: clientKey(normaliseAddress(req.ip)) };
          response = await opts.renderQueue.run(render, owner, controller.signal);
        } catch (err) {
          // The client left while its request waited (the queue rejects with the signal's reason): no one to answer.
          if (controller.signal.aborted && err === controller.signal.reason) return;
          if (!(err instanceof QueueFullError)) throw err;
          response = busy();
        }
      } else {
        response = await render();
      }
      if (limited) {
        if (limited.exceeded) {
          await response.body?.cancel().catch(() => undefined);
          response = bodyTooLarge(limited.limit);
        }
        if (!req.complete) {
          // A body the route did not read (or one cut off) is discarded, and the connection
          // is not reused: what is left of it would otherwise be read as the next request.
          res.setHeader("Connection", "close");
          req.unpipe(limited);
          req.resume();
        }
      }
      if (refusal) response = withStatus(response, refusal.status);
      if (decision.kind === "miss" && opts.pageCache && req.method === "GET") {
        response = keepWhenWhole(response, res, opts.pageCache.cache, decision.key);
      }
      if (opts.onPage && isPage(req, response, url)) opts.onPage(req, res, url);
      await send(res, response);
    } catch (err) {
      next(err);
    }
  };
}

/** A request handler made from the build once it has loaded (the first request waits for it). */
function onceLoaded(
  load: () => Promise<ServerBuild>,
  make: (build: ServerBuild) => ReturnType<typeof createRequestHandler>,
): ReturnType<typeof createRequestHandler> {
  let made: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  return async (request, context) => {
    if (!made) {
      made = load().then(make);
      // A build that failed to load is tried again by the next request.
      made.catch(() => (made = undefined));
    }
    return (await made)(request, context);
  };
}

/** A page a browser shows (HTML, 200, to a GET), not a data request of a client navigation. */
function isPage(req: Request, response: globalThis.Response, url: URL): boolean {
  return (
    req.method === "GET" &&
    response.status === 200 &&
    !url.pathname.endsWith(".data") &&
    (response.headers.get("content-type") ?? "").startsWith("text/html")
  );
}

/** The page rendered for a refused form POST answers with the refusal's status (403, 413). */
function withStatus(response: globalThis.Response, status: number): globalThis.Response {
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "no-store");
  return new globalThis.Response(response.body, { status, headers });
}

/**
 * A stored page: the copy the browser accepts (brotli, gzip or none), with
 * the policy allowing the page's own inline scripts by their hashes and a
 * strong ETag; 304 with no body when If-None-Match names it. Headers set
 * before (security headers, the attribution cookie) go out with a 304 too.
 */
function sendCached(req: Request, res: Response, page: CachedPage): void {
  const variant = variantOf(page, policyOf(res));
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  const etag = variant.etags[encoding];
  res.setHeader("Content-Security-Policy", variant.csp);
  res.setHeader("X-Cache", "HIT");
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding");
  if (notModified(req.headers["if-none-match"], etag)) {
    res.statusCode = 304;
    return void res.end();
  }
  res.statusCode = page.status;
  writeHeaders(res, page.headers);
  const body = page.bodies[encoding];
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") return void res.end();
  res.end(body);
}

/**
 * The response passed through as it streams, and kept by the cache once the
 * whole body has gone through: a client that leaves early cancels the stream
 * and nothing is kept; a part that failed to render marks the page
 * (entry.server.tsx) and it is not kept either. Storing (compressing) goes
 * on after the response has ended.
 */
export function keepWhenWhole(response: globalThis.Response, res: Response, cache: PageCache, key: string): globalThis.Response {
  const headers = [...response.headers.entries()].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()));
  if (!response.body || !storable({ status: response.status, headers })) return response;
  const nonce = res.locals.cspNonce as string;
  const chunks: Uint8Array[] = [];
  const keeper = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      chunks.push(chunk);
      controller.enqueue(chunk);
    },
    flush() {
      const render = res.locals.pageRender as PageRender | undefined;
      if (render?.failed) return;
      void cache.store(key, { status: response.status, headers, body: Buffer.concat(chunks), nonce });
    },
  });
  return new globalThis.Response(response.body.pipeThrough(keeper), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
/** Headers a stored page is sent without: its length and encoding are the copy's, its date today's. */
const DROPPED_HEADERS = new Set(["content-length", "content-encoding", "date", "etag", "vary", "x-cache"]);

/** Passes a body through until it is larger than the limit, then fails it. */
class ByteLimit extends Transform {
  private seen = 0;
  exceeded = false;

  constructor(readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      callback(new BodyTooLargeError(this.limit));
      return;
    }
    callback(null, chunk);
  }
}

function headersOf(req: Request): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    try {
      if (Array.isArray(value)) for (const v of value) headers.append(key, v);
      else headers.set(key, value);
    } catch {
      // Node accepts header bytes the Fetch Headers class refuses: such a header is left out.
    }
  }
  return headers;
}

/**
 * A route's headers onto the Express response. A header the middleware
 * already set (the security headers) is replaced, not added to: appending
 * sent images `X-Content-Type-Options: nosniff, nosniff` (issue 17 item 13),
 * and a route that narrows one (the unsubscribe page's Referrer-Policy) must
 * send one value. Set-Cookie alone comes as several headers, each kept.
 */
export function writeHeaders(res: Response, headers: Iterable<[string, string]>): void {
  for (const [name, value] of headers) {
    if (name.toLowerCase() === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
}

async function send(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  writeHeaders(res, response.headers.entries());
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (err) {
    if (!(res.destroyed || res.writableEnded)) throw err;
  }
}

/**
 * The answer to a page request the render queue has no room for: at once, rather than after a wait past
 * any client's patience. Never cached; the browser is told when to try again.
 */
function busy(): globalThis.Response {
  const page =
    '<!doctype html><html lang="en-AU"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    "<title>Busy right now</title><main><h1>We're busy right now</h1><p>This page is in demand. Please try again in a few seconds.</p></main></html>";
  return new Response(page, {
    status: 503,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
  });
}
