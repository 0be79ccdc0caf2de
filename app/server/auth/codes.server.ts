import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { CODE_TTL_MS, MAX_WRONG_ATTEMPTS, codeMessage } from "~/domain/sign-in/code";
import type { Db } from "../db/client.server";
import { users, verificationCodes, verifications, type UserRow, type VerificationCodeRow } from "../db/schema.server";
import type { DbOrTx } from "../tenants/repository.server";
import { enqueue } from "../outbox/enqueue.server";
import { SMS_JOB_KINDS, type SmsJobPayload } from "../sms/jobs.server";
import { generateCode, hashCode, sameDigest, seal } from "./code-crypto.server";
import { lockPhoneSends, phoneSendsAllowed } from "./phone-sends.server";

/**
 * Issuing and checking sign-in codes (issue 11 §2). A code is issued only
 * within the phone's send limits, counted and written under the phone's lock
 * (phone-sends.server.ts). It is stored only as its HMAC; its SMS is enqueued
 * in the same transaction (the outbox pattern), its text sealed. Checking takes the phone's latest code FOR UPDATE, so
 * concurrent guesses in several processes are counted one by one, and a code
 * is used once.
 */

export interface CodeTenant {
  id: number;
  slug: string;
  name: string;
}

export interface ContactDetails {
  first_name?: string;
  last_name?: string;
  email?: string;
  dealership_slug?: string;
}

export type IssuedCode = { status: "issued"; codeId: number; expiresAt: Date } | { status: "limited"; retryAfterSeconds: number };

export async function issueCode(
  db: Db,
  secret: Buffer,
  tenant: CodeTenant,
  phone: string,
  details: ContactDetails,
  now = new Date(),
): Promise<IssuedCode> {
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  const stored: Record<string, string> = {};
  for (const [k, v] of Object.entries(details)) if (typeof v === "string" && v) stored[k] = v;
  // A phone already at its limit is refused without a transaction or its lock (the common case under
  // attack); the count under the lock below is the one that decides a send.
  const before = await phoneSendsAllowed(db, phone, now);
  if (!before.ok) return { status: "limited", retryAfterSeconds: before.retryAfterSeconds };
  return db.transaction(async (tx): Promise<IssuedCode> => {
    await lockPhoneSends(tx, phone);
    const allowed = await phoneSendsAllowed(tx, phone, now);
    if (!allowed.ok) return { status: "limited", retryAfterSeconds: allowed.retryAfterSeconds };
    // A new code ends the phone's earlier ones: only the latest can be used.
    await tx
      .update(verificationCodes)
      .set({ endedAt: now })
      .where(
        and(
          eq(verificationCodes.tenantId, tenant.id),
          eq(verificationCodes.phone, phone),
          isNull(verificationCodes.usedAt),
          isNull(verificationCodes.endedAt),
        ),
      );
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        tenantId: tenant.id,
        phone,
        codeHash: hashCode(secret, tenant.id, phone, code),
        details: stored,
        createdAt: now,
        expiresAt,
      })
      .returning({ id: verificationCodes.id });
    const payload: SmsJobPayload = {
      to: phone,
      sealed: seal(secret, codeMessage(code, tenant.name)),
      expires_at: expiresAt.toISOString(),
    };
    await enqueue(tx, { tenantId: tenant.id, kind: SMS_JOB_KINDS.signInCode, subject: `sign-in-code:${row.id}`, payload });
    return { status: "issued", codeId: row.id, expiresAt };
  });
}

export type CodeCheck =
  | { status: "verified"; user: UserRow; created: boolean }
  | { status: "invalid" }
  /** This code has had its 5 wrong attempts: a new one must be sent. */
  | { status: "exhausted" };

/** The phone's latest code on this site: the only one that can be used. */
function latestCode(db: DbOrTx, tenantId: number, phone: string) {
  return db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.tenantId, tenantId), eq(verificationCodes.phone, phone)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
}

/** Why a guess at this code cannot succeed, or null while it can (issue 11 §2: used once, 5 wrong attempts, its lifetime). */
function unusable(code: VerificationCodeRow, now: Date): "invalid" | "exhausted" | null {
  if (code.usedAt || (code.endedAt && code.wrongAttempts < MAX_WRONG_ATTEMPTS) || code.expiresAt <= now) return "invalid";
  if (code.wrongAttempts >= MAX_WRONG_ATTEMPTS) return "exhausted";
  return null;
}

export async function checkCode(
  db: Db,
  secret: Buffer,
  tenant: CodeTenant,
  phone: string,
  code: string,
  now = new Date(),
): Promise<CodeCheck> {
  // A code that can no longer be used stays so (used, ended, expired and wrong attempts only ever
  // move one way), so a guess at one is answered without a transaction or a lock: the common case under attack.
  const [seen] = await latestCode(db, tenant.id, phone);
  const settled = seen ? unusable(seen, now) : "invalid";
  if (settled) return { status: settled };
  return db.transaction(async (tx): Promise<CodeCheck> => {
    const [latest] = await latestCode(tx, tenant.id, phone).for("update");
    const ended = latest ? unusable(latest, now) : "invalid";
    if (ended) return { status: ended };
    // The guess is hashed the same way and compared in constant time.
    if (!sameDigest(hashCode(secret, tenant.id, phone, code), latest.codeHash)) {
      const wrong = latest.wrongAttempts + 1;
      await tx
        .update(verificationCodes)
        .set({ wrongAttempts: wrong, ...(wrong >= MAX_WRONG_ATTEMPTS ? { endedAt: now } : {}) })
        .where(eq(verificationCodes.id, latest.id));
      return wrong >= MAX_WRONG_ATTEMPTS ? { status: "exhausted" } : { status: "invalid" };
    }
    await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, latest.id));
    const d = latest.details;
    const [existing] = await tx
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.phone, phone)))
      .for("update");
    let user: UserRow;
    let created = false;
    if (existing) {
      // What the shopper typed this time updates what we held (a returning shopper may have left the names out).
      const changes = {
        ...(d.first_name ? { firstName: d.first_name } : {}),
        ...(d.last_name ? { lastName: d.last_name } : {}),
        ...(d.email ? { email: d.email } : {}),
      };
      user = Object.keys(changes).length
        ? (
            await tx
              .update(users)
              .set({ ...changes, updatedAt: now })
              .where(eq(users.id, existing.id))
              .returning()
          )[0]
        : existing;
    } else {
      const [row] = await tx
        .insert(users)
        .values({
          tenantId: tenant.id,
          phone,
          firstName: d.first_name ?? "",
          lastName: d.last_name ?? "",
          email: d.email ?? "",
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      user = row;
      created = true;
    }
    // Spec 02 §7: the record of the verification (website_slug, dealership_slug, verification_type, user_id).
    await tx.insert(verifications).values({
      tenantId: tenant.id,
      websiteSlug: tenant.slug,
      dealershipSlug: d.dealership_slug ?? null,
      verificationType: "sms",
      userId: user.id,
      createdAt: now,
    });
    return { status: "verified", user, created };
  });
}

/** Whether a phone is a known contact of this tenant (GET /api/check-if-contact-exists): a yes or no, nothing else. */
export async function contactExists(db: Db, tenantId: number, phone: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.phone, phone)))
    .limit(1);
  return rows.length > 0;
}
