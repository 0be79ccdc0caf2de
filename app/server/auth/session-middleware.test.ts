import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenantScope } from "~/server/context.server";
import { sessions, users } from "~/server/db/schema.server";
import { tenantConfig } from "../../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../../tests/setup/test-platform";
import { currentUser } from "./current-user.server";
import { hashToken, createSession } from "./sessions.server";
import { sessionMiddleware } from "./session-middleware.server";

const A = "http://slide-a.localhost";

/** Issue 11 §4: the 30-day sliding expiry, in the database and in the cookie's Max-Age. */
describe("the session cookie slides with the session", () => {
  let t: TestPlatform;
  let userId: number;
  beforeAll(async () => {
    t = await openTestPlatform([{ config: tenantConfig({ slug: "slide-a" }) }]);
    [{ id: userId }] = await t.db
      .insert(users)
      .values({ tenantId: t.ids["slide-a"], phone: "0412600001", firstName: "Ann", lastName: "Lee", email: "a@example.com" })
      .returning({ id: users.id });
  });
  afterAll(() => t.close());

  async function run(token: string, readsUser: boolean): Promise<Response> {
    const args = t.args(`${A}/search`, { init: { headers: { cookie: `dp_session=${token}` } } });
    return sessionMiddleware({ ...args, params: {} } as never, async () => {
      if (readsUser) await currentUser(tenantScope(args.context), args.request);
      return new Response("ok");
    }) as Promise<Response>;
  }

  it("re-issues Max-Age when a read moved the expiry, and only then", async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const { token } = await createSession(t.db, t.ids["slide-a"], userId, twoHoursAgo);
    const slid = await run(token, true);
    expect(slid.headers.get("set-cookie")).toBe(`dp_session=${token}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(token)));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29.9 * 24 * 3600 * 1000);
    // Within the hour: no write, no cookie.
    expect((await run(token, true)).headers.get("set-cookie")).toBeNull();
  });

  it("costs nothing on a request that never asks who is signed in", async () => {
    const { token } = await createSession(t.db, t.ids["slide-a"], userId, new Date(Date.now() - 2 * 60 * 60 * 1000));
    expect((await run(token, false)).headers.get("set-cookie")).toBeNull();
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashToken(token)));
    expect(row.lastSeenAt.getTime()).toBeLessThan(Date.now() - 60 * 60 * 1000);
  });

  it("reads the session once per request, however many loaders ask", async () => {
    const { token } = await createSession(t.db, t.ids["slide-a"], userId);
    const args = t.args(`${A}/`, { init: { headers: { cookie: `dp_session=${token}` } } });
    const scope = tenantScope(args.context);
    const [a, b] = await Promise.all([currentUser(scope, args.request), currentUser(scope, args.request)]);
    expect(a).toEqual(b);
    expect(a?.firstName).toBe("Ann");
  });
});
