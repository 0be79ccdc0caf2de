/**
 * The vehicle page's info tabs (spec 01 §2 "Info tabs: Dealer Comments,
 * What's Included, Why Buy From Us?, Reserve Online, Protect Your Car,
 * Features"), which a tenant picks and words in its config (vehicle_page).
 */

export const INFO_TABS = [
  "dealer_comments",
  "whats_included",
  "why_buy_from_us",
  "reserve_online",
  "protect_your_car",
  "features",
] as const;
export type InfoTab = (typeof INFO_TABS)[number];

export const INFO_TAB_LABELS: Record<InfoTab, string> = {
  dealer_comments: "Dealer Comments",
  whats_included: "What's Included",
  why_buy_from_us: "Why Buy From Us?",
  reserve_online: "Reserve Online",
  protect_your_car: "Protect Your Car",
  features: "Features",
};

/** Every tab, in the spec's order (Features last). */
export const DEFAULT_INFO_TABS: InfoTab[] = [...INFO_TABS];

/** Default wording; a tenant replaces any list in its config. Claims follow spec 02 §1's marketing copy. */
export const DEFAULT_WHATS_INCLUDED = [
  "A multi-point mechanical and safety inspection before delivery",
  "A full professional detail, inside and out",
  "Independent background check: no written-off, stolen or encumbered history",
  "A roadworthy or safety certificate where your state requires one",
];
export const DEFAULT_WHY_BUY_FROM_US = [
  "One-price, haggle-free pricing: the price you see is the price you pay",
  "Home test drives: we bring the car to you",
  "Local, family-run dealerships that look after you after the sale",
];
export const DEFAULT_PROTECT_YOUR_CAR = ["Paint and interior protection", "Corrosion control", "Window film", "Dash cams"];

/** Spec 01 §9: "Reserve deposit default $200, held 48 hours, 100% refundable". */
export const DEFAULT_RESERVE_DEPOSIT = 200;
export const RESERVE_HOLD_HOURS = 48;

export function reserveOnlineText(deposit: number): string {
  return `Reserve this car online with a $${deposit.toLocaleString("en-AU")} deposit. We hold it for you for ${RESERVE_HOLD_HOURS} hours, and the deposit is 100% refundable.`;
}

/**
 * The tabs a vehicle shows, those the tenant picked, always in the spec's
 * order (spec 01 §2; configs stored with an older order follow it too):
 * Reserve Online only where
 * the tenant offers it and the car is in stock; Features only when the car
 * lists any; lists the tenant left empty are dropped. Dealer Comments always
 * stays (it has its pending text, spec 01 §4).
 */
export function visibleInfoTabs(
  configured: readonly InfoTab[],
  ctx: { reserveOnline: boolean; inStock: boolean; featureCount: number; lists: Partial<Record<InfoTab, readonly string[]>> },
): InfoTab[] {
  const picked = new Set(configured);
  return INFO_TABS.filter((tab) => {
    if (!picked.has(tab)) return false;
    if (tab === "reserve_online") return ctx.reserveOnline && ctx.inStock;
    if (tab === "features") return ctx.featureCount > 0;
    if (tab === "dealer_comments") return true;
    const list = ctx.lists[tab];
    return !!list && list.length > 0;
  });
}
