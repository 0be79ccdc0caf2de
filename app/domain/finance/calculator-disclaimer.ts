/**
 * The calculator panel's disclaimer (spec 02 §2 'A show more/less toggle
 * reveals the disclaimer'; §3 Finance lender 'disclaimer'; §9 'Disclaimer
 * truncated at 197 characters', 'a support phone number appears in the
 * finance disclaimer'). Zod-free: the browser's calculator imports it.
 */
import { formatMoney } from "./money";
import type { ProviderFees } from "./provider-config";

/** The quick quote's disclaimer (spec 02 §9 '5-year term, 10% deposit, 30% final payment') for the term chosen. */
export function quickQuoteBasis(loanTerm: number, basis: { depositPercent: number; finalPaymentPercent: number }): string {
  return `Based on a ${loanTerm}-year term, ${basis.depositPercent}% deposit and ${basis.finalPaymentPercent}% final payment.`;
}

/** Spec 02 §9 and spec 01 §9: 'finance disclaimer truncated at 197'. */
export const DISCLAIMER_LIMIT = 197;

export type Disclaimer = { kind: "short"; text: string } | { kind: "long"; text: string; preview: string };

/** The whole text when it fits in 197 characters; else its first 197 characters and an ellipsis, with the whole text kept for 'Show more'. */
export function truncateDisclaimer(raw: string): Disclaimer {
  const text = raw.replace(/\s+/g, " ").trim();
  if (text.length <= DISCLAIMER_LIMIT) return { kind: "short", text };
  return { kind: "long", text, preview: `${text.slice(0, DISCLAIMER_LIMIT).trimEnd()}…` };
}

/** 'an establishment fee of $1,360.50 added to the loan and a monthly fee of $8', or null without fees. */
export function feesText(fees: ProviderFees): string | null {
  const parts: string[] = [];
  const est = fees.establishment;
  if (est.amount > 0)
    parts.push(
      `an establishment fee of ${formatMoney(est.amount)} ${est.paid === "upfront" ? "paid at settlement" : "added to the loan"}`,
    );
  if (fees.agency > 0) parts.push(`an agency fee of ${formatMoney(fees.agency)} added to the loan`);
  if (fees.registration > 0) parts.push(`a security registration fee of ${formatMoney(fees.registration)}`);
  if (fees.monthlyAdmin > 0) parts.push(`a monthly fee of ${formatMoney(fees.monthlyAdmin)}`);
  if (!parts.length) return null;
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/**
 * The site's own disclaimer when the lender gives none (the car's
 * finance_lenders[provider].disclaimer wins): what the figure is, the fees it
 * includes, and the support phone number.
 */
export function calculatorDisclaimer(opts: { siteName: string; phone: string | null; fees: ProviderFees }): string {
  const fees = feesText(opts.fees);
  return [
    "This calculator gives an estimate only, as a guide to repayments for the price, deposit or trade-in, residual, term and interest rate you choose.",
    "It is not a quote or an offer of credit and does not take your credit history or circumstances into account.",
    fees ? `Repayments include the lender's fees: ${fees}.` : "Repayments assume no lender fees.",
    "Lending criteria, fees and charges apply; approval is at the lender's discretion.",
    opts.phone
      ? `For a personalised quote call ${opts.siteName}'s finance team on ${opts.phone}.`
      : `For a personalised quote, ask ${opts.siteName}'s finance team.`,
  ].join(" ");
}
