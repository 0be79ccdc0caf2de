import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { unsubscribeToken } from "~/server/alerts/unsubscribe-token.server";
import { users } from "~/server/db/schema.server";
import { tenantConfig } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action, headers, loader } from "./pages.unsubscribe";

/** /pages/unsubscribe with its real loader and action (issue 11 §8). */
describe("the unsubscribe route", () => {
  let t: TestPlatform;
  let user: number;
  let token: string;
  const A = "http://unsub-a.localhost/pages/unsubscribe";
  const B = "http://unsub-b.localhost/pages/unsubscribe";

  beforeAll(async () => {
    t = await openTestPlatform([
      { config: tenantConfig({ slug: "unsub-a", name: "Unsub A Motors" }) },
      { config: tenantConfig({ slug: "unsub-b" }) },
    ]);
    [{ id: user }] = await t.db
      .insert(users)
      .values({ tenantId: t.ids["unsub-a"], phone: "0412600001", firstName: "Ann", lastName: "Lee", email: "" })
      .returning({ id: users.id });
    token = unsubscribeToken(t.platform.authSecret.key, { tenantId: t.ids["unsub-a"], userId: user });
  });
  afterAll(() => t.close());

  const channel = async () => (await t.db.select().from(users).where(eq(users.id, user)))[0].alertChannel;
  const form = (url: string, body: string) =>
    t.args(url, { init: { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } } });
  const run = async (p: unknown) => {
    const r = (await p) as { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };
    return { status: r.init?.status, data: r.data as { subscriber: unknown; changed: unknown }, headers: r.init?.headers };
  };

  it("GET shows the setting, is private to the shopper, and changes nothing", async () => {
    const r = await run(loader(t.args(`${A}?token=${token}`)));
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({
      siteName: "Unsub A Motors",
      subscriber: { firstName: "Ann", channel: "sms", hasEmail: false },
    });
    expect(r.headers?.["Cache-Control"]).toBe("no-store");
    expect(headers()["Cache-Control"]).toBe("no-store");
    expect(await channel()).toBe("sms");
  });

  it("404 without a token, with a bad one, or with one from another dealer's site", async () => {
    for (const url of [A, `${A}?token=nonsense`, `${B}?token=${token}`]) {
      const r = await run(loader(t.args(url)));
      expect(r.status).toBe(404);
      expect(r.data.subscriber).toBeNull();
    }
    expect((await run(action(form(`${B}?token=${token}`, "List-Unsubscribe=One-Click")))).status).toBe(404);
    expect(await channel()).toBe("sms");
  });

  it("POST from the page or a one-click POST sets the channel; email only for a shopper with an address", async () => {
    expect((await run(action(form(A, `token=${token}&channel=email`)))).data).toMatchObject({ changed: "sms" });
    expect((await run(action(form(`${A}?token=${token}`, "List-Unsubscribe=One-Click")))).data).toMatchObject({
      changed: "off",
    });
    expect(await channel()).toBe("off");
    const bad = (await action(form(`${A}?token=${token}`, "channel=everything"))) as Response;
    expect(bad.status).toBe(400);
  });
});
