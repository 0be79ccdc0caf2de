import { randomInt } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  FINANCE_MESSAGES,
  financeApplicationSchema,
  financeLeadPayload,
  type FinanceApplication,
} from "~/domain/finance/application";
import { offersFinance } from "~/domain/finance/finance-link";
import { quickQuote } from "~/domain/finance/quick-quote";
import { leadEventId } from "~/domain/leads/kind";
import { LEAD_REFERENCE_LENGTH, leadReference, leadReferencePrefix } from "~/domain/leads/reference";
import type { Vehicle } from "~/domain/vehicle/vehicle";
import type { TenantScope } from "../context.server";
import { findVehicleById } from "../inventory/read.server";
import { logger } from "../logger.server";
import { acceptLead } from "../leads/accept-lead.server";
import { leadCar } from "../leads/lead-car.server";
import { consumeLeadLimits, mayConfirmTo } from "../leads/limits.server";
import { CAR_UNAVAILABLE, gatherAttributes, publicOrigin, toFormData } from "../leads/submit-lead.server";
import { verifySignInCode } from "../auth/sign-in.server";
import { lenderHandoffFor } from "./lender-handoff.server";

/**
 * A finance application from start to hand-off (spec 02 §2 finance page and
 * popup, §4 'the last step verifies the code and submits', §7
 * /api/youx/create-customer; issue 19 items 4 and 6), shared by the popup's
 * JSON endpoint and the /finance page's form (no JavaScript):
 *
 * 1. the fields checked with the application's one schema;
 * 2. the car, if any, found among the tenant's listed cars (its VIN, NVIC,
 *    year, type and dealership are the car's, not the form's);
 * 3. the phone code verified (sign-in, issue 11): the shopper is signed in;
 * 4. the lead limits counted, and the application accepted as a finance lead
 *    through the leads pipeline (stored with its outbox jobs: the dealer's
 *    email, ADF, webhooks);
 * 5. the tenant's lender hand-off decides where the shopper goes.
 *
 * A failed hand-off leaves the lead stored and delivered: the dealer can
 * still call. Nothing here decides or implies a credit decision.
 */

export interface ApplyDeps {
  secret: Buffer;
  clientKey: string;
  lenderKeys: Readonly<Record<string, string>>;
  fetchFn?: typeof fetch;
}

export interface ApplyInput {
  values: FormData | Record<string, unknown>;
  /** The attribution the browser kept (lead-attributes.ts); absent: the attribution cookie. */
  attribution?: unknown;
  pageUrl?: string | null;
}

export type ApplyOutcome =
  | { status: "invalid"; errors: Record<string, string[]> }
  | { status: "limited"; message: string; retryAfterSeconds?: number }
  /** Handed off: the shopper goes to redirectUrl. `session` is the sign-in the verified code made. */
  | {
      status: "submitted";
      leadId: string;
      redirectUrl: string;
      eventId: number;
      session: { token: string; maxAgeSeconds: number } | null;
    }
  /** Stored and delivered to the dealer, but the lender did not answer with a redirect. */
  | { status: "failed"; leadId: string; message: string; session: { token: string; maxAgeSeconds: number } | null };

/** The platform's own application page (the embedded hand-off's redirect). */
export function applicationStatusPath(leadId: string): string {
  return `/finance/application/${encodeURIComponent(leadId)}`;
}

export async function applyForFinance(
  scope: TenantScope,
  deps: ApplyDeps,
  request: Request,
  input: ApplyInput,
  now: Date = new Date(),
): Promise<ApplyOutcome> {
  const { tenant, db, index } = scope;
  const cfg = tenant.config;
  if (!offersFinance(cfg)) return { status: "invalid", errors: { "": [FINANCE_MESSAGES.unknown] } };
  const values = input.values instanceof FormData ? input.values : toFormData(input.values);

  // A bot filled the hidden field: it is answered like a person, with a page that exists for no one.
  const honeypot = values.get("name__confirm");
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    const fake = leadReference(
      leadReferencePrefix(tenant.slug),
      Array.from({ length: LEAD_REFERENCE_LENGTH }, () => randomInt(1 << 30)),
    );
    return {
      status: "submitted",
      leadId: fake,
      redirectUrl: applicationStatusPath(fake),
      eventId: leadEventId("finance_application"),
      session: null,
    };
  }

  const submission = parseWithZod(values, { schema: financeApplicationSchema });
  if (submission.status !== "success") return { status: "invalid", errors: errorsOf(submission.error) };
  let app: FinanceApplication = submission.value;

  let car: Vehicle | null = null;
  if (app.car_id !== undefined) {
    const found = await findVehicleById(db, tenant.id, app.car_id);
    if (!found || !index.isListed(found.id, now.getTime())) return { status: "invalid", errors: { car_id: [CAR_UNAVAILABLE] } };
    car = found;
    const lc = leadCar(cfg, found);
    app = {
      ...app,
      vin: found.vin ?? undefined,
      nvic: found.nvic ?? undefined,
      year: found.year,
      car_type: found.car_type,
      dealership_slug: lc.dealership_slug,
    };
  }
  if (app.dealership_slug && !cfg.dealerships.some((d) => d.slug === app.dealership_slug))
    app = { ...app, dealership_slug: undefined };

  const verified = await verifySignInCode({ tenant, db }, deps.secret, deps.clientKey, { phone: app.phone, code: app.code }, now);
  if (verified.status === "invalid") return { status: "invalid", errors: { code: [verified.message] } };
  if (verified.status === "limited")
    return { status: "limited", message: verified.message, retryAfterSeconds: verified.retryAfterSeconds };
  const session = { token: verified.token, maxAgeSeconds: verified.maxAgeSeconds };

  const limited = await consumeLeadLimits(db, deps.clientKey, app.phone);
  if (limited) return { status: "limited", message: limited.message, retryAfterSeconds: limited.retryAfterSeconds };

  const quote = quickQuote(
    {
      purchasePrice: app.purchasePrice,
      loanTerm: app.loanTerm,
      selfAssessedCreditScore: app.selfAssessedCreditScore,
      year: app.year ?? null,
    },
    cfg.finance,
    now.getFullYear(),
  );
  const confirmationLimited = cfg.lead.delivery.confirmation_email && !(await mayConfirmTo(db, app.email));
  const accepted = await acceptLead(
    db,
    tenant,
    {
      form: "finance_application",
      fields: financeLeadPayload(app, quote),
      car,
      attributes: gatherAttributes(tenant, request, { attribution: input.attribution, pageUrl: input.pageUrl }),
      siteOrigin: publicOrigin(tenant, request),
      confirmationLimited,
    },
    now,
  );

  const handoff = lenderHandoffFor(cfg.finance_lender, deps.lenderKeys, deps.fetchFn);
  const result = await handoff.handOff({
    reference: accepted.leadId,
    statusUrl: applicationStatusPath(accepted.leadId),
    data: {
      nvic: app.nvic ?? null,
      vin: app.vin ?? null,
      selfAssessedCreditScore: app.selfAssessedCreditScore,
      purchasePrice: app.purchasePrice,
      year: app.year ?? null,
      loanTerm: app.loanTerm,
      phoneNumber: app.phone,
      firstName: app.name,
      lastName: app.last_name,
      email: app.email,
      subscribe: app.subscribe,
      postCode: app.postcode,
    },
    additionalData: {
      dealership_slug: app.dealership_slug ?? null,
      car_id: app.car_id ?? null,
      car_type: app.car_type ?? null,
      whoIsHelping: app.whoIsHelping ?? null,
      tags: ["YouX"],
    },
  });
  if (!result.ok) {
    logger.error(
      { tenant: tenant.slug, lead: accepted.leadId, lender: handoff.kind, detail: result.detail },
      "finance application stored and sent to the dealer, but the lender hand-off failed",
    );
    return { status: "failed", leadId: accepted.leadId, message: result.message, session };
  }
  logger.info({ tenant: tenant.slug, lead: accepted.leadId, lender: handoff.kind }, "finance application handed off");
  return {
    status: "submitted",
    leadId: accepted.leadId,
    redirectUrl: result.redirectUrl,
    eventId: leadEventId("finance_application", car),
    session,
  };
}

function errorsOf(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(error ?? {})) if (v && v.length) out[k] = v;
  return out;
}
