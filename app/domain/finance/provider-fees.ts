/**
 * A provider's fees as the engine sorts them for the comparison rate
 * (docs/finance.md 'Fees'). Apart from provider-config.ts, whose Zod schema
 * the browser's calculator must not bring with it.
 */
import type { LoanFees } from "./loan";
import type { ProviderFees } from "./provider-config";

/** The establishment fee to `financed` or `paidUpfront`, the agency fee to `financed`, registration to `governmentFinanced`, monthly admin to `monthly`. */
export function loanFeesOf(fees: ProviderFees): LoanFees {
  const upfront = fees.establishment.paid === "upfront" ? fees.establishment.amount : 0;
  return {
    paidUpfront: upfront,
    financed: fees.establishment.amount - upfront + fees.agency,
    governmentFinanced: fees.registration,
    monthly: fees.monthlyAdmin,
  };
}
