import { answerLabel, type AdjustmentAnswers } from "./adjustments";
import { tradeInTitle, type TradeInVehicle } from "./registration";
import { TRADE_IN_GUIDANCE, NO_ESTIMATE_TEXT, type Valuation } from "./valuation";

/**
 * The valuation's steps as leads (spec 01 §4 'Valuation flow: registration
 * lookup, adjustments, offer accepted (subcategory '3. Offer Accepted')';
 * §7 lead helper 'trade-in lead, registration lookup, adjustments, offer
 * acceptance'): each step the dealer hears about is a lead of the form
 * `trade_in`, filed under the subcategory of its step. The spec quotes the
 * third; the first two are numbered the same way.
 */
export const TRADE_IN_SUBCATEGORIES = {
  lookup: "1. Registration Lookup",
  adjustments: "2. Adjustments",
  accepted: "3. Offer Accepted",
} as const;
export type TradeInLeadStep = keyof typeof TRADE_IN_SUBCATEGORIES;

export const TRADE_IN_CATEGORY = "Trade-in";

export interface TradeInLeadInput {
  step: TradeInLeadStep;
  contact: {
    name: string;
    last_name: string;
    email: string;
    phone: string;
    postcode?: string;
    opt_in: boolean;
    terms_conditions: true;
  };
  submission_id: string;
  vehicle: TradeInVehicle;
  rego?: string;
  regoState?: string;
  kms?: number;
  answers?: AdjustmentAnswers;
  valuation?: Valuation;
}

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** What the valuation said, in words, for the dealer's email and ADF comments. */
export function valuationInWords(v: Valuation): string {
  switch (v.kind) {
    case "offer":
      return `Offer ${aud.format(v.low)} to ${aud.format(v.high)} (market ${aud.format(v.market.min)} to ${aud.format(v.market.max)}, ${v.market.count} comparable cars; reconditioning ${aud.format(v.reconditioning)})`;
    case "guidance":
      return `No online estimate (${v.reason === "age" ? "over 7 years old" : "over 100,000 km"}): ${TRADE_IN_GUIDANCE}`;
    case "no-estimate":
      return `No online estimate: ${v.reason === "too-few" ? NO_ESTIMATE_TEXT.tooFew : NO_ESTIMATE_TEXT.belowCosts}`;
  }
}

/**
 * The lead's fields (spec 01 §3 'Trade-in valuation: offer_price,
 * adjustmentAnswers, rego, regoState'), flat, as the leads pipeline stores
 * and sends a form's answers. `offer_price` is the low end of the accepted
 * range: what the dealer has said it will pay, subject to inspection.
 */
export function tradeInLeadFields(input: TradeInLeadInput): Record<string, unknown> {
  const v = input.vehicle;
  const a = input.answers;
  const val = input.valuation;
  const c = input.contact;
  const fields: Record<string, unknown> = {
    // The contact fields alone: the parsed step holds every answer, which have their own entries below.
    name: c.name,
    last_name: c.last_name,
    email: c.email,
    phone: c.phone,
    ...(c.postcode ? { postcode: c.postcode } : {}),
    opt_in: c.opt_in,
    terms_conditions: c.terms_conditions,
    submission_id: input.submission_id,
    category: TRADE_IN_CATEGORY,
    subcategory: TRADE_IN_SUBCATEGORIES[input.step],
    trade_in_vehicle: tradeInTitle(v),
    year: String(v.year),
    make: v.make,
    model: v.model,
    ...(v.badge ? { badge: v.badge } : {}),
    identified_by: v.source === "registration" ? "Registration lookup" : "Chosen from lists",
    ...(input.rego ? { rego: input.rego } : {}),
    ...(input.regoState ? { regoState: input.regoState } : {}),
    ...(input.kms !== undefined ? { kms: String(input.kms) } : {}),
  };
  if (a) {
    fields.adjustmentAnswers = [
      `Condition: ${answerLabel("condition", a.condition)}`,
      `Service history: ${answerLabel("service_history", a.service_history)}`,
      `Accident damage: ${answerLabel("accident_damage", a.accident_damage)}`,
      `Finance owing: ${answerLabel("finance_owing", a.finance_owing)}`,
    ].join("; ");
  }
  if (val) {
    fields.valuation = valuationInWords(val);
    if (val.kind === "offer") {
      fields.offer_range = `${aud.format(val.low)} to ${aud.format(val.high)}`;
      if (input.step === "accepted") {
        fields.offer_price = val.low;
        fields.offer_accepted = true;
      }
    }
  }
  return fields;
}

/**
 * Spec 01 §7 'POST /api/miscellaneous | valuation response plus column_name
 * 'valuation'': what a site that configures a receiver is sent after the
 * adjustments step (spec 01 §3 'Trade-in valuation: offer_price,
 * adjustmentAnswers, rego, regoState').
 */
export function miscellaneousValuationBody(input: TradeInLeadInput): Record<string, unknown> {
  const v = input.valuation;
  return {
    column_name: "valuation",
    offer_price: v?.kind === "offer" ? v.low : null,
    offer_range: v?.kind === "offer" ? { low: v.low, high: v.high } : null,
    result: v
      ? v.kind === "offer"
        ? "offer"
        : v.kind === "guidance"
          ? `guidance:${v.reason}`
          : `no-estimate:${v.reason}`
      : null,
    adjustmentAnswers: input.answers ?? null,
    rego: input.rego ?? null,
    regoState: input.regoState ?? null,
    kms: input.kms ?? null,
    vehicle: { year: input.vehicle.year, make: input.vehicle.make, model: input.vehicle.model, badge: input.vehicle.badge },
  };
}
