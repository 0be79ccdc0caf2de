import type { RouterContextProvider } from "react-router";
import type { JourneyStage } from "~/domain/buying-online/checkout/journey-view";
import {
  JOURNEY_TEXTS,
  canOpen,
  isJourneyStep,
  journeyHref,
  stepAfter,
  type AnsweredStep,
  type JourneyStep,
} from "~/domain/buying-online/checkout/online-purchase";
import {
  deliveryStepSchema,
  detailsStepSchema,
  fieldErrors,
  paymentStepSchema,
  placeStepSchema,
  tradeInStepSchema,
  type OrderAnswers,
  type TradeInAnswer,
} from "~/domain/buying-online/checkout/online-purchase-form";
import { normalisePhone } from "~/domain/buying-online/checkout/reserve-form";
import { NO_ESTIMATE_TEXT, TRADE_IN_GUIDANCE } from "~/domain/buying-online/trade-in/valuation";
import { consumeLeadLimits } from "../leads/limits.server";
import { authContext } from "../context.server";
import { isDemo } from "../payments/create-provider.server";
import { readForm } from "../security/body-limit.server";
import { requestClientKey } from "../security/client-address.server";
import { valueShopperCar } from "../trade-in/valuation.server";
import { deliveryQuoteFor } from "../vehicle/delivery-quote.server";
import { answeredOf, depositOf, reservationOf, setUp, stageFor, viewFor, type JourneyResult } from "./journey-page.server";
import { newOrderVisitor } from "./order-visitor.server";
import { placeOrder, saveStep } from "./orders.server";
import type { PageAnswer } from "./page-answer.server";
import { confirmPayment } from "./reservations.server";

/**
 * The online purchase's action (journey-page.server.ts shows the page): one
 * step's form (intent = the step) checked by its schema, stored with its
 * lead, and answered with a redirect (303) to the next unanswered step, or
 * the form again with its errors (400); a step whose earlier steps are not
 * answered goes back to the journey. Review places the order with the
 * deposit; intent=pay is the demo provider's button. An anonymous shopper
 * (checkout not gated) is given their order cookie with the first step saved.
 */

export async function journeyAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  now: Date = new Date(),
): Promise<PageAnswer<JourneyResult>> {
  const set = await setUp(context, request);
  if ("result" in set) return { status: set.result.status, result: set.result };
  const ctx = set.ctx;
  const { scope, car, payments, finance } = ctx;
  const form = await readForm(request, { maxBytes: 8 * 1024 });
  const posted: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") posted[k] = v;
  const intent = posted.intent ?? "";
  const again = (status: number, step: JourneyStep, errors: Record<string, string>): PageAnswer<JourneyResult> => ({
    status,
    result: { status, errors, view: viewFor(ctx, { kind: "step", step }, posted), finance },
  });
  const toPage = (step?: JourneyStep): PageAnswer<JourneyResult> => ({ status: 303, redirectTo: journeyHref(car.slug, step) });

  if (intent === "pay") {
    // The demo page's button: only for the pending demo reservation of this shopper's order.
    const r = await reservationOf(ctx);
    if (r && r.status === "pending" && r.provider === "demo" && isDemo(payments) && r.paymentId) {
      await payments.pay(r.paymentId, r.amountCents);
      await confirmPayment(scope.db, scope.tenant, { payments }, r.paymentId, now);
    }
    return toPage();
  }

  const stage = await stageFor(ctx, null);
  if (stage.kind !== "step") return { status: 409, result: { status: 409, errors: {}, view: viewFor(ctx, stage), finance } };
  const answered = answeredOf(ctx.order);
  if (!isJourneyStep(intent) || !canOpen(ctx.steps, answered, intent)) return toPage();
  const step: JourneyStep = intent;
  const url = new URL(request.url).pathname + new URL(request.url).search;

  const save = async (s: AnsweredStep, answer: OrderAnswers[AnsweredStep]): Promise<PageAnswer<JourneyResult>> => {
    // The signed-in shopper's order, or the anonymous shopper's: a new one is named by a new order cookie.
    const visitor = ctx.user ? null : (ctx.visitor ?? newOrderVisitor(request, context.get(authContext).secret));
    const owner = ctx.user ? { userId: ctx.user.id } : { visitorKey: visitor!.key };
    const saved = await saveStep(scope.db, scope.tenant, { owner, car, step: s, answer, url }, now);
    if (saved.status === "too-many") return again(429, s, { "": JOURNEY_TEXTS.tooManyChanges });
    return { ...toPage(stepAfter(ctx.steps, answeredOf(saved.order), s)), setCookie: visitor?.setCookie };
  };

  switch (step) {
    case "details": {
      const r = detailsStepSchema.safeParse({ ...posted, phone: normalisePhone(posted.phone) });
      if (!r.success) return again(400, step, fieldErrors(r.error));
      const limited = await consumeLeadLimits(scope.db, requestClientKey(context), r.data.phone);
      if (limited) return { ...again(429, step, { "": limited.message }), retryAfterSeconds: limited.retryAfterSeconds };
      return save("details", r.data);
    }
    case "delivery": {
      const r = deliveryStepSchema.safeParse({ method: posted.method, postcode: posted.postcode });
      if (!r.success) return again(400, step, fieldErrors(r.error));
      if (r.data.method === "pickup") return save("delivery", { method: "pickup", postcode: null, quote: null });
      const quote = await deliveryQuoteFor(scope.tenant.config, car, r.data.postcode);
      if (!quote) return again(400, step, { method: "This dealer does not deliver: please choose pick-up." });
      if (quote.kind === "refused") return again(400, step, { postcode: quote.message });
      return save("delivery", {
        method: "delivery",
        postcode: quote.postcode,
        quote: quote.kind === "estimate" ? quote.estimate : null,
      });
    }
    case "trade_in": {
      const r = tradeInStepSchema.safeParse(posted);
      if (!r.success) return again(400, step, fieldErrors(r.error));
      if (r.data.has_trade_in === "no") return save("trade_in", { has: false });
      const v = r.data;
      const answers = {
        condition: v.condition,
        service_history: v.service_history,
        accident_damage: v.accident_damage,
        finance_owing: v.finance_owing,
      };
      const vehicle = { year: v.year, make: v.make, model: v.model, badge: null, series: null, source: "picked" as const };
      const valued = await valueShopperCar(scope.db, scope.tenant.config, { vehicle, km: v.km, answers }, now);
      const valuation: Extract<TradeInAnswer, { has: true }>["valuation"] =
        valued.kind === "offer"
          ? { kind: "offer", low: valued.low, high: valued.high }
          : valued.kind === "guidance"
            ? { kind: "guidance", text: TRADE_IN_GUIDANCE }
            : { kind: "no-estimate", text: valued.reason === "too-few" ? NO_ESTIMATE_TEXT.tooFew : NO_ESTIMATE_TEXT.belowCosts };
      return save("trade_in", {
        has: true,
        vehicle: { year: v.year, make: v.make, model: v.model },
        km: v.km,
        answers,
        valuation,
      });
    }
    case "payment": {
      const r = paymentStepSchema.safeParse({ method: posted.method });
      if (!r.success) return again(400, step, fieldErrors(r.error));
      return save("payment", r.data);
    }
    case "review": {
      const r = placeStepSchema.safeParse({ agree: posted.agree });
      if (!r.success) return again(400, step, fieldErrors(r.error));
      const order = ctx.order!;
      const limited = await consumeLeadLimits(
        scope.db,
        requestClientKey(context),
        (order.answers as OrderAnswers).details?.phone ?? null,
      );
      if (limited) return { ...again(429, step, { "": limited.message }), retryAfterSeconds: limited.retryAfterSeconds };
      const started = await placeOrder(scope.db, scope.tenant, { payments }, { order, car, amountCents: depositOf(scope) }, now);
      if (started.status === "unavailable") {
        const unavailable: JourneyStage = { kind: "unavailable", title: "Not available", message: JOURNEY_TEXTS.reservedByOther };
        return { status: 409, result: { status: 409, errors: {}, view: viewFor(ctx, unavailable), finance } };
      }
      if (payments.kind === "stripe" && started.clientSecret && payments.publishableKey) {
        const pay: JourneyStage = {
          kind: "stripe-pay",
          reference: started.reservation.publicId,
          clientSecret: started.clientSecret,
          publishableKey: payments.publishableKey,
        };
        return { status: 200, result: { status: 200, errors: {}, view: viewFor(ctx, pay), finance } };
      }
      return toPage();
    }
  }
}
