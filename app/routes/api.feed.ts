import { timingSafeEqual } from "node:crypto";
import { dbContext, tenantContext } from "~/server/context.server";
import { FeedParseError, FeedTooLargeError, ImportBusyError } from "~/server/inventory/feed-errors.server";
import { importFeed, type ImportMode } from "~/server/inventory/import.server";
import { FEED_LIMITS } from "~/server/inventory/limits.server";
import { detectFormat, headOf, readBody } from "~/server/inventory/parse.server";
import { logger } from "~/server/logger.server";
import { findTenantBySlug, hashFeedKey } from "~/server/tenants/repository.server";
import type { Route } from "./+types/api.feed";

/**
 * POST /api/feed on the dealer's own host: their stock system sends a JSON
 * array or a CSV (see README 'Feed endpoint'). Answers with the import report
 * (bounded: the first errors in full, the rest counted), 200 even when some
 * rows were refused; 400 unreadable, 409 while another import for the dealer
 * runs, 413 over a limit (FEED_LIMITS) — and then nothing was imported.
 */

export function loader() {
  return Response.json({ error: "Send stock with POST" }, { status: 405, headers: { Allow: "POST" } });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return loader();
  const tenant = context.get(tenantContext);
  const db = context.get(dbContext);

  const row = await findTenantBySlug(db, tenant.slug);
  if (!row?.feedKeyHash || !keyMatches(request.headers.get("authorization"), row.feedKeyHash)) {
    return Response.json(
      { error: "Missing or wrong feed key: send 'Authorization: Bearer <key>'" },
      { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="feed"' } },
    );
  }

  const mode = new URL(request.url).searchParams.get("mode") ?? "upsert";
  if (mode !== "upsert" && mode !== "full") {
    return Response.json({ error: "mode must be 'upsert' or 'full'", field: "mode" }, { status: 400 });
  }

  try {
    const bytes = await readBody(request, FEED_LIMITS.maxBytes);
    const format = detectFormat({ contentType: request.headers.get("content-type"), head: headOf(bytes) });
    const report = await importFeed(db, tenant.id, { kind: "bytes", bytes, format }, { mode: mode satisfies ImportMode });
    const { received, created, updated, unchanged, markedSold, errorCount, refusedRows } = report;
    logger.info(
      { tenant: tenant.slug, mode, received, created, updated, unchanged, markedSold, errors: errorCount, refusedRows },
      "stock feed imported",
    );
    return Response.json(report);
  } catch (err) {
    if (err instanceof FeedTooLargeError) return Response.json({ error: err.message }, { status: 413 });
    if (err instanceof FeedParseError) return Response.json({ error: err.message }, { status: 400 });
    if (err instanceof ImportBusyError)
      return Response.json({ error: err.message }, { status: 409, headers: { "Retry-After": "60" } });
    throw err;
  }
}

function keyMatches(header: string | null, storedHash: string): boolean {
  const key = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!key) return false;
  const given = Buffer.from(hashFeedKey(key), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
