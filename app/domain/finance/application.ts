/**
 * The finance application (spec 02 §2 'Finance popup', §3 'Finance payload',
 * §4 'Finance form', §5, §7 POST /api/youx/create-customer, §8): its tabs, its
 * one schema (the popup's tabs and the /finance page's form check the same
 * fields), the create-customer body and the finance lead's payload.
 */
import { z } from "zod";
import { TERMS_MESSAGES, emailField, honeypotField, MESSAGES, nameField, POSTCODE_MESSAGE } from "../leads/forms/fields";
import { CODE_MESSAGES, codeFieldSchema } from "../sign-in/code";
import { mobileField } from "../sign-in/sign-in-form";
import { CREDIT_HISTORIES } from "./rate-card";
import { QUICK_QUOTE_DEFAULTS, clampLoanTerm, clampPurchasePrice } from "./quick-quote";

/** Spec 02 §2: the dialog's title, quoted. */
export const FINANCE_POPUP_TITLE = "Instant Finance pre-approval with no impact on your credit score.";

/** Spec 02 §2: the four tabs, in order; §4 'In popup mode it advances tab by tab'. */
export const FINANCE_TABS = ["Quick Estimate", "Your Details", "Instant pre-approval", "Apply to lender"] as const;
export type FinanceTab = (typeof FINANCE_TABS)[number];

/** Spec 02 §8, quoted. */
export const FINANCE_MESSAGES = {
  tooMany: CODE_MESSAGES.tooMany,
  invalidCode: CODE_MESSAGES.invalid,
  unknown: "An unknown error occurred.",
  leadFailed: "Lead submission failed",
  createCustomerFailed: "Failed to create customer with YouX",
  noRedirect: "Failed to create customer or no redirect URL received.",
  quoteFailed: "Failed to get YouX quick quote",
  fixErrors: "Please fix the following errors:",
} as const;

/** Spec 02 §3 'Finance payload': tags ['YouX']. */
export const FINANCE_LEAD_TAGS = ["YouX"] as const;

export const CREDIT_HISTORY_LABELS = { GREAT: "Great", DECENT: "Decent", POOR: "Poor" } as const;

const number = (message: string) =>
  z.preprocess((v) => (typeof v === "string" ? Number(v.replace(/[^\d.]/g, "")) : v), z.number({ error: message }));

const optionalString = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((s) => s || undefined);

/** The fields of each tab: the popup checks a tab's fields before it moves on. */
export const FINANCE_TAB_FIELDS: Record<FinanceTab, readonly string[]> = {
  "Quick Estimate": ["purchasePrice", "loanTerm", "selfAssessedCreditScore"],
  "Your Details": ["name", "last_name", "email", "phone", "postcode"],
  "Instant pre-approval": ["subscribe", "terms_conditions"],
  "Apply to lender": ["code"],
};

/**
 * The application's fields (spec 02 §3 'Finance payload'), for Conform's
 * parseWithZod (an empty input is undefined, a checked box true). Price and
 * term are clamped as the quote clamps them (§5). `code` is checked here for
 * its form only; the server verifies it.
 */
export const financeApplicationSchema = z.object({
  purchasePrice: number("Purchase price must be a number, such as 30000.")
    .default(QUICK_QUOTE_DEFAULTS.purchasePrice)
    .transform(clampPurchasePrice),
  loanTerm: number("Loan term must be a number of years, 1 to 7.")
    .default(QUICK_QUOTE_DEFAULTS.loanTerm)
    .transform(clampLoanTerm),
  selfAssessedCreditScore: z
    .enum(CREDIT_HISTORIES, { error: "Credit history must be Great, Decent or Poor." })
    .default(QUICK_QUOTE_DEFAULTS.selfAssessedCreditScore),
  name: nameField(MESSAGES.name, MESSAGES.nameTooLong, MESSAGES.nameNotAName),
  last_name: nameField(MESSAGES.lastName, MESSAGES.lastNameTooLong, MESSAGES.lastNameNotAName),
  email: emailField,
  phone: mobileField,
  postcode: z
    .string({ error: POSTCODE_MESSAGE })
    .trim()
    .regex(/^\d{4}$/, POSTCODE_MESSAGE),
  subscribe: z.boolean().optional().default(false),
  terms_conditions: z.literal(true, { error: TERMS_MESSAGES.short }),
  code: codeFieldSchema,
  whoIsHelping: optionalString(120, "Who is helping must be at most 120 characters."),
  car_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  vin: optionalString(17, "VIN must be at most 17 characters."),
  nvic: optionalString(10, "NVIC must be at most 10 characters."),
  year: z.coerce.number().int().min(1900).max(2100).optional(),
  dealership_slug: optionalString(120, "Dealership must be at most 120 characters."),
  car_type: z.enum(["new", "used", "demo"]).optional(),
  submission_id: z.uuid({ error: MESSAGES.submissionId }),
  name__confirm: honeypotField,
});
export type FinanceApplication = z.output<typeof financeApplicationSchema>;

/** The application before its code: the schema the popup checks its first three tabs with, and Send Code's. */
export const financeDetailsSchema = financeApplicationSchema.omit({ code: true });

/**
 * POST /api/youx/create-customer (spec 02 §7): `data` {nvic, vin,
 * selfAssessedCreditScore, purchasePrice, year, loanTerm, phoneNumber,
 * firstName, lastName, email, subscribe, postCode} and `additionalData`, the
 * lead: the code (§3 Finance payload), the car and dealership, consent, the
 * submission id and the attribution the browser kept.
 */
export const createCustomerBodySchema = z.object({
  data: z.object({
    nvic: z.string().nullish(),
    vin: z.string().nullish(),
    selfAssessedCreditScore: z.string().nullish(),
    purchasePrice: z.union([z.number(), z.string()]).nullish(),
    year: z.union([z.number(), z.string()]).nullish(),
    loanTerm: z.union([z.number(), z.string()]).nullish(),
    phoneNumber: z.string({ error: MESSAGES.phone }),
    firstName: z.string({ error: MESSAGES.name }),
    lastName: z.string({ error: MESSAGES.lastName }),
    email: z.string({ error: MESSAGES.email }),
    subscribe: z.boolean().nullish(),
    postCode: z.string({ error: POSTCODE_MESSAGE }),
  }),
  additionalData: z.object({
    code: z.string().nullish(),
    car_id: z.union([z.number(), z.string()]).nullish(),
    dealership_slug: z.string().nullish(),
    car_type: z.string().nullish(),
    whoIsHelping: z.string().nullish(),
    terms_conditions: z.boolean().nullish(),
    submission_id: z.string().nullish(),
    name__confirm: z.string().nullish(),
    lead_attributes: z.unknown().optional(),
  }),
});
export type CreateCustomerBody = z.input<typeof createCustomerBodySchema>;

/** The create-customer body as the application form's fields (checked by financeApplicationSchema). */
export function applicationFieldsOf(body: z.output<typeof createCustomerBodySchema>): Record<string, unknown> {
  const { data: d, additionalData: a } = body;
  const str = (v: unknown) => (v === null || v === undefined || v === "" ? undefined : String(v));
  return {
    purchasePrice: str(d.purchasePrice),
    loanTerm: str(d.loanTerm),
    selfAssessedCreditScore: str(d.selfAssessedCreditScore),
    name: d.firstName,
    last_name: d.lastName,
    email: d.email,
    phone: d.phoneNumber,
    postcode: d.postCode,
    subscribe: d.subscribe === true,
    terms_conditions: a.terms_conditions === true ? true : undefined,
    code: str(a.code),
    whoIsHelping: str(a.whoIsHelping),
    car_id: str(a.car_id),
    vin: str(d.vin),
    nvic: str(d.nvic),
    year: str(d.year),
    dealership_slug: str(a.dealership_slug),
    car_type: str(a.car_type),
    submission_id: str(a.submission_id),
    name__confirm: str(a.name__confirm),
  };
}

/** The create-customer body the popup sends for an application (the inverse of applicationFieldsOf). */
export function createCustomerBody(app: Record<string, unknown>, leadAttributes?: unknown): CreateCustomerBody {
  const s = (k: string) => (app[k] === undefined || app[k] === null || app[k] === "" ? null : String(app[k]));
  return {
    data: {
      nvic: s("nvic"),
      vin: s("vin"),
      selfAssessedCreditScore: s("selfAssessedCreditScore"),
      purchasePrice: s("purchasePrice"),
      year: s("year"),
      loanTerm: s("loanTerm"),
      phoneNumber: s("phone") ?? "",
      firstName: s("name") ?? "",
      lastName: s("last_name") ?? "",
      email: s("email") ?? "",
      subscribe: app.subscribe === true || app.subscribe === "on",
      postCode: s("postcode") ?? "",
    },
    additionalData: {
      code: s("code"),
      car_id: s("car_id"),
      dealership_slug: s("dealership_slug"),
      car_type: s("car_type"),
      whoIsHelping: s("whoIsHelping"),
      terms_conditions: app.terms_conditions === true || app.terms_conditions === "on",
      submission_id: s("submission_id"),
      name__confirm: s("name__confirm"),
      lead_attributes: leadAttributes,
    },
  };
}

/**
 * The finance lead's payload (spec 02 §3 'Finance payload': phone, code,
 * name, last_name, email, postcode, amount, term, selfAssessedCreditScore,
 * whoIsHelping, subscribe, car_id, vin, nvic, year, dealership_slug,
 * car_type, lead_attributes, tags ['YouX']). Two readings: the code is
 * verified and never stored (a used code is worth nothing to the dealer and
 * must not sit in a CRM); lead_attributes are the lead's own attributes
 * (stored beside the payload like every lead's), not repeated in it. opt_in
 * mirrors subscribe and terms_conditions the consent, so the pipeline records
 * both as it does for every lead.
 */
export function financeLeadPayload(
  app: FinanceApplication,
  quote: { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number },
) {
  const defined = <T extends Record<string, unknown>>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as Partial<T>;
  return defined({
    phone: app.phone,
    name: app.name,
    last_name: app.last_name,
    email: app.email,
    postcode: app.postcode,
    amount: app.purchasePrice,
    term: app.loanTerm,
    selfAssessedCreditScore: app.selfAssessedCreditScore,
    whoIsHelping: app.whoIsHelping,
    subscribe: app.subscribe,
    opt_in: app.subscribe,
    terms_conditions: app.terms_conditions,
    car_id: app.car_id,
    vin: app.vin,
    nvic: app.nvic,
    year: app.year,
    dealership_slug: app.dealership_slug,
    car_type: app.car_type,
    weeklyRepaymentAmount: quote.weeklyRepaymentAmount,
    advertisedRate: quote.advertisedRate,
    comparisonRate: quote.comparisonRate,
    tags: [...FINANCE_LEAD_TAGS],
    submission_id: app.submission_id,
  });
}

/** Spec 02 §4: the next tab, or null on the last ('it advances tab by tab'). */
export function nextTab(tab: FinanceTab): FinanceTab | null {
  const i = FINANCE_TABS.indexOf(tab);
  return i >= 0 && i < FINANCE_TABS.length - 1 ? FINANCE_TABS[i + 1] : null;
}

/** The first tab holding one of these fields (an error sends the shopper back to it). */
export function tabOfField(field: string): FinanceTab | null {
  return FINANCE_TABS.find((t) => FINANCE_TAB_FIELDS[t].includes(field)) ?? null;
}

/** The errors of one tab's fields, from a whole-form check. */
export function tabErrors(tab: FinanceTab, errors: Record<string, string[] | undefined>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of FINANCE_TAB_FIELDS[tab]) if (errors[f]?.length) out[f] = errors[f]!;
  return out;
}
