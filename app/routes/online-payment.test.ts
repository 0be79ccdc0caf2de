import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ONLINE_PAYMENT_TEXTS } from "~/domain/buying-online/checkout/online-payment";
import type { OnlinePaymentView } from "~/domain/buying-online/checkout/view";
import { createSession } from "~/server/auth/sessions.server";
import { ONLINE_PAYMENT_RECEIPT_JOB_KIND } from "~/server/checkout/online-payments.server";
import { leads, onlinePayments, outboxJobs, users } from "~/server/db/schema.server";
import { listMail } from "~/server/mail/folder-mailer.server";
import type { DemoPaymentProvider } from "~/server/payments/demo-provider.server";
import { tenantConfig } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { action, loader } from "./online-payment";

/**
 * /online-payment with its real loader and action (spec 02 §2; §6 'Gated:
 * ... online payment'): sign-in first, 400 naming the field with nothing
 * written, the demo provider's payment, then a lead to the dealer and a
 * receipt to the shopper; one shopper cannot see another's payment.
 */

type Answer = { data: unknown; init: { status?: number } | null };
const dataOf = (r: unknown) => (r as Answer).data as { view: OnlinePaymentView; errors: Record<string, string> };
const statusOf = (r: unknown) => (r as Answer).init?.status ?? 200;
const thrown = (p: unknown) => Promise.resolve(p).catch((e: unknown) => e) as Promise<Response>;
const ORIGIN = "http://pay-co.localhost";

describe("/online-payment (spec 02 §2)", () => {
  let t: TestPlatform;
  const cookie: Record<string, string> = {};

  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({
          slug: "pay-co",
          lead: { delivery: { default: { email: ["sales@pay-co.example.com"] } } } as never,
        }),
      },
    ]);
    for (const [who, phone] of [
      ["ann", "0412000001"],
      ["bob", "0412000002"],
    ]) {
      const [u] = await t.db
        .insert(users)
        .values({ tenantId: t.ids["pay-co"], phone, firstName: who, lastName: "Payer", email: `${who}@example.com` })
        .returning({ id: users.id });
      cookie[who] = `dp_session=${(await createSession(t.db, t.ids["pay-co"], u.id)).token}`;
    }
  }, 60_000);
  afterAll(() => t?.close());

  const get = (path: string, c?: string) =>
    loader(t.args(`${ORIGIN}${path}`, { init: { headers: c ? { cookie: c } : {} } }) as never);
  const post = (fields: Record<string, string>, c?: string) =>
    action(
      t.args(`${ORIGIN}/online-payment`, {
        init: {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...(c ? { cookie: c } : {}) },
          body: new URLSearchParams(fields).toString(),
        },
      }) as never,
    );

  it("sends a signed-out visitor to sign-in, for the page and the post", async () => {
    const r = await thrown(get("/online-payment"));
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/sign-in?type=online-payment&redirect=%2Fonline-payment");
    expect((await thrown(post({ purpose: "service_invoice", reference: "INV-1", amount: "10" }))).status).toBe(302);
  });

  it("answers a bad form 400 naming each field, and writes nothing", async () => {
    const r = await post({ purpose: "lunch", reference: "", amount: "12.345" }, cookie.ann);
    expect(statusOf(r)).toBe(400);
    expect(dataOf(r).errors).toEqual({
      purpose: "Please choose what you are paying for",
      reference: "Reference is required",
      amount: "Please enter an amount in dollars, such as 250 or 250.50",
    });
    const big = await post({ purpose: "service_invoice", reference: "INV-1", amount: "50,000.01" }, cookie.ann);
    expect(dataOf(big).errors.amount).toBe("Amount must be between $1.00 and $50,000.00");
    expect(await t.db.select().from(onlinePayments)).toEqual([]);
  });

  it("pays with the demo provider: a lead to the dealer and a receipt to the shopper", async () => {
    const started = await thrown(post({ purpose: "service_invoice", reference: "INV-20931", amount: "$1,234.50" }, cookie.ann));
    expect(started.status).toBe(303);
    const to = started.headers.get("location")!;
    expect(to).toMatch(/^\/online-payment\?payment=PAY-[A-Z0-9]{8}$/);
    const ref = to.split("=")[1];
    expect(dataOf(await get(to, cookie.ann)).view.stage).toEqual({ kind: "demo-pay", reference: ref, amount: "$1,234.50" });
    // Another shopper neither sees nor pays it.
    expect(dataOf(await get(to, cookie.bob)).view.stage).toEqual({ kind: "form" });
    expect(statusOf(await post({ intent: "pay", payment: ref }, cookie.bob))).toBe(400);

    expect((await thrown(post({ intent: "pay", payment: ref }, cookie.ann))).status).toBe(303);
    expect(dataOf(await get(to, cookie.ann)).view.stage).toEqual({
      kind: "paid",
      reference: ref,
      message: ONLINE_PAYMENT_TEXTS.paid("$1,234.50", "INV-20931"),
    });
    const records = await (t.platform.payments as DemoPaymentProvider).list();
    expect(records.map((r) => r.operation)).toEqual(["create", "pay"]);
    expect(records[0]).toMatchObject({
      amountCents: 123_450,
      currency: "aud",
      metadata: { tenant: "pay-co", online_payment: ref },
    });

    const [lead] = await t.db
      .select()
      .from(leads)
      .where(eq(leads.submissionId, `online-payment:${ref}`));
    expect([lead.form, lead.category, lead.subcategory]).toEqual(["online_payment", "Online Payment", "Service invoice"]);
    const jobs = await t.db.select().from(outboxJobs).where(eq(outboxJobs.kind, ONLINE_PAYMENT_RECEIPT_JOB_KIND));
    expect(jobs).toHaveLength(1);
    await t.outbox.start();
    await t.outbox.idle();
    await t.outbox.stop();
    const mail = await listMail(t.mailDir);
    expect(mail.find((m) => m.to.includes("ann@example.com"))?.subject).toBe(
      `[DEMO] Payment receipt: $1,234.50 to Test Motors (${ref})`,
    );
    expect(mail.some((m) => m.to.includes("sales@pay-co.example.com"))).toBe(true);
  });
});
