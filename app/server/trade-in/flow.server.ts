import { randomInt } from "node:crypto";
import { HONEYPOT_FIELD } from "~/domain/leads/form-schemas";
import { successPath } from "~/domain/leads/form-post";
import { LEAD_REFERENCE_LENGTH, leadReference, leadReferencePrefix } from "~/domain/leads/reference";
import type { AdjustmentAnswers } from "~/domain/buying-online/trade-in/adjustments";
import { tradeInAllowedFor } from "~/domain/buying-online/trade-in/eligibility";
import type { AuState, TradeInVehicle } from "~/domain/buying-online/trade-in/registration";
import {
  acceptSchema,
  adjustmentsSchema,
  lookupByPickSchema,
  lookupByRegoSchema,
  modelSchema,
  parseStep,
  readModelChoice,
  TRADE_IN_MESSAGES,
  type FieldErrors,
} from "~/domain/buying-online/trade-in/steps";
import {
  miscellaneousValuationBody,
  tradeInLeadFields,
  type TradeInLeadStep,
} from "~/domain/buying-online/trade-in/trade-in-lead";
import { MISCELLANEOUS_JOB_KIND } from "./miscellaneous.server";
import type { TradeInView } from "~/domain/buying-online/trade-in/page-view";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import type { TenantScope } from "../context.server";
import { findVehicleById } from "../inventory/read.server";
import { acceptLead } from "../leads/accept-lead.server";
import { consumeLeadLimits, mayConfirmTo } from "../leads/limits.server";
import { gatherAttributes, publicOrigin } from "../leads/submit-lead.server";
import { logger } from "../logger.server";
import { modelChoices, yearMakeChoices } from "./choices.server";
import { adjustmentsView, carried, lookupView, modelView, offerView, vehicleFromValues, vehicleValues } from "./views.server";
import { LOOKUP_FAILED_TEXT, NOT_CONFIGURED_TEXT, NOT_FOUND_TEXT, registrationLookupFor } from "./registration-lookup.server";
import { valueShopperCar } from "./valuation.server";

/**
 * The valuation's steps on the server (spec 01 §4 'Valuation flow:
 * registration lookup, adjustments, offer accepted'; issue 20 item 2). One
 * page, one form per step, each a plain POST: the answers so far travel in
 * hidden fields and are checked again at every step; the offer is worked out
 * again from them, never read from the form. Each step the dealer hears
 * about is a lead through the leads pipeline (acceptLead: stored with its
 * email, ADF and webhook jobs in one statement):
 *
 * 1. the car found (by registration, or picked from the lists): '1. Registration Lookup';
 * 2. kilometres and the answers, with the valuation: '2. Adjustments';
 * 3. the offer accepted: '3. Offer Accepted' (spec 01 §4), then /success (event 18).
 */

export type TradeInOutcome = { kind: "view"; status: number; view: TradeInView } | { kind: "redirect"; to: string };

export interface TradeInDeps {
  clientKey: string;
  regoLookupKeys: Readonly<Record<string, string>>;
  fetchFn?: typeof fetch;
}

/** The car the valuation is tied to (/cars/trade-in?car_id=): one of the tenant's listed cars where trade-in is allowed. */
export async function tradeInCar(scope: TenantScope, carId: number, now: Date): Promise<Vehicle | null> {
  if (!Number.isSafeInteger(carId) || carId <= 0) return null;
  const car = await findVehicleById(scope.db, scope.tenant.id, carId);
  if (!car || !scope.index.isListed(car.id, now.getTime())) return null;
  return tradeInAllowedFor(scope.tenant.config, car) ? car : null;
}

/** The first step, as a GET shows it. */
export async function firstStep(
  scope: TenantScope,
  deps: TradeInDeps,
  values: Record<string, string> = {},
): Promise<TradeInView> {
  const lookup = registrationLookupFor(scope.tenant.config.trade_in.registration_lookup, deps.regoLookupKeys);
  const mode = lookup.configured && values.mode !== "pick" ? "rego" : "pick";
  return lookupView(scope, mode, values, {}, lookup.configured ? null : NOT_CONFIGURED_TEXT);
}

function fakeReference(slug: string): string {
  return leadReference(
    leadReferencePrefix(slug),
    Array.from({ length: LEAD_REFERENCE_LENGTH }, () => randomInt(1 << 30)),
  );
}

export async function tradeInStep(
  scope: TenantScope,
  deps: TradeInDeps,
  request: Request,
  posted: Record<string, string>,
  car: Vehicle | null,
  now: Date = new Date(),
): Promise<TradeInOutcome> {
  const { tenant } = scope;
  // A bot filled the hidden field: answered like a person, nothing stored or sent.
  if ((posted[HONEYPOT_FIELD] ?? "").trim() !== "") return { kind: "redirect", to: successPath(fakeReference(tenant.slug)) };
  const intent = posted.intent;
  const lookup = registrationLookupFor(tenant.config.trade_in.registration_lookup, deps.regoLookupKeys, deps.fetchFn);

  const limited = async (phone: string | null, view: TradeInView): Promise<TradeInOutcome | null> => {
    const l = await consumeLeadLimits(scope.db, deps.clientKey, phone);
    return l ? { kind: "view", status: 429, view: { ...view, notice: l.message } } : null;
  };
  const store = (step: TradeInLeadStep, fields: Parameters<typeof tradeInLeadFields>[0]) =>
    storeLead(scope, request, car, step, fields, now);

  if (intent === "lookup") {
    const byRego = lookup.configured && posted.mode !== "pick";
    if (byRego) {
      const r = parseStep(lookupByRegoSchema, posted);
      if (!r.ok) return { kind: "view", status: 400, view: await lookupView(scope, "rego", posted, r.errors, null) };
      const v = r.value;
      const values = carried(v);
      // The service is priced: a lookup counts as the lead it makes.
      const over = await limited(v.phone, await lookupView(scope, "rego", posted, {}, null));
      if (over) return over;
      const found = await lookup.lookup(v.rego, v.regoState);
      if (found.status !== "found") {
        if (found.status === "failed")
          logger.warn({ tenant: tenant.slug, lookup: lookup.description, detail: found.detail }, "registration lookup failed");
        const notice = found.status === "not-found" ? NOT_FOUND_TEXT : LOOKUP_FAILED_TEXT;
        return { kind: "view", status: 200, view: await lookupView(scope, "pick", values, {}, notice) };
      }
      const vehicle = found.vehicle;
      await store("lookup", {
        step: "lookup",
        contact: v,
        submission_id: v.submission_id,
        vehicle,
        rego: v.rego,
        regoState: v.regoState,
      });
      return { kind: "view", status: 200, view: adjustmentsView({ ...values, ...vehicleValues(vehicle) }, vehicle) };
    }
    const r = parseStep(lookupByPickSchema, posted);
    if (!r.ok) return { kind: "view", status: 400, view: await lookupView(scope, "pick", posted, r.errors, null) };
    const { years, makes } = await yearMakeChoices(scope.db);
    const make = makes.find((m) => m.toLowerCase() === r.value.make.toLowerCase());
    const errors: FieldErrors = {};
    if (!make) errors.make = [TRADE_IN_MESSAGES.makeChoice];
    if (!years.includes(r.value.year)) errors.year = [TRADE_IN_MESSAGES.year];
    if (!make || Object.keys(errors).length)
      return { kind: "view", status: 400, view: await lookupView(scope, "pick", posted, errors, null) };
    const values = { ...carried(r.value), make };
    return { kind: "view", status: 200, view: await modelView(scope, values, {}, null) };
  }

  if (intent === "model") {
    const r = parseStep(modelSchema, posted);
    if (!r.ok) {
      const status = 400;
      if (r.errors.year || r.errors.make)
        return { kind: "view", status, view: await lookupView(scope, "pick", posted, r.errors, null) };
      return { kind: "view", status, view: await modelView(scope, posted, r.errors, null) };
    }
    const v = r.value;
    const choice = readModelChoice(v.model_badge);
    const listed = (await modelChoices(scope.db, v.make, v.year)).find(
      (m) => m.model === choice.model && (m.badge ?? null) === choice.badge,
    );
    if (!listed)
      return {
        kind: "view",
        status: 400,
        view: await modelView(scope, posted, { model_badge: [TRADE_IN_MESSAGES.modelChoice] }, null),
      };
    const vehicle: TradeInVehicle = {
      year: v.year,
      make: v.make,
      model: listed.model,
      badge: listed.badge,
      series: listed.series,
      source: "picked",
    };
    const values = { ...carried(v), ...vehicleValues(vehicle) };
    const over = await limited(v.phone, await modelView(scope, posted, {}, null));
    if (over) return over;
    await store("lookup", {
      step: "lookup",
      contact: v,
      submission_id: v.submission_id,
      vehicle,
      rego: v.rego,
      regoState: v.regoState,
    });
    return { kind: "view", status: 200, view: adjustmentsView(values, vehicle) };
  }

  if (intent === "adjustments" || intent === "accept") {
    const r = parseStep(intent === "accept" ? acceptSchema : adjustmentsSchema, posted);
    const postedVehicle = vehicleFromValues(posted);
    if (!r.ok) {
      // The shopper's own answers are on this step; anything else wrong is a form tampered with or expired.
      return { kind: "view", status: 400, view: { ...adjustmentsView(posted, postedVehicle), errors: r.errors } };
    }
    const v = r.value;
    const vehicle: TradeInVehicle = {
      year: v.year,
      make: v.make,
      model: v.model,
      badge: v.badge ?? null,
      series: v.series ?? null,
      source: v.source,
    };
    const answers: AdjustmentAnswers = {
      condition: v.condition,
      service_history: v.service_history,
      accident_damage: v.accident_damage,
      finance_owing: v.finance_owing,
    };
    const valuation = await valueShopperCar(
      scope.db,
      tenant.config,
      { vehicle, km: v.kms, answers, regoState: (v.regoState ?? null) as AuState | null },
      now,
    );
    const values = carried(v);
    const offer = offerView(values, vehicle, valuation);
    const lead = {
      contact: v,
      submission_id: v.submission_id,
      vehicle,
      rego: v.rego,
      regoState: v.regoState,
      kms: v.kms,
      answers,
      valuation,
    };
    if (intent === "adjustments") {
      const over = await limited(null, { ...adjustmentsView(posted, vehicle) });
      if (over) return over;
      await store("adjustments", { step: "adjustments", ...lead });
      return { kind: "view", status: 200, view: offer };
    }
    // Accepting needs an offer the server itself makes now, from these facts.
    if (valuation.kind !== "offer") return { kind: "view", status: 400, view: offer };
    const over = await limited(null, offer);
    if (over) return over;
    const reference = await store("accepted", { step: "accepted", ...lead });
    return { kind: "redirect", to: successPath(reference) };
  }

  return {
    kind: "view",
    status: 400,
    view: await lookupView(
      scope,
      lookup.configured ? "rego" : "pick",
      {},
      { intent: [TRADE_IN_MESSAGES.intent] },
      TRADE_IN_MESSAGES.intent,
    ),
  };
}

/** One step's lead, through the leads pipeline. The shopper's confirmation email goes with the accepted offer only. */
async function storeLead(
  scope: TenantScope,
  request: Request,
  car: Vehicle | null,
  step: TradeInLeadStep,
  input: Parameters<typeof tradeInLeadFields>[0],
  now: Date,
): Promise<string> {
  const { tenant, db } = scope;
  const fields = tradeInLeadFields(input);
  const confirm = step === "accepted";
  const confirmationLimited =
    confirm && tenant.config.lead.delivery.confirmation_email && !(await mayConfirmTo(db, input.contact.email));
  const url = new URL(request.url);
  const accepted = await acceptLead(
    db,
    tenant,
    {
      form: "trade_in",
      fields,
      car,
      attributes: gatherAttributes(tenant, request, { pageUrl: `${url.pathname}${url.search}` }),
      siteOrigin: publicOrigin(tenant, request),
      shopperConfirmation: confirm,
      confirmationLimited,
      // Spec 01 §7: the valuation posted to the dealer's service, where the site configures one (miscellaneous.server.ts).
      extraJobs:
        step === "adjustments" && tenant.config.trade_in.miscellaneous_url
          ? [{ kind: MISCELLANEOUS_JOB_KIND, payload: { body: miscellaneousValuationBody(input) } }]
          : [],
    },
    now,
  );
  logger.info({ tenant: tenant.slug, lead: accepted.leadId, step, duplicate: accepted.duplicate }, "trade-in lead accepted");
  return accepted.leadId;
}
