import type { RouterContextProvider } from "react-router";
import {
  ONLINE_PAYMENT_PATH,
  ONLINE_PAYMENT_TEXTS,
  PAYMENT_PURPOSES,
  onlinePaymentFormSchema,
} from "~/domain/buying-online/checkout/online-payment";
import { moneyText } from "~/domain/buying-online/checkout/reservation";
import type { OnlinePaymentStage, OnlinePaymentView } from "~/domain/buying-online/checkout/view";
import { parseLeadReference } from "~/domain/leads/reference";
import type { CurrentUser } from "../auth/current-user.server";
import { requireUser } from "../auth/require-user.server";
import { paymentsContext, tenantScope, type TenantScope } from "../context.server";
import { consumeLeadLimits } from "../leads/limits.server";
import { isDemo } from "../payments/create-provider.server";
import type { PaymentProvider } from "../payments/provider.server";
import { readForm } from "../security/body-limit.server";
import { requestClientKey } from "../security/client-address.server";
import { confirmOnlinePayment, findOnlinePayment, startOnlinePayment } from "./online-payments.server";
import type { PageAnswer } from "./page-answer.server";

/**
 * /online-payment's loader and action (spec 02 §2; gated always, §6): the
 * signed-in shopper's form (what for, the dealer's reference, the amount),
 * then the provider's payment (the demo page, or Stripe's form), then the
 * receipt on the page (?payment=PAY-…, the shopper's own payments only).
 */

async function stageFor(
  scope: TenantScope,
  payments: PaymentProvider,
  user: CurrentUser,
  ref: string | null,
): Promise<OnlinePaymentStage> {
  const reference = ref ? parseLeadReference(ref) : null;
  const p = reference?.startsWith("PAY-") ? await findOnlinePayment(scope.db, scope.tenant.id, reference) : undefined;
  if (!p || p.userId !== user.id) return { kind: "form" };
  if (p.status === "paid")
    return {
      kind: "paid",
      reference: p.publicId,
      message: ONLINE_PAYMENT_TEXTS.paid(moneyText(p.amountCents), p.dealerReference),
    };
  if (p.provider === "demo" && isDemo(payments))
    return { kind: "demo-pay", reference: p.publicId, amount: moneyText(p.amountCents) };
  return { kind: "form" };
}

function viewFor(
  scope: TenantScope,
  payments: PaymentProvider,
  user: CurrentUser,
  stage: OnlinePaymentStage,
  typed = { purpose: "", reference: "", amount: "" },
): OnlinePaymentView {
  return {
    siteName: scope.tenant.config.name,
    provider: payments.kind,
    purposes: Object.entries(PAYMENT_PURPOSES).map(([value, label]) => ({ value, label })),
    stage,
    typed,
    payer: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
  };
}

export async function onlinePaymentLoader(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<OnlinePaymentView> {
  const scope = tenantScope(context);
  const payments = context.get(paymentsContext);
  const user = await requireUser(scope, request, "online-payment");
  const stage = await stageFor(scope, payments, user, new URL(request.url).searchParams.get("payment"));
  return viewFor(scope, payments, user, stage);
}

export type OnlinePaymentAnswer = PageAnswer<{ view: OnlinePaymentView; errors: Record<string, string> }>;

export async function onlinePaymentAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  now: Date = new Date(),
): Promise<OnlinePaymentAnswer> {
  const scope = tenantScope(context);
  const payments = context.get(paymentsContext);
  const user = await requireUser(scope, request, "online-payment");
  const form = await readForm(request, { maxBytes: 4 * 1024 });
  const field = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  if (field("intent") === "pay") {
    const reference = parseLeadReference(field("payment") ?? "");
    const p = reference ? await findOnlinePayment(scope.db, scope.tenant.id, reference) : undefined;
    if (!p || p.userId !== user.id || !isDemo(payments) || p.provider !== "demo" || !p.paymentId)
      return {
        status: 400,
        result: {
          view: viewFor(scope, payments, user, { kind: "form" }),
          errors: { payment: "This payment cannot be paid here." },
        },
      };
    if (p.status === "pending") {
      await payments.pay(p.paymentId, p.amountCents);
      await confirmOnlinePayment(scope.db, scope.tenant, payments, p.paymentId, now);
    }
    return { status: 303, redirectTo: `${ONLINE_PAYMENT_PATH}?payment=${p.publicId}` };
  }
  const typed = { purpose: field("purpose") ?? "", reference: field("reference") ?? "", amount: field("amount") ?? "" };
  const parsed = onlinePaymentFormSchema.safeParse({
    purpose: field("purpose"),
    reference: field("reference"),
    amount: field("amount"),
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const i of parsed.error.issues) errors[String(i.path[0] ?? "")] ??= i.message;
    return { status: 400, result: { view: viewFor(scope, payments, user, { kind: "form" }, typed), errors } };
  }
  const limited = await consumeLeadLimits(scope.db, requestClientKey(context), user.phone);
  if (limited)
    return {
      status: 429,
      retryAfterSeconds: limited.retryAfterSeconds,
      result: { view: viewFor(scope, payments, user, { kind: "form" }, typed), errors: { "": limited.message } },
    };
  const started = await startOnlinePayment(
    scope.db,
    scope.tenant,
    payments,
    parsed.data,
    { userId: user.id, name: user.firstName, last_name: user.lastName, email: user.email, phone: user.phone },
    now,
  );
  const ref = started.payment.publicId;
  if (payments.kind === "stripe" && started.clientSecret && payments.publishableKey)
    return {
      status: 200,
      result: {
        view: viewFor(scope, payments, user, {
          kind: "stripe-pay",
          reference: ref,
          amount: moneyText(started.payment.amountCents),
          clientSecret: started.clientSecret,
          publishableKey: payments.publishableKey,
        }),
        errors: {},
      },
    };
  return { status: 303, redirectTo: `${ONLINE_PAYMENT_PATH}?payment=${ref}` };
}
