import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentUser } from "~/server/auth/current-user.server";
import { tenantScope } from "~/server/context.server";
import { tenantConfig } from "../../tests/setup/builders";
import { smsCodeFor } from "../../tests/setup/sms-code";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { loader as contactLoader } from "./api.check-if-contact-exists";
import { action as rateLimitAction } from "./api.rate-limit";
import { action as sendAction } from "./api.sign-in.send-code";
import { action as verifyAction } from "./api.sign-in.verify-code";
import { action as pageAction, loader as pageLoader } from "./sign-in";
import { action as signOutAction } from "./sign-out";

const A = "http://sign-a.localhost";
const B = "http://sign-b.localhost";

describe("sign-in routes (issue 11)", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([
      { config: tenantConfig({ slug: "sign-a", name: "Sign A Motors" }) },
      { config: tenantConfig({ slug: "sign-b", name: "Sign B Motors" }) },
    ]);
    await t.outbox.start();
  });
  afterAll(() => t.close());

  const json = (url: string, body: unknown, ip = "192.0.2.10") =>
    t.args(url, {
      init: { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) },
      client: { clientIp: ip },
    });
  const form = (url: string, body: Record<string, string>, cookie?: string) =>
    t.args(url, {
      init: {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
        body: new URLSearchParams(body).toString(),
      },
    });

  const codeFor = (phone: string) => smsCodeFor(t, phone);

  async function signIn(base: string, phone: string): Promise<string> {
    const sent = (await sendAction(
      json(`${base}/api/sign-in/send-code`, { phone, first_name: "Ann", last_name: "Lee", email: "ann@example.com" }),
    )) as Response;
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ sent: true, resend_after_ms: 15_000, analytics_event_id: 36 });
    const res = (await verifyAction(json(`${base}/api/sign-in/verify-code`, { phone, code: await codeFor(phone) }))) as Response;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ verified: true, analytics_event_id: 37 });
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^dp_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    return cookie.split(";")[0];
  }

  it("signs in through the JSON endpoints; the cookie is refused on another tenant's host", async () => {
    const cookie = await signIn(A, "0412100001");
    const onA = t.args(`${A}/`, { init: { headers: { cookie } } });
    expect(await currentUser(tenantScope(onA.context), onA.request)).toMatchObject({ firstName: "Ann", phone: "0412100001" });
    const onB = t.args(`${B}/`, { init: { headers: { cookie } } });
    expect(await currentUser(tenantScope(onB.context), onB.request)).toBeNull();
    // The sign-in page on B treats the replayed cookie as nobody: it shows the form.
    const page = await pageLoader({ ...t.args(`${B}/sign-in?redirect=/my-garage`, { init: { headers: { cookie } } }) } as never);
    expect(page).toMatchObject({ heading: "Sign in" });
    // On A, signed in: straight to the target.
    const thrown = await Promise.resolve(
      pageLoader(t.args(`${A}/sign-in?redirect=/my-garage`, { init: { headers: { cookie } } }) as never),
    ).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe("/my-garage");
  });

  it("a wrong code answers the spec's message; the code field's rules apply", async () => {
    await sendAction(
      json(`${A}/api/sign-in/send-code`, { phone: "0412100002", first_name: "B", last_name: "C", email: "b@example.com" }),
    );
    const code = await codeFor("0412100002");
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, "0");
    const res = (await verifyAction(json(`${A}/api/sign-in/verify-code`, { phone: "0412100002", code: wrong }))) as Response;
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ errors: { code: ["The verification code is invalid. Please try again."] } });
    const short = (await verifyAction(json(`${A}/api/sign-in/verify-code`, { phone: "0412100002", code: "123" }))) as Response;
    expect(await short.json()).toEqual({ errors: { code: ["Code must be 6 digits."] } });
    const missing = (await verifyAction(json(`${A}/api/sign-in/verify-code`, { phone: "0412100002" }))) as Response;
    expect(await missing.json()).toEqual({ errors: { code: ["This is a required field."] } });
  });

  it("a new contact must give names and email; the rate-limit check refuses past the phone's limit", async () => {
    const bare = (await sendAction(json(`${A}/api/sign-in/send-code`, { phone: "0412100003" }))) as Response;
    expect(bare.status).toBe(400);
    expect(Object.keys(((await bare.json()) as { errors: object }).errors).sort()).toEqual(["email", "first_name", "last_name"]);
    const details = { phone: "0412100004", first_name: "D", last_name: "E", email: "d@example.com" };
    for (let i = 0; i < 3; i++) {
      expect(
        ((await rateLimitAction(json(`${A}/api/rate-limit`, { phone: details.phone }, `192.0.2.${50 + i}`))) as Response).status,
      ).toBe(200);
      expect(((await sendAction(json(`${A}/api/sign-in/send-code`, details, `192.0.2.${50 + i}`))) as Response).status).toBe(200);
    }
    const check = (await rateLimitAction(json(`${A}/api/rate-limit`, { phone: details.phone }, "192.0.2.60"))) as Response;
    expect(check.status).toBe(429);
    expect(await check.json()).toEqual({ error: "Too many verification attempts. Please try again later." });
    const fourth = (await sendAction(json(`${A}/api/sign-in/send-code`, details, "192.0.2.61"))) as Response;
    expect(fourth.status).toBe(429);
  });

  it("check-if-contact-exists answers only yes or no", async () => {
    await signIn(A, "0412100005");
    const yes = (await contactLoader(t.args(`${A}/api/check-if-contact-exists?phone_number=0412100005`) as never)) as Response;
    expect(await yes.json()).toEqual({ data: { exists: true }, error: null });
    const other = (await contactLoader(t.args(`${B}/api/check-if-contact-exists?phone_number=0412100005`) as never)) as Response;
    expect(await other.json()).toEqual({ data: { exists: false }, error: null });
    const bad = (await contactLoader(t.args(`${A}/api/check-if-contact-exists?phone_number=abc`) as never)) as Response;
    expect(bad.status).toBe(400);
  });

  it("works without JavaScript: POST steps, then a redirect to the same-site target only", async () => {
    const url = `${A}/sign-in?type=finance&redirect=${encodeURIComponent("//evil.example")}&back=/cars/x`;
    const sent = (await pageAction(
      form(url, { intent: "send", phone: "0412 100 006", first_name: "F", last_name: "G", email: "f@example.com" }) as never,
    )) as unknown as { data: { step: string; phone: string } };
    expect(sent.data).toMatchObject({ step: "sent", phone: "0412100006" });
    const code = await codeFor("0412100006");
    const done = await Promise.resolve(pageAction(form(url, { intent: "verify", phone: "0412100006", code }) as never)).catch(
      (e: unknown) => e,
    );
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("location")).toBe("/");
    const cookie = (done as Response).headers.get("set-cookie")!.split(";")[0];
    // Sign-out deletes the session and clears the cookie, back to the page.
    const out = (await signOutAction(form(`${A}/sign-out`, { back: "/cars/x" }, cookie) as never)) as Response;
    expect(out.headers.get("location")).toBe("/cars/x");
    expect(out.headers.get("set-cookie")).toMatch(/^dp_session=; Max-Age=0/);
    const after = t.args(`${A}/`, { init: { headers: { cookie } } });
    expect(await currentUser(tenantScope(after.context), after.request)).toBeNull();
  });
});
