import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { sessions, users, type UserRow } from "../db/schema.server";

/**
 * Server-side sessions (issue 11 §4). The token is 32 random bytes; only its
 * SHA-256 is stored. A session belongs to the tenant it was made on, and is
 * looked up by (token, tenant), so a cookie replayed on another dealer's host
 * finds nothing. Expiry slides: 30 days from the last use (moved at most once
 * an hour, so a busy shopper costs one write an hour, not one per page).
 */

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SLIDE_EVERY_MS = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** base64url of 32 random bytes: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function createSession(
  db: Db,
  tenantId: number,
  userId: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({ idHash: hashToken(token), tenantId, userId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

export interface SignedIn {
  user: UserRow;
  expiresAt: Date;
  /** True when this read moved the expiry: the cookie's Max-Age is then re-issued (session-middleware.server.ts). */
  slid: boolean;
}

/** The session's user, or null: no such session, another tenant's, or expired (then deleted). */
export async function readSession(db: Db, tenantId: number, token: string, now = new Date()): Promise<SignedIn | null> {
  if (!TOKEN.test(token)) return null;
  const idHash = hashToken(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, sessions.tenantId)))
    .where(and(eq(sessions.idHash, idHash), eq(sessions.tenantId, tenantId)))
    .limit(1);
  if (!row) return null;
  if (row.session.expiresAt <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  if (now.getTime() - row.session.lastSeenAt.getTime() >= SLIDE_EVERY_MS) {
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
    return { user: row.user, expiresAt, slid: true };
  }
  return { user: row.user, expiresAt: row.session.expiresAt, slid: false };
}

/** Sign-out: the session is gone (only this tenant's; a foreign token deletes nothing). */
export async function deleteSession(db: Db, tenantId: number, token: string): Promise<void> {
  if (!TOKEN.test(token)) return;
  await db.delete(sessions).where(and(eq(sessions.idHash, hashToken(token)), eq(sessions.tenantId, tenantId)));
}

/** Expired sessions, removed (a housekeeping call; reads already refuse them). */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ one: sql`1` });
  return gone.length;
}
