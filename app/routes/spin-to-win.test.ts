import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpinPageView } from "~/domain/spin-to-win/view";
import { createSession } from "~/server/auth/sessions.server";
import { leads, spins, users } from "~/server/db/schema.server";
import type { SpinPostResult } from "~/server/spin-to-win/page.server";
import { tenantConfig } from "../../tests/setup/builders";
import { campaignInput } from "../../tests/setup/spin-builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action, loader } from "./spin-to-win";

/**
 * /spin-to-win with its real loader and action (spec 02 §2, §4, §6): a 404
 * without a campaign, the sign-in gate per site, closed states with their
 * dates, one spin per account, the terms checkbox, the rate limit.
 */

const GATED = "http://spin-gated.localhost";
const OPEN = "http://spin-open.localhost";
const OVER = "http://spin-over.localhost";
const SOON = "http://spin-soon.localhost";
const NONE = "http://spin-none.localhost";

type Answer = { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };
const view = (r: unknown) => (r as Answer).data as SpinPageView;
const posted = (r: unknown) => (r as Answer).data as SpinPostResult;
const statusOf = (r: unknown) => (r as Answer).init?.status ?? 200;
const thrown = (p: unknown) => Promise.resolve(p).catch((e: unknown) => e) as Promise<Response>;

describe("/spin-to-win (spec 02 §2)", () => {
  let t: TestPlatform;
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    const site = (slug: string, extra: object) => ({ config: tenantConfig({ slug, ...extra }) });
    const live = campaignInput({ id: "always", title: "Test Spin", starts_on: "2020-01-01", ends_on: "2099-12-31" });
    t = await openTestPlatform([
      site("spin-gated", { spin_to_win: live, sign_in: { gated: { spin_to_win: true } } as never }),
      site("spin-open", { spin_to_win: live }),
      site("spin-over", { spin_to_win: { ...live, starts_on: "2020-01-01", ends_on: "2020-12-31" } }),
      site("spin-soon", { spin_to_win: { ...live, starts_on: "2098-01-01", ends_on: "2099-12-31" } }),
      site("spin-none", {}),
    ]);
    let n = 0;
    for (const slug of ["spin-gated", "spin-open", "spin-over", "spin-soon", "spin-none"]) {
      for (const who of ["ann", "bob"]) {
        const [u] = await t.db
          .insert(users)
          .values({
            tenantId: t.ids[slug],
            phone: `04128${String(++n).padStart(5, "0")}`,
            firstName: who,
            lastName: "Lee",
            email: `${who}@example.com`,
          })
          .returning({ id: users.id });
        cookies[`${slug}:${who}`] = `dp_session=${(await createSession(t.db, t.ids[slug], u.id)).token}`;
      }
    }
  }, 60_000);
  afterAll(() => t.close());

  const get = (origin: string, cookie?: string) =>
    loader(
      t.args(`${origin}/spin-to-win`, { init: { headers: { referer: `${origin}/`, ...(cookie ? { cookie } : {}) } } }) as never,
    );
  const post = (origin: string, fields: Record<string, string>, cookie?: string, ip = "192.0.2.1") =>
    action(
      t.args(`${origin}/spin-to-win`, {
        init: {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin, ...(cookie ? { cookie } : {}) },
          body: new URLSearchParams(fields).toString(),
        },
        client: { clientIp: ip },
      }) as never,
    );

  it("is a 404 on a site with no campaign", async () => {
    const r = await thrown(get(NONE, cookies["spin-none:ann"]));
    expect((r as unknown as Answer).init?.status).toBe(404);
  });

  it("sends a signed-out visitor to sign-in where the site gates it (spec 02 §4, §6)", async () => {
    const r = await thrown(get(GATED));
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2F");
  });

  it("shows the campaign with 'Sign in to spin' where the site does not gate it; spinning still needs an account", async () => {
    const v = view(await get(OPEN));
    expect(v.state).toEqual({ kind: "sign-in", href: "/sign-in?type=spin-to-win&redirect=%2Fspin-to-win&back=%2Fspin-to-win" });
    expect(v.title).toBe("Test Spin");
    const r = await thrown(post(OPEN, { agree: "on" }));
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toMatch(/^\/sign-in\?type=spin-to-win&redirect=%2Fspin-to-win/);
    expect(await t.db.select().from(spins).where(eq(spins.tenantId, t.ids["spin-open"]))).toEqual([]);
  });

  it("spins once: the terms first, then a prize, shown again on every visit, never a second spin", async () => {
    const ann = cookies["spin-gated:ann"];
    expect(view(await get(GATED, ann)).state).toEqual({ kind: "ready" });
    const refused = await post(GATED, {}, ann);
    expect(statusOf(refused)).toBe(400);
    expect(posted(refused).error).toBe("You must agree to the campaign terms before you spin.");
    expect(posted(refused).view.state).toEqual({ kind: "ready" });

    const spun = await post(GATED, { agree: "on" }, ann);
    expect(statusOf(spun)).toBe(200);
    expect((spun as Answer).init?.headers?.["Cache-Control"]).toBe("private, no-store");
    const result = posted(spun);
    expect(result.fresh).toBe(true);
    expect(result.view.state).toMatchObject({ kind: "spun", result: { outcome: "prize" } });
    const again = view(await get(GATED, ann));
    expect(again.state).toEqual(result.view.state);
    const twice = posted(await post(GATED, { agree: "on" }, ann));
    expect(twice.fresh).toBe(false);
    expect(twice.view.state).toEqual(result.view.state);
    const rows = await t.db.select().from(spins).where(eq(spins.tenantId, t.ids["spin-gated"]));
    expect(rows).toHaveLength(1);
    const [lead] = await t.db.select().from(leads).where(eq(leads.publicId, rows[0].leadReference!));
    expect(lead).toMatchObject({ category: "Spin to Win", tenantId: t.ids["spin-gated"] });
    // Bob has his own spin to take.
    expect(view(await get(GATED, cookies["spin-gated:bob"])).state).toEqual({ kind: "ready" });
  });

  it("a session from another site is nobody here", async () => {
    const r = await thrown(get(GATED, cookies["spin-open:ann"]));
    expect(r.status).toBe(302);
  });

  it("says when the campaign is over or not started, with the dates, and takes no spin", async () => {
    expect(view(await get(OVER, cookies["spin-over:ann"])).state).toEqual({
      kind: "closed",
      reason: "ended",
      message: "Test Spin ended on 31 December 2020. Thanks to everyone who played.",
    });
    expect(view(await get(SOON)).state).toMatchObject({ kind: "closed", reason: "upcoming" });
    expect(view(await get(SOON)).datesText).toBe("1 January 2098 to 31 December 2099");
    const late = await post(OVER, { agree: "on" }, cookies["spin-over:ann"]);
    expect(statusOf(late)).toBe(409);
    expect(posted(late).error).toBe("This campaign is not taking spins.");
    expect(await t.db.select().from(spins).where(eq(spins.tenantId, t.ids["spin-over"]))).toEqual([]);
  });

  it("limits spins per network address", async () => {
    const bob = cookies["spin-open:bob"];
    for (let i = 0; i < 10; i++) expect(statusOf(await post(OPEN, { agree: "on" }, bob, "198.51.100.7"))).toBe(200);
    const over = await post(OPEN, { agree: "on" }, bob, "198.51.100.7");
    expect(statusOf(over)).toBe(429);
    expect(posted(over).error).toMatch(/^Too many spins from your network\. Try again in \d+ minutes\.$/);
    expect((over as Answer).init?.headers?.["Retry-After"]).toMatch(/^\d+$/);
  });
});
