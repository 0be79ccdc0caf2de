/**
 * The finance pages (spec 02 §2 'Finance page', routes /finance,
 * /apply-for-finance, /finance-enquiry, /personalised/finance): their config,
 * side column and query. The links to them are in finance-link.ts, which the
 * search cards and the vehicle page load in the browser without Zod.
 */
import { z } from "zod";
import { CREDIT_HISTORIES, type CreditHistory } from "./rate-card";
import type { FinancePageConfig } from "./finance-link";

/** Spec 02 §9 'Featured finance stock 6 cars'. */
export const FEATURED_FINANCE_STOCK = 6;

/** Spec 02 §2: the side column without a car. */
export const FINANCE_STEPS = [
  { title: "Apply online in minutes", text: "Tell us about the car and yourself; it takes a few minutes." },
  { title: "Get pre-approved with a personalised rate", text: "Our finance team works out a rate for you and calls you." },
  { title: "Purchase the car", text: "Choose your car and drive away with finance in place." },
] as const;

/** A link in config: a site path or an https:// address (the promo links' rule). */
const link = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(\/(?!\/)[^\s]*|https:\/\/[^\s/]+(\/[^\s]*)?)$/, "must be a site path such as /finance or an https:// address");

/**
 * The tenant config's `finance_page`: which of the spec's paths its finance
 * links use ('/finance (default), /finance-enquiry or /apply-for-finance on
 * some sites'), a default link that replaces them, and the Get Finance Now
 * option (the featured used cars when no car is chosen).
 */
export const financePageConfigSchema = z
  .object({
    path: z.enum(["/finance", "/apply-for-finance", "/finance-enquiry"]).default("/finance"),
    default_link: link.nullish(),
    get_finance_now: z.boolean().default(false),
  })
  .prefault({});
// The schema's output is the plain type the links read (finance-link.ts), so the links stay free of Zod.
financePageConfigSchema satisfies z.ZodType<FinancePageConfig, unknown>;

/**
 * The finance page's query (spec 02 §2 'Query parameters accepted: car_id,
 * vin, nvic, year, preferredDealership, car_type, vehiclePriceBudget or
 * price, loanTerm, selfAssessedCreditScore or credit_score, whoIsHelping').
 * A link is read leniently: a value that does not parse is left out, never an error page.
 */
export interface FinancePageQuery {
  car_id: number | null;
  vin: string | null;
  nvic: string | null;
  year: number | null;
  preferredDealership: string | null;
  car_type: "new" | "used" | "demo" | null;
  purchasePrice: number | null;
  loanTerm: number | null;
  selfAssessedCreditScore: CreditHistory | null;
  whoIsHelping: string | null;
}

const fieldParsers = {
  car_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  vin: z
    .string()
    .trim()
    .regex(/^[A-HJ-NPR-Z0-9]{1,17}$/i),
  nvic: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{1,10}$/i),
  year: z.coerce.number().int().min(1900).max(2100),
  preferredDealership: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  car_type: z.enum(["new", "used", "demo"]),
  purchasePrice: z.coerce.number().positive().max(10_000_000),
  loanTerm: z.coerce.number().int().min(1).max(7),
  selfAssessedCreditScore: z.preprocess((v) => (typeof v === "string" ? v.toUpperCase() : v), z.enum(CREDIT_HISTORIES)),
  whoIsHelping: z.string().trim().min(1).max(120),
} as const;

export function parseFinancePageQuery(params: URLSearchParams): FinancePageQuery {
  const read = <K extends keyof typeof fieldParsers>(key: K, ...names: string[]) => {
    for (const name of names) {
      const raw = params.get(name);
      if (raw === null || raw === "") continue;
      const r = fieldParsers[key].safeParse(raw);
      if (r.success) return r.data as z.output<(typeof fieldParsers)[K]>;
    }
    return null;
  };
  return {
    car_id: read("car_id", "car_id"),
    vin: read("vin", "vin"),
    nvic: read("nvic", "nvic"),
    year: read("year", "year"),
    preferredDealership: read("preferredDealership", "preferredDealership"),
    car_type: read("car_type", "car_type"),
    purchasePrice: read("purchasePrice", "vehiclePriceBudget", "price"),
    loanTerm: read("loanTerm", "loanTerm"),
    selfAssessedCreditScore: read("selfAssessedCreditScore", "selfAssessedCreditScore", "credit_score"),
    whoIsHelping: read("whoIsHelping", "whoIsHelping"),
  };
}
