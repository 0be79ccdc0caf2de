import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { themeVars } from "~/domain/content/brand-colours";
import { FINANCE_MESSAGES, financeDetailsSchema } from "~/domain/finance/application";
import { offersFinance } from "~/domain/finance/finance-link";
import { sendCodeSchema } from "~/domain/sign-in/sign-in-form";
import { isGated } from "~/domain/sign-in/journeys";
import { sessionCookie } from "~/server/auth/cookie.server";
import { requireUser } from "~/server/auth/require-user.server";
import { sendSignInCode } from "~/server/auth/sign-in.server";
import { authContext, financeContext, tenantScope } from "~/server/context.server";
import { applyForFinance } from "~/server/finance/apply.server";
import { financePageData } from "~/server/finance/finance-page.server";
import { readForm } from "~/server/security/body-limit.server";
import { requestClientKey } from "~/server/security/client-address.server";
import type { FinanceActionData } from "~/ui/finance/finance-form";
import { FinancePage } from "~/ui/finance/finance-page";
import financeCss from "~/ui/finance/finance.css?url";
import leadCss from "~/ui/lead/lead-forms.css?url";
import vehicleCardCss from "~/styles/vehicle-card.css?url";
import { HeadTags } from "~/ui/layout/head-tags";
import type { Route } from "./+types/finance";

/**
 * /finance, /apply-for-finance, /finance-enquiry and /personalised/finance
 * (spec 02 §2 'Finance page'; issue 19 item 5): the form column and the side
 * column (the car of car_id, or the three steps; the featured used cars with
 * Get Finance Now). The form posts here, so it works before JavaScript loads:
 * Send Code (intent=send-code) sends the phone code, Submit Application
 * (intent=apply) verifies it and hands the application off; the shopper is
 * sent to the hand-off's redirectUrl. A 404 where the site offers no finance;
 * sign-in first where the tenant gates finance (`sign_in.gated.finance`).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: leadCss, precedence: "default" },
  { rel: "stylesheet", href: vehicleCardCss, precedence: "default" },
  { rel: "stylesheet", href: financeCss, precedence: "default" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const scope = tenantScope(context);
  const cfg = scope.tenant.config;
  if (!offersFinance(cfg)) throw data({ message: "Not found" }, { status: 404 });
  // Spec 02 §6 'per-site ... finance': where the tenant gates finance, an anonymous visitor signs in first (§4).
  if (isGated(cfg, "finance")) await requireUser(scope, request, "finance");
  const page = await financePageData(scope, new URL(request.url), Date.now());
  return data(
    { ...page, themeVars: themeVars(cfg.theme), siteSlug: cfg.slug },
    // The form carries its own submission id: never one shopper's page for another.
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const POSTED_FIELDS = [
  "purchasePrice",
  "loanTerm",
  "selfAssessedCreditScore",
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "subscribe",
  "terms_conditions",
] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const scope = tenantScope(context);
  if (!offersFinance(scope.tenant.config)) throw data({ message: "Not found" }, { status: 404 });
  const form = await readForm(request, { maxBytes: 16 * 1024 });
  const values = Object.fromEntries(POSTED_FIELDS.map((k) => [k, String(form.get(k) ?? "")]).filter(([, v]) => v !== ""));
  const reply = (step: FinanceActionData["step"], errors: Record<string, string[]>, status = 400, formError?: string) =>
    data<FinanceActionData>({ step, values, errors, ...(formError ? { formError } : {}) }, { status });
  const secret = context.get(authContext).secret;
  const clientKey = requestClientKey(context);

  if (form.get("intent") === "apply") {
    let attribution: unknown;
    try {
      const raw = form.get("lead_attributes");
      attribution = typeof raw === "string" && raw ? JSON.parse(raw) : undefined;
    } catch {
      attribution = undefined;
    }
    const r = await applyForFinance(scope, { secret, clientKey, lenderKeys: context.get(financeContext).lenderKeys }, request, {
      values: form,
      attribution,
    });
    if (r.status === "invalid") return reply("sent", r.errors);
    if (r.status === "limited") return reply("sent", {}, 429, r.message);
    const headers: Record<string, string> = { "Cache-Control": "no-store" };
    if (r.session) headers["Set-Cookie"] = sessionCookie(request, r.session.token, r.session.maxAgeSeconds);
    if (r.status === "failed")
      return data<FinanceActionData>({ step: "sent", values, errors: {}, formError: r.message }, { status: 502, headers });
    throw redirect(r.redirectUrl, { headers });
  }

  // Send Code: the whole form but the code is checked first, so the shopper fixes everything before the text goes.
  const details = parseWithZod(form, { schema: financeDetailsSchema });
  if (details.status !== "success") {
    const errors: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(details.error ?? {})) if (v?.length && k !== "submission_id") errors[k] = v;
    if (Object.keys(errors).length) return reply("details", errors);
    if (details.error?.submission_id) return reply("details", {}, 400, FINANCE_MESSAGES.unknown);
  }
  const send = sendCodeSchema.safeParse({
    phone: form.get("phone"),
    first_name: form.get("name"),
    last_name: form.get("last_name"),
    email: form.get("email"),
  });
  if (!send.success) return reply("details", { phone: [send.error.issues[0].message] });
  const r = await sendSignInCode(scope, secret, clientKey, send.data);
  if (r.status === "invalid") return reply("details", r.errors);
  if (r.status === "limited") return reply("details", {}, 429, r.message);
  return data<FinanceActionData>({ step: "sent", values: { ...values, phone: send.data.phone }, errors: {} });
}

export default function FinanceRoute({ loaderData: d, actionData }: Route.ComponentProps) {
  return (
    <>
      <HeadTags
        tags={[
          { title: `Apply for Finance | ${d.siteName}` },
          { name: "description", content: `Get a finance estimate and apply for car finance with ${d.siteName}.` },
        ]}
      />
      <FinancePage data={d} result={actionData} />
    </>
  );
}
