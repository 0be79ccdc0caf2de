/**
 * The budget finder's query strings, read with Zod (the pages' GET forms and
 * GET /api/budget-finder[/price-range] take the same parameters). A typed
 * amount that is not a number is not an error: it reads as 0 (spec 02 §5);
 * what cannot be a shopper's input (an unknown frequency, a parameter longer
 * than any amount or body name) is refused, naming the parameter.
 */
import { z } from "zod";
import {
  BUDGET_DEFAULT_DEPOSIT,
  BUDGET_DEFAULT_FREQUENCY,
  BUDGET_DEFAULT_REPAYMENT,
  BUDGET_FREQUENCIES,
  type BudgetFrequency,
  readBudgetAmount,
} from "./budget-finder";

export type ParamError = { param: string; message: string };
export type Read<T> = { ok: true; input: T } | { ok: false; errors: ParamError[] };

/** Longer than any amount a shopper types ('$1,000,000.00'), short enough to cost nothing. */
export const MAX_AMOUNT_CHARS = 24;
export const MAX_BODY_CHARS = 60;

const text = (max: number) => z.string().max(max, `must be at most ${max} characters`).optional();

const budgetParamsSchema = z.object({
  frequency: z.enum(BUDGET_FREQUENCIES, { error: `must be ${BUDGET_FREQUENCIES.join(" or ")}` }).optional(),
  repayment: text(MAX_AMOUNT_CHARS),
  deposit: text(MAX_AMOUNT_CHARS),
  /** A quick-pick deposit pressed in the form without JavaScript (a submit button): it replaces the typed deposit. */
  deposit_pick: text(MAX_AMOUNT_CHARS),
  body: text(MAX_BODY_CHARS),
});

const priceRangeParamsSchema = z.object({
  min: text(MAX_AMOUNT_CHARS),
  max: text(MAX_AMOUNT_CHARS),
  body: text(MAX_BODY_CHARS),
});

export interface BudgetFinderInput {
  frequency: BudgetFrequency;
  repayment: number;
  deposit: number;
  /** A body key or label as given; the server matches it against the site's choices. */
  body: string | null;
}

export interface PriceRangeInput {
  /** As typed; price-range.ts readPriceThumbs reads them against the track. */
  min: string | undefined;
  max: string | undefined;
  body: string | null;
}

/** The first value of each parameter; a blank frequency or body counts as absent. */
function singles(params: URLSearchParams, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = params.get(name);
    if (v !== null && !((name === "frequency" || name === "body") && v.trim() === "")) out[name] = v;
  }
  return out;
}

function errorsOf(error: z.ZodError): ParamError[] {
  return error.issues.map((i) => ({ param: String(i.path[0] ?? ""), message: i.message }));
}

/**
 * The budget finder's inputs: a missing repayment is the frequency's default
 * (600 a month, 200 a week), a missing deposit 2000 (spec 02 §9); an amount
 * given is read as typed (non-number 0, clamped 0 to 1,000,000; §5).
 */
export function readBudgetFinderParams(params: URLSearchParams): Read<BudgetFinderInput> {
  const names = ["frequency", "repayment", "deposit", "deposit_pick", "body"];
  const parsed = budgetParamsSchema.safeParse(singles(params, names));
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) };
  const p = parsed.data;
  const frequency = p.frequency ?? BUDGET_DEFAULT_FREQUENCY;
  const deposit = p.deposit_pick ?? p.deposit;
  return {
    ok: true,
    input: {
      frequency,
      repayment: p.repayment === undefined ? BUDGET_DEFAULT_REPAYMENT[frequency] : readBudgetAmount(p.repayment),
      deposit: deposit === undefined ? BUDGET_DEFAULT_DEPOSIT : readBudgetAmount(deposit),
      body: p.body?.trim() || null,
    },
  };
}

export function readPriceRangeParams(params: URLSearchParams): Read<PriceRangeInput> {
  const parsed = priceRangeParamsSchema.safeParse(singles(params, ["min", "max", "body"]));
  if (!parsed.success) return { ok: false, errors: errorsOf(parsed.error) };
  const p = parsed.data;
  return { ok: true, input: { min: p.min, max: p.max, body: p.body?.trim() || null } };
}

/** One line for a 400 answer: 'frequency: must be weekly or monthly'. */
export function paramErrorText(errors: readonly ParamError[]): string {
  return errors.map((e) => `${e.param}: ${e.message}`).join("; ");
}

/** The inputs a shopper starts with (spec 02 §9 defaults): what the home page's compact finder shows. */
export function budgetFinderDefaults(): BudgetFinderInput {
  const frequency = BUDGET_DEFAULT_FREQUENCY;
  return { frequency, repayment: BUDGET_DEFAULT_REPAYMENT[frequency], deposit: BUDGET_DEFAULT_DEPOSIT, body: null };
}
