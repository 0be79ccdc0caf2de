import { timingSafeEqual } from "node:crypto";
import { dbContext, tenantContext } from "~/server/context.server";
import { importVehicles, type ImportMode } from "~/server/inventory/import.server";
import { FeedParseError, FeedTooLargeError, detectFormat, parseFeed, readBodyText } from "~/server/inventory/parse.server";
import { logger } from "~/server/logger.server";
import { findTenantBySlug, hashFeedKey } from "~/server/tenants/repository.server";
import type { Route } from "./+types/api.feed";

/**
 * POST /api/feed on the dealer's own host: their stock system sends a JSON
 * array or a CSV (see README 'Stock feed'). Answers with the import report,
 * 200 even when some rows were refused.
 */

const MAX_BODY_BYTES = 50 * 1024 * 1024;

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

  let rows;
  try {
    const text = await readBodyText(request, MAX_BODY_BYTES);
    rows = parseFeed(text, detectFormat({ contentType: request.headers.get("content-type"), text }));
  } catch (err) {
    if (err instanceof FeedTooLargeError) return Response.json({ error: err.message }, { status: 413 });
    if (err instanceof FeedParseError) return Response.json({ error: err.message }, { status: 400 });
    throw err;
  }

  const report = await importVehicles(db, tenant.id, rows, { mode: mode satisfies ImportMode });
  logger.info({ tenant: tenant.slug, mode, ...report, errors: report.errors.length }, "stock feed imported");
  return Response.json(report);
}

function keyMatches(header: string | null, storedHash: string): boolean {
  const key = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (!key) return false;
  const given = Buffer.from(hashFeedKey(key), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
