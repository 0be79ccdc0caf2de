import { createHash } from "node:crypto";
import { and, eq, gte, sql } from "drizzle-orm";
import { CODE_TTL_MS } from "~/domain/sign-in/code";
import { PHONE_SEND_LOOKBACK_MS, phoneSendAllowance, type SendAllowance } from "~/domain/sign-in/limits";
import { tenants, verificationCodes } from "../db/schema.server";
import type { DbOrTx } from "../tenants/repository.server";

/**
 * The per-phone send limits (3 codes in any 15 minutes, 10 in any 24 hours:
 * app/domain/sign-in/limits.ts), counted from the codes themselves in
 * verification_codes, whichever dealer site sent them, rather than in
 * rate_limits: a rolling count over rows already stored bounds every window,
 * and no phone number becomes a rate-limit key. docs/SECURITY.md 'Limits'.
 */

/** The advisory lock's first key: "sign-in phone" (its second is from the number). */
const PHONE_LOCK_CLASS = 0x50484e45;

/**
 * Holds the phone's send lock for the rest of the transaction, so two
 * processes sending to one number are counted one after the other (the count
 * and the new code's row are one step). Unrelated numbers whose keys collide
 * only wait for each other.
 */
export async function lockPhoneSends(tx: DbOrTx, phone: string): Promise<void> {
  const key = createHash("sha256").update(`sign-in-phone:${phone}`).digest().readInt32BE(0);
  await tx.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK_CLASS}, ${key})`);
}

/** Whether a code may be sent to the phone now; call inside the transaction holding lockPhoneSends to act on it. */
export async function phoneSendsAllowed(tx: DbOrTx, phone: string, now: Date): Promise<SendAllowance> {
  return phoneSendAllowance(await recentCodeEnds(tx, phone, now), now);
}

/**
 * When each of the phone's codes that can still count stopped being usable:
 * the earliest of its expiry, use and end. One look-up per tenant on the
 * (tenant_id, phone, created_at) index, over the codes sent since the longest
 * window plus a code's lifetime (a code cannot end later than it expires).
 */
async function recentCodeEnds(tx: DbOrTx, phone: string, now: Date): Promise<Date[]> {
  const since = new Date(now.getTime() - PHONE_SEND_LOOKBACK_MS - CODE_TTL_MS);
  const codes = tx
    .select({ expiresAt: verificationCodes.expiresAt, usedAt: verificationCodes.usedAt, endedAt: verificationCodes.endedAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.tenantId, tenants.id),
        eq(verificationCodes.phone, phone),
        gte(verificationCodes.createdAt, since),
      ),
    )
    .as("codes");
  const rows = await tx
    .select({ expiresAt: codes.expiresAt, usedAt: codes.usedAt, endedAt: codes.endedAt })
    .from(tenants)
    .crossJoinLateral(codes);
  return rows.map(
    (r) => new Date(Math.min(...[r.expiresAt, r.usedAt, r.endedAt].filter((d) => d != null).map((d) => d.getTime()))),
  );
}
