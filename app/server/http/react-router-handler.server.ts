import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { bodyLimitFor, bodyTooLarge, BodyTooLargeError } from "../security/body-limit.server";
import type { HostHeader } from "../security/host-header.server";

/**
 * React Router behind Express: @react-router/express's adapter, made again
 * for two reasons. The request's URL is built from the Host that
 * request-guards.server.ts validated (never X-Forwarded-Host), and a body is
 * handed to React Router through a counter that stops it at the path's limit
 * while it streams (issue 8 'No body limit'): whatever the route did with a
 * body cut short, the answer is 413.
 */
export function reactRouterHandler(opts: {
  build: () => Promise<ServerBuild>;
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
  mode?: string;
}) {
  const handle = createRequestHandler(opts.build, opts.mode);
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      const host = res.locals.host as HostHeader;
      const url = new URL(`${req.secure ? "https" : "http"}://${host.host}${req.url}`);
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
      let response = await handle(new Request(url, init), opts.getLoadContext(req, res));
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
      await send(res, response);
    } catch (err) {
      next(err);
    }
  };
}

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

async function send(res: Response, response: globalThis.Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
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
