import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "~/server/db/schema.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { tenantConfig } from "../../../tests/setup/builders";
import { testDatabases, type TestDatabase } from "../../../tests/setup/databases";
import { clearSessionCookie, isLocalHost, sessionCookie, sessionToken } from "./cookie.server";
import { SESSION_TTL_MS, createSession, deleteSession, hashToken, readSession } from "./sessions.server";

describe.each(testDatabases())("sessions on $name (issue 11 §4)", ({ open }) => {
  let database: TestDatabase;
  let a: number;
  let b: number;
  let userId: number;

  beforeAll(async () => {
    database = await open();
    a = (await applyTenant(database.db, tenantConfig({ slug: "sess-a" }))).id;
    b = (await applyTenant(database.db, tenantConfig({ slug: "sess-b" }))).id;
    [{ id: userId }] = await database.db
      .insert(users)
      .values({ tenantId: a, phone: "0412000001", firstName: "Ann", lastName: "Lee", email: "ann@example.com" })
      .returning({ id: users.id });
  });
  afterAll(() => database.close());

  it("stores only the token's hash; the token is 32 random bytes", async () => {
    const { token } = await createSession(database.db, a, userId);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const rows = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("is refused on another tenant", async () => {
    const { token } = await createSession(database.db, a, userId);
    expect((await readSession(database.db, a, token))?.user.id).toBe(userId);
    expect(await readSession(database.db, b, token)).toBeNull();
    // Signing out on the other tenant deletes nothing.
    await deleteSession(database.db, b, token);
    expect(await readSession(database.db, a, token)).not.toBeNull();
  });

  it("slides: 30 days from the last use, and ends after 30 idle days", async () => {
    const t0 = new Date("2026-01-01T00:00:00Z");
    const { token } = await createSession(database.db, a, userId, t0);
    const day29 = new Date(t0.getTime() + 29 * 86_400_000);
    const read = await readSession(database.db, a, token, day29);
    expect(read?.expiresAt.getTime()).toBe(day29.getTime() + SESSION_TTL_MS);
    const day58 = new Date(day29.getTime() + 29 * 86_400_000);
    expect(await readSession(database.db, a, token, day58)).not.toBeNull();
    expect(await readSession(database.db, a, token, new Date(day58.getTime() + SESSION_TTL_MS + 1))).toBeNull();
    expect(
      await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, hashToken(token))),
    ).toHaveLength(0);
  });

  it("sign-out deletes it; made-up tokens find nothing", async () => {
    const { token } = await createSession(database.db, a, userId);
    await deleteSession(database.db, a, token);
    expect(await readSession(database.db, a, token)).toBeNull();
    expect(await readSession(database.db, a, "x".repeat(43))).toBeNull();
    expect(await readSession(database.db, a, "not a token")).toBeNull();
  });
});

describe("the dp_session cookie", () => {
  it("is HttpOnly, SameSite=Lax, Path=/, Secure outside localhost", () => {
    const local = sessionCookie(new Request("http://demo.localhost:3000/sign-in"), "tok", 2_592_000);
    expect(local).toBe("dp_session=tok; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax");
    const live = sessionCookie(new Request("https://www.dealer.example/sign-in"), "tok", 60);
    expect(live).toBe("dp_session=tok; Max-Age=60; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(clearSessionCookie(new Request("https://www.dealer.example/"))).toMatch(/^dp_session=; Max-Age=0;.*Secure$/);
  });
  it("is read from the Cookie header", () => {
    const r = (c: string) => new Request("http://x.localhost/", { headers: { cookie: c } });
    expect(sessionToken(r("a=1; dp_session=abc; b=2"))).toBe("abc");
    expect(sessionToken(r("dp_session_x=abc"))).toBeNull();
    expect(sessionToken(new Request("http://x.localhost/"))).toBeNull();
  });
  it("knows localhost", () => {
    for (const h of ["localhost", "demo.localhost", "127.0.0.1", "[::1]"]) expect(isLocalHost(h)).toBe(true);
    for (const h of ["dealer.example", "localhost.evil.com", "10.0.0.1"]) expect(isLocalHost(h)).toBe(false);
  });
});
