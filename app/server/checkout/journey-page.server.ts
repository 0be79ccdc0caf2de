import { and, eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { JourneyStage, JourneyView } from "~/domain/buying-online/checkout/journey-view";
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
  type AnsweredStep,
  type JourneyStep,
} from "~/domain/buying-online/checkout/online-purchase";
import type { OrderAnswers } from "~/domain/buying-online/checkout/online-purchase-form";
import { orderSummary } from "~/domain/buying-online/checkout/online-purchase-summary";
import { RESERVE_TEXTS, depositCents } from "~/domain/buying-online/checkout/reservation";
import { instantInWords } from "~/domain/leads/date-words";
import { gateDecision } from "~/domain/sign-in/journeys";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import { primaryLocation, vehiclePageSchema } from "~/domain/tenant/tenant-config";
import { tradeInAllowedFor } from "~/domain/buying-online/trade-in/eligibility";
import { displayPrice } from "~/domain/vehicle/price-display";
import { vehicleTitle, type Vehicle } from "~/domain/vehicle/vehicle";
import { requireUser } from "../auth/require-user.server";
import { currentUser, type CurrentUser } from "../auth/current-user.server";
import { authContext, paymentsContext, tenantScope, type TenantScope } from "../context.server";
import { reservations, type OrderRow, type ReservationRow } from "../db/schema.server";
import { vehicleFinanceEntry } from "../finance/vehicle-entry.server";
import { isDemo } from "../payments/create-provider.server";
import type { PaymentProvider } from "../payments/provider.server";
import { findListedVehicle } from "../vehicle/listed-vehicle.server";
import { orderVisitorOf, type OrderVisitor } from "./order-visitor.server";
import { findOrder, type OrderOwner } from "./orders.server";

/**
 * /checkout-journey?car_id={slug} (spec 01 §2 'online purchase'; issue 20
 * item 4): the loader shows the step the shopper is on (?step= to go back to
 * an answered one), the deposit's payment, or the placed order (the action:
 * journey-action.server.ts). Works without JavaScript. The order is kept
 * server-side between steps: the signed-in shopper's, or where the tenant
 * does not gate checkout (spec 02 §6 'per-site checkout'), the anonymous
 * shopper's, named by their order cookie (order-visitor.server.ts).
 */

export interface JourneyResult {
  view: JourneyView;
  errors: Record<string, string>;
  status: number;
  /** The payment step's finance popup and its no-JavaScript link (the vehicle page's entry); null where none. */
  finance: FinanceEntry | null;
}

export type FinanceEntry = NonNullable<ReturnType<typeof vehicleFinanceEntry>>;

const slugParam = z.string().trim().min(1).max(200);

export interface JourneyContext {
  scope: TenantScope;
  payments: PaymentProvider;
  car: Vehicle;
  /** The signed-in shopper; null for an anonymous one where checkout is not gated. */
  user: CurrentUser | null;
  /** The anonymous shopper's order cookie, when the request carries one the server issued. */
  visitor: OrderVisitor | null;
  order: OrderRow | undefined;
  finance: FinanceEntry | null;
  steps: JourneyStep[];
  action: string;
}

/** The car of ?car_id=, checked; or the explanation page (404) for a car that is unknown or cannot be bought online. */
export async function setUp(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<{ ctx: JourneyContext } | { result: JourneyResult }> {
  const scope = tenantScope(context);
  const payments = context.get(paymentsContext);
  const slug = slugParam.safeParse(new URL(request.url).searchParams.get("car_id") ?? undefined);
  const lookup = slug.success ? await findListedVehicle(scope.db, scope.index, scope.tenant.id, slug.data) : null;
  if (!lookup?.listed) return { result: explanation(scope, payments, null, "Car not found", JOURNEY_TEXTS.unknownCar, 404) };
  const car = lookup.vehicle;
  if (!scope.tenant.config.features.reserve_online || !eligibleForOnlinePurchase(scope.tenant.config, car))
    return { result: explanation(scope, payments, car, "Not available online", JOURNEY_TEXTS.notEligible, 404) };
  // Spec 02 §6: sign-in first only where the tenant gates checkout, as Reserve Online does (page.server.ts).
  let user = await currentUser(scope, request);
  if (gateDecision(scope.tenant.config, "checkout", user !== null) === "sign-in")
    user = await requireUser(scope, request, "checkout");
  const visitor = user ? null : orderVisitorOf(request, context.get(authContext).secret);
  const owner = ownerOf(user, visitor);
  const order = owner ? await findOrder(scope.db, scope.tenant.id, owner, car.id) : undefined;
  const steps = journeySteps({ tradeIn: tradeInAllowedFor(scope.tenant.config, car) });
  const finance = vehicleFinanceEntry(scope.tenant, car, new Date());
  return { ctx: { scope, payments, car, user, visitor, order, finance, steps, action: journeyHref(car.slug) } };
}

export function ownerOf(user: CurrentUser | null, visitor: OrderVisitor | null): OrderOwner | null {
  return user ? { userId: user.id } : visitor ? { visitorKey: visitor.key } : null;
}

export function answeredOf(order: OrderRow | undefined): Set<AnsweredStep> {
  const a = (order?.answers ?? {}) as OrderAnswers;
  return new Set((Object.keys(a) as AnsweredStep[]).filter((k) => a[k] !== undefined));
}

export async function reservationOf(ctx: JourneyContext): Promise<ReservationRow | undefined> {
  if (!ctx.order?.reservationId) return undefined;
  const [r] = await ctx.scope.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.tenantId, ctx.scope.tenant.id), eq(reservations.id, ctx.order.reservationId)));
  return r;
}

/** What the page shows when no form was posted: the order's state first, then the step asked for (if it may be opened). */
export async function stageFor(ctx: JourneyContext, asked: string | null): Promise<JourneyStage> {
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

export function depositOf(scope: TenantScope): number {
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
    finance: null,
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
      returnScheme: null,
    },
  };
}

export function viewFor(ctx: JourneyContext, stage: JourneyStage, typed: Record<string, string> = {}): JourneyView {
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
      name: answers.details?.name ?? user?.firstName ?? "",
      last_name: answers.details?.last_name ?? user?.lastName ?? "",
      email: answers.details?.email ?? user?.email ?? "",
      phone: answers.details?.phone ?? user?.phone ?? "",
    },
    summary: orderSummary(
      ctx.steps.filter((s): s is AnsweredStep => s !== "review"),
      answers,
    ).map((s) => ({ ...s, href: journeyHref(car.slug, s.step) })),
    deliveryOffered: cfg.delivery.enabled,
    returnScheme: scheme && car.car_type === "used" ? scheme : null,
  };
}

export async function journeyLoader(context: Readonly<RouterContextProvider>, request: Request): Promise<JourneyResult> {
  const set = await setUp(context, request);
  if ("result" in set) return set.result;
  const stage = await stageFor(set.ctx, new URL(request.url).searchParams.get("step"));
  return { status: 200, errors: {}, view: viewFor(set.ctx, stage), finance: set.ctx.finance };
}
