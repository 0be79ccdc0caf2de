import { and, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { JourneyStage, JourneyView } from "~/domain/checkout/journey-view";
import {
  JOURNEY_TEXTS,
  STEP_LABELS,
  canOpen,
  eligibleForOnlinePurchase,
  isJourneyStep,
  journeyHref,
  journeySteps,
  nextStep,
  onlinePurchaseEnabled,
  stepAfter,
  type AnsweredStep,
  type JourneyStep,
} from "~/domain/checkout/online-purchase";
import {
  deliveryStepSchema,
  detailsStepSchema,
  fieldErrors,
  paymentStepSchema,
  placeStepSchema,
  tradeInStepSchema,
  type OrderAnswers,
  type TradeInAnswer,
} from "~/domain/checkout/online-purchase-form";
import { orderSummary } from "~/domain/checkout/online-purchase-summary";
import { RESERVE_TEXTS, depositCents } from "~/domain/checkout/reservation";
import { normalisePhone } from "~/domain/checkout/reserve-form";
import { financeHref } from "~/domain/finance/finance-link";
import { instantInWords } from "~/domain/leads/date-words";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import { primaryLocation, vehiclePageSchema } from "~/domain/tenant/tenant-config";
import { tradeInAllowedFor } from "~/domain/trade-in/eligibility";
import { NO_ESTIMATE_TEXT, TRADE_IN_GUIDANCE } from "~/domain/trade-in/valuation";
import { displayPrice } from "~/domain/vehicle/price-display";
import { vehicleTitle, type Vehicle } from "~/domain/vehicle/vehicle";
import { requireUser } from "../auth/require-user.server";
import type { CurrentUser } from "../auth/current-user.server";
import { paymentsContext, tenantScope, type TenantScope } from "../context.server";
import { reservations, type OrderRow, type ReservationRow } from "../db/schema.server";
import { consumeLeadLimits } from "../leads/limits.server";
import { isDemo } from "../payments/create-provider.server";
import type { PaymentProvider } from "../payments/provider.server";
import { readForm } from "../security/body-limit.server";
import { requestClientKey } from "../security/client-address.server";
import { valueShopperCar } from "../trade-in/valuation.server";
import { deliveryQuoteFor } from "../vehicle/delivery-quote.server";
import { findListedVehicle } from "../vehicle/listed-vehicle.server";
import { findOrder, placeOrder, saveStep } from "./orders.server";
import type { PageAnswer } from "./page-answer.server";
import { confirmPayment } from "./reservations.server";

/**
 * /checkout-journey?car_id={slug} (spec 01 §2 'online purchase'; issue 20
 * item 4): the loader shows the step the shopper is on (?step= to go back to
 * an answered one), the deposit's payment, or the placed order; the action
 * takes one step's form (intent = the step), stores it and its lead, and
 * answers with a redirect to the next step (or the form again with its
 * errors, status 400). Works without JavaScript. The order is the signed-in
 * shopper's (sign-in type=checkout), kept server-side between steps.
 */

export interface JourneyResult {
  view: JourneyView;
  errors: Record<string, string>;
  status: number;
}

const slugParam = z.string().trim().min(1).max(200);

interface Ctx {
  scope: TenantScope;
  payments: PaymentProvider;
  car: Vehicle;
  user: CurrentUser;
  order: OrderRow | undefined;
  steps: JourneyStep[];
  action: string;
}

/** The car of ?car_id=, checked; or the explanation page (404) for a car that is unknown or cannot be bought online. */
async function setUp(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ ctx: Ctx } | { result: JourneyResult }> {
  const scope = tenantScope(context);
  const payments = context.get(paymentsContext);
  const slug = slugParam.safeParse(new URL(request.url).searchParams.get("car_id") ?? undefined);
  const lookup = slug.success ? await findListedVehicle(scope.db, scope.index, scope.tenant.id, slug.data) : null;
  if (!lookup?.listed) return { result: explanation(scope, payments, null, "Car not found", JOURNEY_TEXTS.unknownCar, 404) };
  const car = lookup.vehicle;
  if (!scope.tenant.config.features.reserve_online || !eligibleForOnlinePurchase(scope.tenant.config, car))
    return { result: explanation(scope, payments, car, "Not available online", JOURNEY_TEXTS.notEligible, 404) };
  const user = await requireUser(scope, request, "checkout");
  const order = await findOrder(scope.db, scope.tenant.id, user.id, car.id);
  const steps = journeySteps({ tradeIn: tradeInAllowedFor(scope.tenant.config, car) });
  return { ctx: { scope, payments, car, user, order, steps, action: journeyHref(car.slug) } };
}

function answeredOf(order: OrderRow | undefined): Set<AnsweredStep> {
  const a = (order?.answers ?? {}) as OrderAnswers;
  return new Set((Object.keys(a) as AnsweredStep[]).filter((k) => a[k] !== undefined));
}

async function reservationOf(ctx: Ctx): Promise<ReservationRow | undefined> {
  if (!ctx.order?.reservationId) return undefined;
  const [r] = await ctx.scope.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenantId, ctx.scope.tenant.id), eq(reservations.id, ctx.order.reservationId)));
  return r;
}

/** What the page shows when no form was posted: the order's state first, then the step asked for (if it may be opened). */
async function stageFor(ctx: Ctx, asked: string | null): Promise<JourneyStage> {
  const r = await reservationOf(ctx);
  if (ctx.order?.status === "placed" && r) {
    const zone = timeZoneForLocation(primaryLocation(ctx.scope.tenant.config));
    const held = r.status === "held" && r.heldUntil ? ` ${RESERVE_TEXTS.held(instantInWords(r.heldUntil, zone))}` : "";
    return { kind: "placed", reservation: r.publicId, message: `${JOURNEY_TEXTS.placed(ctx.order.publicId)}${held}` };
  }
  if (ctx.order?.status === "lost") return { kind: "unavailable", title: "Not available", message: JOURNEY_TEXTS.lost };
  if (r?.status === "pending" && r.provider === "demo" && isDemo(ctx.payments))
    return { kind: "demo-pay", reference: r.publicId };
  if (!onlinePurchaseEnabled(ctx.scope.tenant.config, ctx.car))
    return {
      kind: "unavailable",
      title: "Not available",
      message: ctx.car.reserved ? JOURNEY_TEXTS.reservedByOther : RESERVE_TEXTS.unavailable,
    };
  const answered = answeredOf(ctx.order);
  const step = isJourneyStep(asked) && canOpen(ctx.steps, answered, asked) ? asked : nextStep(ctx.steps, answered);
  return { kind: "step", step };
}

function carView(scope: TenantScope, car: Vehicle) {
  const price = displayPrice(car, { subscriptionPricing: false, noPriceText: scope.tenant.config.texts.noPriceText });
  return {
    title: vehicleTitle(car),
    subtitle: [car.badge, car.series].filter((s) => s && s.toLowerCase() !== "null").join(" "),
    path: car.path,
    price: price.text,
    image: car.primary_image_url ?? car.images[0]?.image ?? null,
  };
}

function depositOf(scope: TenantScope): number {
  return depositCents(vehiclePageSchema.parse(scope.tenant.config.vehicle_page ?? {}).reserve_deposit);
}

function explanation(
  scope: TenantScope,
  payments: PaymentProvider,
  car: Vehicle | null,
  title: string,
  message: string,
  status: number,
): JourneyResult {
  const cfg = scope.tenant.config;
  return {
    status,
    errors: {},
    view: {
      siteName: cfg.name,
      action: car ? journeyHref(car.slug) : "/checkout-journey",
      car: car ? carView(scope, car) : null,
      orderReference: null,
      depositCents: depositOf(scope),
      provider: payments.kind,
      steps: [],
      stage: { kind: "unavailable", title, message },
      answers: {},
      typed: {},
      prefill: { name: "", last_name: "", email: "", phone: "" },
      summary: [],
      deliveryOffered: false,
      financeHref: null,
      returnScheme: null,
    },
  };
}

function viewFor(ctx: Ctx, stage: JourneyStage, typed: Record<string, string> = {}): JourneyView {
  const { scope, car, user, order } = ctx;
  const cfg = scope.tenant.config;
  const answers = (order?.answers ?? {}) as OrderAnswers;
  const answered = answeredOf(order);
  const current = stage.kind === "step" ? stage.step : null;
  const scheme = cfg.checkout.online_purchase.return_scheme;
  return {
    siteName: cfg.name,
    action: ctx.action,
    car: carView(scope, car),
    orderReference: order?.publicId ?? null,
    depositCents: depositOf(scope),
    provider: ctx.payments.kind,
    steps: ctx.steps.map((s) => ({
      step: s,
      label: STEP_LABELS[s],
      href: journeyHref(car.slug, s),
      done: s !== "review" && answered.has(s),
      current: s === current,
      open: stage.kind === "step" && canOpen(ctx.steps, answered, s),
    })),
    stage,
    answers,
    typed,
    prefill: {
      name: answers.details?.name ?? user.firstName,
      last_name: answers.details?.last_name ?? user.lastName,
      email: answers.details?.email ?? user.email,
      phone: answers.details?.phone ?? user.phone,
    },
    summary: orderSummary(
      ctx.steps.filter((s): s is AnsweredStep => s !== "review"),
      answers,
    ).map((s) => ({ ...s, href: journeyHref(car.slug, s.step) })),
    deliveryOffered: cfg.delivery.enabled,
    financeHref: financeHref(cfg, { id: car.id, price: car.price, car_type: car.car_type, vin: car.vin ?? null }),
    returnScheme: scheme && car.car_type === "used" ? scheme : null,
  };
}

export async function journeyLoader(context: Readonly<RouterContextProvider>, request: Request): Promise<JourneyResult> {
  const set = await setUp(context, request);
  if ("result" in set) return set.result;
  const stage = await stageFor(set.ctx, new URL(request.url).searchParams.get("step"));
  return { status: 200, errors: {}, view: viewFor(set.ctx, stage) };
}

export async function journeyAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  now: Date = new Date(),
): Promise<PageAnswer<JourneyResult>> {
  const set = await setUp(context, request);
  if ("result" in set) return { status: set.result.status, result: set.result };
  const ctx = set.ctx;
  const { scope, car, payments } = ctx;
  const form = await readForm(request, { maxBytes: 8 * 1024 });
  const posted: Record<string, string> = {};
  for (const [k, v] of form.entries()) if (typeof v === "string") posted[k] = v;
  const intent = posted.intent ?? "";
  const again = (status: number, step: JourneyStep, errors: Record<string, string>): PageAnswer<JourneyResult> => ({
    status,
    result: { status, errors, view: viewFor(ctx, { kind: "step", step }, posted) },
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
  if (stage.kind !== "step") return { status: 409, result: { status: 409, errors: {}, view: viewFor(ctx, stage) } };
  const answered = answeredOf(ctx.order);
  if (!isJourneyStep(intent) || !canOpen(ctx.steps, answered, intent)) return toPage();
  const step: JourneyStep = intent;
  const url = new URL(request.url).pathname + new URL(request.url).search;

  const save = async (s: AnsweredStep, answer: OrderAnswers[AnsweredStep]): Promise<PageAnswer<JourneyResult>> => {
    const saved = await saveStep(scope.db, scope.tenant, { userId: ctx.user.id, car, step: s, answer, url }, now);
    if (saved.status === "too-many") return again(429, s, { "": JOURNEY_TEXTS.tooManyChanges });
    return toPage(stepAfter(ctx.steps, answeredOf(saved.order), s));
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
        return { status: 409, result: { status: 409, errors: {}, view: viewFor(ctx, unavailable) } };
      }
      if (payments.kind === "stripe" && started.clientSecret && payments.publishableKey) {
        const pay: JourneyStage = {
          kind: "stripe-pay",
          reference: started.reservation.publicId,
          clientSecret: started.clientSecret,
          publishableKey: payments.publishableKey,
        };
        return { status: 200, result: { status: 200, errors: {}, view: viewFor(ctx, pay) } };
      }
      return toPage();
    }
  }
}
