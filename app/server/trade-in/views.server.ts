import { randomUUID } from "node:crypto";
import type { TradeInView } from "~/domain/buying-online/trade-in/page-view";
import { tradeInTitle, type TradeInVehicle } from "~/domain/buying-online/trade-in/registration";
import { modelChoice, type FieldErrors } from "~/domain/buying-online/trade-in/steps";
import type { Valuation } from "~/domain/buying-online/trade-in/valuation";
import type { TenantScope } from "../context.server";
import { modelChoices, yearMakeChoices } from "./choices.server";

/**
 * The valuation page's views (~/domain/buying-online/trade-in/page-view.ts) as the steps
 * (flow.server.ts) answer them, and the answers carried between steps as
 * hidden form values.
 */

export async function lookupView(
  scope: TenantScope,
  mode: "rego" | "pick",
  values: Record<string, string>,
  errors: FieldErrors,
  notice: string | null,
): Promise<TradeInView> {
  const { years, makes } = await yearMakeChoices(scope.db);
  const lookupConfigured = scope.tenant.config.trade_in.registration_lookup.adapter !== "none";
  const submissionId = values.submission_id || randomUUID();
  return { step: "lookup", mode, lookupConfigured, years, makes, values, errors, notice, submissionId };
}

const CONTACT_KEYS = ["name", "last_name", "email", "phone", "postcode", "terms_conditions", "opt_in"] as const;

/** The facts settled so far as hidden form values (strings; a checked box "on"; absent when empty). */
export function carried(v: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const keys = [
    ...CONTACT_KEYS,
    "rego",
    "regoState",
    "year",
    "make",
    "model",
    "badge",
    "series",
    "source",
    "kms",
    "condition",
    "service_history",
    "accident_damage",
    "finance_owing",
  ];
  for (const k of keys) {
    const x = v[k];
    if (x === true) out[k] = "on";
    else if (typeof x === "string" && x !== "") out[k] = x;
    else if (typeof x === "number") out[k] = String(x);
  }
  return out;
}

export function vehicleValues(v: TradeInVehicle): Record<string, string> {
  return {
    year: String(v.year),
    make: v.make,
    model: v.model,
    ...(v.badge ? { badge: v.badge } : {}),
    ...(v.series ? { series: v.series } : {}),
    source: v.source,
  };
}

export function vehicleFromValues(values: Record<string, string>): TradeInVehicle {
  return {
    year: Number(values.year) || 0,
    make: values.make ?? "",
    model: values.model ?? "",
    badge: values.badge || null,
    series: values.series || null,
    source: values.source === "registration" ? "registration" : "picked",
  };
}

export async function modelView(
  scope: TenantScope,
  values: Record<string, string>,
  errors: FieldErrors,
  notice: string | null,
): Promise<TradeInView> {
  const year = Number(values.year);
  const models = await modelChoices(scope.db, values.make ?? "", year);
  return {
    step: "model",
    title: `${year} ${values.make}`,
    models: models.map((m) => ({
      value: modelChoice(m.model, m.badge),
      label: [m.model, m.badge].filter(Boolean).join(" "),
      model: m.model,
    })),
    values,
    errors,
    notice,
    submissionId: values.submission_id && Object.keys(errors).length ? values.submission_id : randomUUID(),
  };
}

export function adjustmentsView(values: Record<string, string>, vehicle: TradeInVehicle): TradeInView {
  return { step: "adjustments", title: tradeInTitle(vehicle), values, errors: {}, notice: null, submissionId: randomUUID() };
}

export function offerView(values: Record<string, string>, vehicle: TradeInVehicle, valuation: Valuation): TradeInView {
  return { step: "offer", title: tradeInTitle(vehicle), valuation, values, errors: {}, notice: null, submissionId: randomUUID() };
}
