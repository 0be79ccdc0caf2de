/**
 * The price-comparison block of the vehicle page (the spec's 'autogauge'):
 * when it shows, its gauge colour and its label. The estimate itself is
 * computed in ./market-estimate.ts.
 */

/** Spec 01 §3 'Price-comparison response'. */
export interface PriceComparison {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string;
}

/** Spec 01 §9: "Price comparison: confidence threshold 0.2". */
export const CONFIDENCE_THRESHOLD = 0.2;
/** Spec 01 §9: "label 'Good Deal' when fill is under 0.65, else 'Great Deal'". */
export const GREAT_DEAL_FILL = 0.65;

const FIELDS = ["fill", "listing_price", "market_range_min", "market_range_max", "confidence"] as const;

/** Spec 01 §8: "Empty price comparison response | 'No data returned'". */
export const NO_DATA_MESSAGE = "No data returned";

/**
 * Reads an autogauge answer: throws 'No data returned' for an empty one
 * (spec 01 §8), keeps the known fields otherwise.
 */
export function readPriceComparison(raw: unknown): Partial<PriceComparison> {
  if (raw == null || typeof raw !== "object" || Object.keys(raw).length === 0) throw new Error(NO_DATA_MESSAGE);
  const r = raw as Record<string, unknown>;
  const out: Partial<PriceComparison> = {};
  for (const f of FIELDS) if (typeof r[f] === "number" && Number.isFinite(r[f])) out[f] = r[f] as number;
  if (typeof r.description === "string") out.description = r.description;
  return out;
}

/**
 * Spec 01 §5: "Price comparison block is shown only when fill, listing_price,
 * market_range_min, market_range_max and confidence are all present,
 * confidence is above 0.2, and the market maximum is not below the listing price."
 */
export function shouldShowPriceComparison(c: Partial<PriceComparison> | null | undefined): c is PriceComparison {
  if (!c) return false;
  if (!FIELDS.every((f) => typeof c[f] === "number" && Number.isFinite(c[f]))) return false;
  return c.confidence! > CONFIDENCE_THRESHOLD && !(c.market_range_max! < c.listing_price!);
}

export type GaugeLevel = "low" | "medium" | "high";

/** Spec 01 §9: "gauge colour low below 0.3, medium 0.3 to 0.6, high above 0.6". */
export function gaugeLevel(confidence: number): GaugeLevel {
  if (confidence < 0.3) return "low";
  if (confidence <= 0.6) return "medium";
  return "high";
}

/** Spec 01 §9: "label 'Good Deal' when fill is under 0.65, else 'Great Deal'". */
export function dealLabel(fill: number): "Good Deal" | "Great Deal" {
  return fill < GREAT_DEAL_FILL ? "Good Deal" : "Great Deal";
}

/**
 * Spec 01 §5: "Market-price badge shows when the market average (state average
 * if present) exceeds the price by more than 499 and the price is below the
 * state average." Uses the feed's autograb_data, not the autogauge estimate.
 */
export function showMarketPriceBadge(
  price: number,
  autograb: { average_market_price?: number | null; state_average_market_price?: number | null } | null | undefined,
): boolean {
  if (!autograb || !(price > 0)) return false;
  const state = autograb.state_average_market_price ?? null;
  const average = state ?? autograb.average_market_price ?? null;
  if (average == null) return false;
  return average - price > 499 && (state == null || price < state);
}
