/**
 * Links to the finance pages (spec 01 §2 'finance link always ending in
 * #finance-form, with query preferredDealership, vehiclePriceBudget, car_id,
 * car_type, vin; a configured default finance link can replace it'). Free of
 * Zod: every search card and vehicle page builds these in the browser.
 */

/** Spec 02 §2 Routes: the four paths that show the finance page. */
export const FINANCE_PAGE_PATHS = ["/finance", "/apply-for-finance", "/finance-enquiry", "/personalised/finance"] as const;
export type FinancePagePath = (typeof FINANCE_PAGE_PATHS)[number];

/** The id of the finance form on the page: every finance link ends in it (spec 01 §2). */
export const FINANCE_FORM_ANCHOR = "finance-form";

/** The tenant config's `finance_page` (its schema: finance-page.ts). */
export interface FinancePageConfig {
  path: "/finance" | "/apply-for-finance" | "/finance-enquiry";
  default_link?: string | null;
  get_finance_now: boolean;
}

/** What a finance link needs of a site: finance switched on, and its page settings. */
export interface FinanceLinkSite {
  features: { finance?: boolean };
  finance_page?: FinancePageConfig;
}

/** The car a link is about: the spec's query names what it carries. */
export interface FinanceLinkCar {
  id: number;
  price?: number | null;
  car_type?: string | null;
  vin?: string | null;
  dealership_slug?: string | null;
}

/** Whether the site offers finance (its pages, links and popup). */
export function offersFinance(site: FinanceLinkSite): boolean {
  return site.features.finance === true;
}

/**
 * A finance link (spec 01 §2): the site's finance path with the query
 * preferredDealership, vehiclePriceBudget, car_id, car_type, vin (those the
 * car has), ending in #finance-form; the configured default link instead where
 * one is set. Null where the site offers no finance.
 */
export function financeHref(site: FinanceLinkSite, car?: FinanceLinkCar | null): string | null {
  if (!offersFinance(site)) return null;
  const cfg = site.finance_page;
  if (cfg?.default_link) return cfg.default_link;
  const q = new URLSearchParams();
  if (car) {
    if (car.dealership_slug) q.set("preferredDealership", car.dealership_slug);
    if (car.price && car.price > 0) q.set("vehiclePriceBudget", String(Math.round(car.price)));
    q.set("car_id", String(car.id));
    if (car.car_type) q.set("car_type", car.car_type);
    if (car.vin) q.set("vin", car.vin);
  }
  const query = q.toString();
  return `${cfg?.path ?? "/finance"}${query ? `?${query}` : ""}#${FINANCE_FORM_ANCHOR}`;
}
