/**
 * Which price a card or vehicle page shows (spec 01 §4 'Price display
 * priority'): subscription price (when the site offers subscriptions and it is
 * above 0), then the reduced price, then the normal price (only above 10),
 * then PREORDER, then the no-price text. The was-price shows only when the
 * earlier price is higher than the one shown.
 */

export interface PricedVehicle {
  price: number;
  before_price?: number | null;
  offer_price?: number | null;
  subscription_price?: number | null;
  preorder?: boolean;
  price_type?: string | null;
}

export type PriceDisplay =
  | { kind: "subscription"; amount: number; text: string; suffix: "/week"; wasPrice: null }
  | {
      kind: "reduced" | "price";
      amount: number;
      text: string;
      priceType: string | null;
      wasPrice: number | null;
      wasText: string | null;
    }
  | { kind: "preorder"; text: "PREORDER"; wasPrice: null }
  | { kind: "none"; text: string; wasPrice: null };

const aud = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

export function formatMoney(amount: number): string {
  return aud.format(Math.round(amount));
}

export function displayPrice(v: PricedVehicle, site: { subscriptionPricing: boolean; noPriceText: string }): PriceDisplay {
  const sub = v.subscription_price ?? 0;
  if (site.subscriptionPricing && sub > 0) {
    return { kind: "subscription", amount: sub, text: formatMoney(sub), suffix: "/week", wasPrice: null };
  }
  const offer = v.offer_price ?? 0;
  if (offer > 0) return withWas("reduced", offer, Math.max(v.before_price ?? 0, v.price), v.price_type);
  if (v.price > 10) return withWas("price", v.price, v.before_price ?? 0, v.price_type);
  if (v.preorder) return { kind: "preorder", text: "PREORDER", wasPrice: null };
  return { kind: "none", text: site.noPriceText, wasPrice: null };
}

function withWas(kind: "reduced" | "price", amount: number, earlier: number, priceType: string | null | undefined): PriceDisplay {
  const wasPrice = earlier > amount ? earlier : null;
  return {
    kind,
    amount,
    text: formatMoney(amount),
    priceType: priceType ?? null,
    wasPrice,
    wasText: wasPrice === null ? null : formatMoney(wasPrice),
  };
}
