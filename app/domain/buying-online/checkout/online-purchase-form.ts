import { z } from "zod";
import { CONDITIONS, SERVICE_HISTORIES, YES_NO_ANSWERS, type AdjustmentAnswers } from "../trade-in/adjustments";
import { INVALID_POSTCODE_FORMAT, EMPTY_POSTCODE } from "../delivery/delivery-quote";
import { reserveFormSchema } from "./reserve-form";
import { DELIVERY_METHODS, JOURNEY_TEXTS, PAYMENT_METHODS, type DeliveryMethod, type PaymentMethod } from "./online-purchase";

/**
 * The online purchase's step forms (./online-purchase.ts): one Zod schema
 * per step, each error naming its field, checked by the server's action
 * (the pages are plain forms that work without JavaScript).
 */

/** Step 1: who is buying (the reserve form's fields, prefilled from the signed-in account). */
export const detailsStepSchema = reserveFormSchema.omit({ agree: true });
export type DetailsAnswer = z.output<typeof detailsStepSchema>;

const keys = <T extends string>(o: Record<T, string>) => Object.keys(o) as [T, ...T[]];

/** Step 2: pick up, or delivery to a postcode (the quote is worked out by the server from it). */
export const deliveryStepSchema = z
  .object({
    method: z.enum(keys(DELIVERY_METHODS), { error: "Please choose delivery or pick-up" }),
    postcode: z.string().trim().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.method !== "delivery") return;
    if (!v.postcode) ctx.addIssue({ code: "custom", path: ["postcode"], message: EMPTY_POSTCODE });
    else if (!/^\d{4}$/.test(v.postcode)) ctx.addIssue({ code: "custom", path: ["postcode"], message: INVALID_POSTCODE_FORMAT });
  });

export interface DeliveryAnswer {
  method: DeliveryMethod;
  postcode: string | null;
  /** The delivery quote for the postcode (spec 01 §3 'price, name'), or null where there is none. */
  quote: { price: number; name: string } | null;
}

const thisYear = () => new Date().getFullYear();

/** Step 3: no trade-in, or the shopper's car and the valuation's questions (trade-in/adjustments.ts). */
export const tradeInStepSchema = z.discriminatedUnion(
  "has_trade_in",
  [
    z.object({ has_trade_in: z.literal("no") }),
    z.object({
      has_trade_in: z.literal("yes"),
      year: z.coerce
        .number({ error: "Year is required" })
        .int("Year is required")
        .min(1980, "Year must be 1980 or later")
        .refine((y) => y <= thisYear() + 1, "Year cannot be in the future"),
      make: z.string({ error: "Make is required" }).trim().min(1, "Make is required").max(40, "Make is too long"),
      model: z.string({ error: "Model is required" }).trim().min(1, "Model is required").max(60, "Model is too long"),
      km: z.coerce
        .number({ error: "Kilometres are required" })
        .int("Kilometres must be a whole number")
        .min(0, "Kilometres must be 0 or more")
        .max(999_999, "Kilometres must be under 1,000,000"),
      condition: z.enum(CONDITIONS, { error: "Overall condition is required" }),
      service_history: z.enum(SERVICE_HISTORIES, { error: "Service history is required" }),
      accident_damage: z.enum(YES_NO_ANSWERS, { error: "Accident damage is required" }),
      finance_owing: z.enum(YES_NO_ANSWERS, { error: "Finance owing is required" }),
    }),
  ],
  { error: "Please say whether you have a car to trade in" },
);

export type TradeInAnswer =
  | { has: false }
  | {
      has: true;
      vehicle: { year: number; make: string; model: string };
      km: number;
      answers: AdjustmentAnswers;
      /** The valuation as the shopper was shown it: an offer range, or why there is no online estimate. */
      valuation: { kind: "offer"; low: number; high: number } | { kind: "guidance" | "no-estimate"; text: string };
    };

/** Step 4: finance (the finance application, for this car) or the balance paid at pick-up. */
export const paymentStepSchema = z.object({
  method: z.enum(keys(PAYMENT_METHODS), { error: "Please choose how you will pay" }),
});
export interface PaymentAnswer {
  method: PaymentMethod;
}

/** The review: the shopper agrees to the summary and the deposit terms. */
export const placeStepSchema = z.object({ agree: z.literal("on", { error: JOURNEY_TEXTS.agreeRequired }) });

export interface OrderAnswers {
  details?: DetailsAnswer;
  delivery?: DeliveryAnswer;
  trade_in?: TradeInAnswer;
  payment?: PaymentAnswer;
}

/** Zod's issues as the page shows them: the first message per field ("" for the form as a whole). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of error.issues) out[String(i.path[0] ?? "")] ??= i.message;
  // A trade-in answer missing altogether: the question's own field.
  if (out[""] && !out.has_trade_in && error.issues.some((i) => i.code === "invalid_union")) out.has_trade_in = out[""];
  return out;
}
