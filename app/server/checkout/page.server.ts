import { data, redirect, type RouterContextProvider } from "react-router";
import { RESERVE_TEXTS, checkoutEnabled, checkoutPath, depositCents } from "~/domain/buying-online/checkout/reservation";
import { normalisePhone, reserveFormSchema } from "~/domain/buying-online/checkout/reserve-form";
import { instantInWords } from "~/domain/leads/date-words";
import { parseLeadReference } from "~/domain/leads/reference";
import { timeZoneForLocation } from "~/domain/locations/time-zones";
import { gateDecision } from "~/domain/sign-in/journeys";
import { primaryLocation, vehiclePageSchema } from "~/domain/tenant/tenant-config";
import { displayPrice } from "~/domain/vehicle/price-display";
import { vehicleTitle, type Vehicle } from "~/domain/vehicle/vehicle";
import { currentUser } from "../auth/current-user.server";
import { requireUser } from "../auth/require-user.server";
import { paymentsContext, tenantScope, type TenantScope } from "../context.server";
import { consumeLeadLimits } from "../leads/limits.server";
import { logger } from "../logger.server";
import { isDemo } from "../payments/create-provider.server";
import type { PaymentProvider } from "../payments/provider.server";
import { pagePath } from "../http/page-path.server";
import { readForm } from "../security/body-limit.server";
import { requestClientKey } from "../security/client-address.server";
import type { CheckoutStage, CheckoutView } from "~/domain/buying-online/checkout/view";
import { findListedVehicle } from "../vehicle/listed-vehicle.server";
import { confirmPayment, endReservation, findReservation, startReservation } from "./reservations.server";
import type { PageAnswer } from "./page-answer.server";

/**
 * /cars/{slug}/checkout (or /buy-online where the tenant names it so; spec
 * 01 §2): reserving the car with the deposit. The loader shows the car, the
 * deposit and the form, or a reservation's state (?reservation=RES-…); the
 * action starts a reservation (intent=reserve) and, on the demo provider,
 * takes the demo page's payment (intent=pay). Gated by sign-in where the
 * tenant says so (sign_in.gated.checkout). Works without JavaScript: plain
 * form posts answered by a redirect to the reservation's page.
 */

export interface CheckoutActionResult {
  view: CheckoutView;
  errors: Record<string, string>;
}

async function carFor(scope: TenantScope, slug: string | undefined): Promise<Vehicle> {
  const lookup = await findListedVehicle(scope.db, scope.index, scope.tenant.id, slug);
  if (!lookup.listed || !scope.tenant.config.features.reserve_online) throw data({ checkout: false }, { status: 404 });
  return lookup.vehicle;
}

/** The tenant uses one of the two names: the other redirects there. */
function canonical(scope: TenantScope, car: Vehicle, request: Request): string {
  const path = checkoutPath(scope.tenant.config, car.slug);
  const url = new URL(request.url);
  url.searchParams.delete("_routes");
  if (pagePath(request).replace(/\/+$/, "") !== path) throw redirect(`${path}${url.search}`, 301);
  return path;
}

function depositOf(scope: TenantScope): number {
  return depositCents(vehiclePageSchema.parse(scope.tenant.config.vehicle_page ?? {}).reserve_deposit);
}

async function stageFor(
  scope: TenantScope,
  car: Vehicle,
  payments: PaymentProvider,
  ref: string | null,
  userId: number | null = null,
): Promise<CheckoutStage> {
  const reference = ref ? parseReservationReference(ref) : null;
  const r = reference ? await findReservation(scope.db, scope.tenant.id, reference) : undefined;
  if (r && r.vehicleId === car.id) {
    const zone = timeZoneForLocation(primaryLocation(scope.tenant.config));
    switch (r.status) {
      case "pending":
        if (r.provider === "demo" && isDemo(payments)) return { kind: "demo-pay", reference: r.publicId };
        break;
      case "held":
        return {
          kind: "done",
          status: "held",
          reference: r.publicId,
          message: RESERVE_TEXTS.held(instantInWords(r.heldUntil!, zone)),
          cancellable: ownHold(r, userId),
        };
      case "lost":
        return { kind: "done", status: "lost", reference: r.publicId, message: RESERVE_TEXTS.lost(r.amountCents) };
      case "released":
        return { kind: "done", status: "released", reference: r.publicId, message: RESERVE_TEXTS.released(r.amountCents) };
      case "expired":
        return { kind: "done", status: "expired", reference: r.publicId, message: RESERVE_TEXTS.expired(r.amountCents) };
      case "sold":
        return { kind: "done", status: "sold", reference: r.publicId, message: RESERVE_TEXTS.sold };
    }
  }
  if (!checkoutEnabled(scope.tenant.config, car))
    return { kind: "unavailable", message: car.reserved ? RESERVE_TEXTS.reservedByOther : RESERVE_TEXTS.unavailable };
  return { kind: "form" };
}

/** 'RES-7K3Q9DXM' as typed or linked; null when it cannot be one. */
function parseReservationReference(s: string): string | null {
  const r = parseLeadReference(s);
  return r && r.startsWith("RES-") ? r : null;
}

async function viewFor(
  scope: TenantScope,
  car: Vehicle,
  path: string,
  payments: PaymentProvider,
  stage: CheckoutStage,
  user: Awaited<ReturnType<typeof currentUser>>,
  typed?: Record<string, string>,
): Promise<CheckoutView> {
  const cfg = scope.tenant.config;
  const cents = depositOf(scope);
  const price = displayPrice(car, { subscriptionPricing: false, noPriceText: cfg.texts.noPriceText });
  return {
    siteName: cfg.name,
    path,
    car: {
      title: vehicleTitle(car),
      subtitle: [car.badge, car.series].filter((s) => s && s.toLowerCase() !== "null").join(" "),
      path: car.path,
      price: price.text,
      image: car.primary_image_url ?? car.images[0]?.image ?? null,
    },
    depositCents: cents,
    depositText: RESERVE_TEXTS.deposit(cents),
    promise: RESERVE_TEXTS.promise(cents),
    provider: payments.kind,
    stage,
    prefill: {
      name: typed?.name ?? user?.firstName ?? "",
      last_name: typed?.last_name ?? user?.lastName ?? "",
      email: typed?.email ?? user?.email ?? "",
      phone: typed?.phone ?? user?.phone ?? "",
    },
    signedIn: user !== null,
  };
}

async function gate(scope: TenantScope, request: Request) {
  const user = await currentUser(scope, request);
  if (gateDecision(scope.tenant.config, "checkout", user !== null) === "sign-in") return requireUser(scope, request, "checkout");
  return user;
}

export async function checkoutLoader(
  context: Readonly<RouterContextProvider>,
  request: Request,
  slug: string | undefined,
): Promise<CheckoutView> {
  const scope = tenantScope(context);
  const payments = context.get(paymentsContext);
  const car = await carFor(scope, slug);
  const path = canonical(scope, car, request);
  const user = await gate(scope, request);
  const stage = await stageFor(scope, car, payments, new URL(request.url).searchParams.get("reservation"), user?.id ?? null);
  return viewFor(scope, car, path, payments, stage, user);
}

export type CheckoutAnswer = PageAnswer<CheckoutActionResult>;

export async function checkoutAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  slug: string | undefined,
  now: Date = new Date(),
): Promise<CheckoutAnswer> {
  const scope = tenantScope(context);
  const payments = context.get(paymentsContext);
  const car = await carFor(scope, slug);
  const path = canonical(scope, car, request);
  const user = await gate(scope, request);
  const form = await readForm(request, { maxBytes: 4 * 1024 });
  const field = (k: string) => {
    const v = form.get(k);
    return typeof v === "string" ? v : undefined;
  };
  const answer = async (
    status: number,
    stage: CheckoutStage,
    errors: Record<string, string> = {},
    typed?: Record<string, string>,
  ) => ({
    status,
    result: { view: await viewFor(scope, car, path, payments, stage, user, typed), errors },
  });

  if (field("intent") === "pay") {
    // The demo page's button: only for a pending demo reservation of this car.
    const reference = parseReservationReference(field("reservation") ?? "");
    const r = reference ? await findReservation(scope.db, scope.tenant.id, reference) : undefined;
    if (!r || r.vehicleId !== car.id || !isDemo(payments) || r.provider !== "demo" || !r.paymentId)
      return answer(400, await stageFor(scope, car, payments, null), { reservation: "This reservation cannot be paid here." });
    if (r.status === "pending") {
      await payments.pay(r.paymentId, r.amountCents);
      await confirmPayment(scope.db, scope.tenant, { payments }, r.paymentId, now);
    }
    return { status: 303, redirectTo: `${path}?reservation=${r.publicId}` };
  }

  if (field("intent") === "cancel") {
    // Spec 01 §9 '100% refundable': the signed-in shopper who holds the car cancels within the hold; refunded in full.
    const reference = parseReservationReference(field("reservation") ?? "");
    const r = reference ? await findReservation(scope.db, scope.tenant.id, reference) : undefined;
    if (!r || r.vehicleId !== car.id || r.status !== "held" || !ownHold(r, user?.id ?? null))
      return answer(400, await stageFor(scope, car, payments, null), {
        reservation: "This reservation cannot be cancelled here.",
      });
    await endReservation(scope.db, scope.tenant, { payments }, r.id, "released", "shopper cancelled within the hold", now, car);
    return { status: 303, redirectTo: `${path}?reservation=${r.publicId}` };
  }

  const typed = {
    name: field("name") ?? "",
    last_name: field("last_name") ?? "",
    email: field("email") ?? "",
    phone: field("phone") ?? "",
  };
  const parsed = reserveFormSchema.safeParse({
    name: field("name"),
    last_name: field("last_name"),
    email: field("email"),
    phone: normalisePhone(field("phone")),
    agree: field("agree"),
  });
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const i of parsed.error.issues) errors[String(i.path[0] ?? "")] ??= i.message;
    return answer(400, { kind: "form" }, errors, typed);
  }
  const limited = await consumeLeadLimits(scope.db, requestClientKey(context), parsed.data.phone);
  if (limited) {
    const a = await answer(429, { kind: "form" }, { "": limited.message }, typed);
    return { ...a, retryAfterSeconds: limited.retryAfterSeconds };
  }
  const started = await startReservation(
    scope.db,
    scope.tenant,
    { payments },
    { car, shopper: parsed.data, userId: user?.id ?? null, amountCents: depositOf(scope) },
    now,
  );
  if (started.status === "unavailable")
    return answer(409, {
      kind: "unavailable",
      message: car.reserved ? RESERVE_TEXTS.reservedByOther : RESERVE_TEXTS.unavailable,
    });
  const ref = started.reservation.publicId;
  if (payments.kind === "stripe" && started.clientSecret && payments.publishableKey) {
    logger.info({ tenant: scope.tenant.slug, reservation: ref }, "reservation awaiting the Stripe payment");
    return answer(200, {
      kind: "stripe-pay",
      reference: ref,
      clientSecret: started.clientSecret,
      publishableKey: payments.publishableKey,
    });
  }
  return { status: 303, redirectTo: `${path}?reservation=${ref}` };
}

/** A reservation made by a signed-in shopper, viewed by that shopper (an anonymous one asks the dealer, who releases it by CLI). */
function ownHold(r: { userId: number | null }, userId: number | null): boolean {
  return r.userId !== null && r.userId === userId;
}
