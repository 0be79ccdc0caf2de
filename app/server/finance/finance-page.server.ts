import { randomUUID } from "node:crypto";
import { FEATURED_FINANCE_STOCK, parseFinancePageQuery, type FinancePageQuery } from "~/domain/finance/finance-page";
import type { FinanceProviderConfig } from "~/domain/finance/provider-config";
import {
  QUICK_QUOTE_DEFAULTS,
  clampLoanTerm,
  clampPurchasePrice,
  quickQuote,
  type QuickQuote,
} from "~/domain/finance/quick-quote";
import type { CreditHistory } from "~/domain/finance/rate-card";
import { toCardVehicle } from "~/domain/search/card-fields";
import { cardView, type CardView } from "~/domain/search/card-view";
import { searchState } from "~/domain/search/query-edits";
import { publicSite } from "~/domain/tenant/public-site";
import { imageUrl } from "~/domain/vehicle/image-renditions";
import { displayPrice } from "~/domain/vehicle/price-display";
import type { TenantScope } from "../context.server";
import { findVehicleById } from "../inventory/read.server";
import { leadCar } from "../leads/lead-car.server";

/**
 * The finance page (spec 02 §2 'Finance page'; issue 19 item 5): the query
 * read leniently, the chosen car from the tenant's listed cars for the side
 * column, the featured used cars when no car is chosen and the site has the
 * Get Finance Now option, and the form's starting values and quote.
 */

/** The car in the side column and the application's car fields. */
export interface FinanceCar {
  id: number;
  title: string;
  path: string;
  image: string | null;
  /** Spec 02 §2 'price and price type (or '/week' for subscriptions)'. */
  priceText: string;
  priceType: string | null;
  price: number | null;
  year: number;
  vin: string | null;
  nvic: string | null;
  car_type: string;
  dealership_slug: string;
}

/** What the form starts with (spec 02 §9 defaults; the query's values; the car's price). */
export interface FinanceFormStart {
  purchasePrice: number;
  loanTerm: number;
  selfAssessedCreditScore: CreditHistory;
  whoIsHelping: string | null;
  dealership_slug: string | null;
  car_type: string | null;
  vin: string | null;
  nvic: string | null;
  year: number | null;
}

export interface FinancePageData {
  car: FinanceCar | null;
  featured: CardView[] | null;
  start: FinanceFormStart;
  quote: QuickQuote;
  provider: FinanceProviderConfig;
  asOfYear: number;
  submissionId: string;
  termsWording: "short" | "long";
  siteName: string;
}

export async function financeCar(scope: TenantScope, carId: number, now: number): Promise<FinanceCar | null> {
  const { tenant, db, index } = scope;
  const v = await findVehicleById(db, tenant.id, carId);
  if (!v || !index.isListed(v.id, now) || v.status === "sold") return null;
  const cfg = tenant.config;
  const p = displayPrice(v, { subscriptionPricing: cfg.features.subscription_pricing, noPriceText: cfg.texts.noPriceText });
  const priceType = p.kind === "subscription" ? p.suffix : p.kind === "price" || p.kind === "reduced" ? p.priceType : null;
  const price = p.kind === "price" || p.kind === "reduced" ? p.amount : v.price > 0 ? v.price : null;
  return {
    id: v.id,
    title: v.name || `${v.year} ${v.make} ${v.model}`,
    path: v.path,
    image: v.primary_image_url ? imageUrl(v.primary_image_url, 600) : null,
    priceText: p.text,
    priceType,
    price,
    year: v.year,
    vin: v.vin ?? null,
    nvic: v.nvic ?? null,
    car_type: v.car_type,
    dealership_slug: leadCar(cfg, v).dealership_slug,
  };
}

export function formStart(q: FinancePageQuery, car: FinanceCar | null, dealerships: { slug: string }[]): FinanceFormStart {
  const price = q.purchasePrice ?? car?.price ?? QUICK_QUOTE_DEFAULTS.purchasePrice;
  const preferred =
    q.preferredDealership && dealerships.some((d) => d.slug === q.preferredDealership) ? q.preferredDealership : null;
  return {
    purchasePrice: clampPurchasePrice(price),
    loanTerm: clampLoanTerm(q.loanTerm ?? QUICK_QUOTE_DEFAULTS.loanTerm),
    selfAssessedCreditScore: q.selfAssessedCreditScore ?? QUICK_QUOTE_DEFAULTS.selfAssessedCreditScore,
    whoIsHelping: q.whoIsHelping,
    dealership_slug: car?.dealership_slug ?? preferred,
    car_type: car?.car_type ?? q.car_type,
    vin: car ? car.vin : q.vin,
    nvic: car ? car.nvic : q.nvic,
    year: car ? car.year : q.year,
  };
}

export async function financePageData(scope: TenantScope, url: URL, now: number): Promise<FinancePageData> {
  const cfg = scope.tenant.config;
  const q = parseFinancePageQuery(url.searchParams);
  const car = q.car_id ? await financeCar(scope, q.car_id, now) : null;
  const start = formStart(q, car, cfg.dealerships);
  const asOfYear = new Date(now).getFullYear();
  let featured: CardView[] | null = null;
  if (!car && cfg.finance_page.get_finance_now) {
    const site = publicSite(cfg);
    const r = scope.index.search(
      searchState({ hitsPerPage: FEATURED_FINANCE_STOCK, filters: { status: ["in_stock"], car_type: ["used"] } }),
      now,
    );
    featured = r.hits.map((h) => cardView(toCardVehicle(h), site, now));
  }
  return {
    car,
    featured,
    start,
    quote: quickQuote(start, cfg.finance, asOfYear),
    provider: cfg.finance,
    asOfYear,
    submissionId: randomUUID(),
    termsWording: cfg.lead.forms.terms_wording,
    siteName: cfg.name,
  };
}
