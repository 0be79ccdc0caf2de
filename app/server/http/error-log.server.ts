import type { NextFunction, Request, Response } from "express";
import { logger } from "../logger.server";

/**
 * Server errors, logged through pino once, without flooding: the first
 * occurrence of a message is logged with its stack; the same message again
 * within a minute is only counted, and the count goes out with its next log
 * line. The table of messages is bounded, so a stream of distinct messages
 * cannot grow it. Used by React Router's handleError (app/entry.server.tsx)
 * and the Express error handler below; neither ever puts a stack in a response.
 */
const QUIET_MS = 60_000;
const MAX_MESSAGES = 500;

interface Seen {
  lastLogged: number;
  suppressed: number;
}
const seen = new Map<string, Seen>();

export function logServerError(error: unknown, where: { method?: string; url?: string }, now = Date.now()): boolean {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const key = message.slice(0, 300);
  const entry = seen.get(key);
  if (entry && now - entry.lastLogged < QUIET_MS) {
    entry.suppressed++;
    return false;
  }
  const suppressed = entry?.suppressed ?? 0;
  seen.delete(key);
  seen.set(key, { lastLogged: now, suppressed: 0 });
  if (seen.size > MAX_MESSAGES) seen.delete(seen.keys().next().value as string);
  logger.error({ err: error, ...where, ...(suppressed ? { repeatedSinceLastLog: suppressed } : {}) }, "server error");
  return true;
}

/**
 * A client that went away before its answer was sent (closed the tab, a
 * timeout, a benchmark's last requests): React aborts the rest of the page
 * with "The destination stream closed early." That is not a server error, so
 * it is logged at debug, never as an error.
 */
export function logClientGone(where: { method?: string; url?: string }, reason?: unknown): void {
  logger.debug(
    { ...where, reason: reason instanceof Error ? reason.message : reason },
    "client went away before the answer was sent",
  );
}

/** Forgets what was logged (tests). */
export function resetErrorLog(): void {
  seen.clear();
}

/** Express's last handler: a plain 500 (or the error's own 4xx), logged once, no stack. */
export function expressErrorHandler(err: unknown, req: Request, res: Response, next: NextFunction): void {
  const status = statusOf(err);
  // The client hung up (a stream cut short while it was being sent): nothing went wrong here.
  const clientGone = res.destroyed && !res.writableFinished;
  if (clientGone) logClientGone({ method: req.method, url: req.originalUrl }, err);
  else if (status >= 500) logServerError(err, { method: req.method, url: req.originalUrl });
  if (res.headersSent) {
    // Part of the answer is on its way: all that is left is to end it.
    next(err);
    return;
  }
  res
    .status(status)
    .set("Cache-Control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(status >= 500 ? "Something went wrong. Please try again in a moment." : "Bad request.");
}

function statusOf(err: unknown): number {
  const s =
    (err as { status?: unknown; statusCode?: unknown } | null)?.status ?? (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof s === "number" && s >= 400 && s < 600 ? s : 500;
}
