import type { SpinToWinConfig } from "./config";

/**
 * The draw (./config.ts 'Odds'): the outcomes still available and one chosen
 * among them by weight. The random source is given (the server passes
 * node:crypto's randomInt; tests pass a seeded or enumerating one), so the
 * odds can be checked exactly.
 */

export type SpinOutcome = { kind: "prize"; prizeId: string; weight: number } | { kind: "no_prize"; weight: number };

/** A uniform whole number in [0, maxExclusive). */
export type RandomInt = (maxExclusive: number) => number;

/** How many of each prize have been won so far, by prize id. */
export type PrizesGiven = ReadonlyMap<string, number>;

/** The prizes with stock left, in config order. */
export function prizesLeft(campaign: Pick<SpinToWinConfig, "prizes">, given: PrizesGiven) {
  return campaign.prizes.filter((p) => (given.get(p.id) ?? 0) < p.stock);
}

/**
 * What a spin may give now: each prize with stock left, and the no-prize
 * outcome where configured. Empty when no prize is left: the campaign takes
 * no more spins (a wheel that can only say "try again" is not a game).
 */
export function availableOutcomes(campaign: Pick<SpinToWinConfig, "prizes" | "no_prize">, given: PrizesGiven): SpinOutcome[] {
  const prizes = prizesLeft(campaign, given).map((p): SpinOutcome => ({ kind: "prize", prizeId: p.id, weight: p.weight }));
  if (prizes.length === 0) return [];
  return campaign.no_prize ? [...prizes, { kind: "no_prize", weight: campaign.no_prize.weight }] : prizes;
}

/** One outcome, each with probability weight / total weight; null when there is none to draw. */
export function drawOutcome(outcomes: readonly SpinOutcome[], randomInt: RandomInt): SpinOutcome | null {
  const total = outcomes.reduce((sum, o) => sum + o.weight, 0);
  if (total <= 0) return null;
  const r = randomInt(total);
  if (!Number.isInteger(r) || r < 0 || r >= total) throw new RangeError(`randomInt(${total}) gave ${r}`);
  let below = 0;
  for (const o of outcomes) {
    below += o.weight;
    if (r < below) return o;
  }
  // Unreachable: r < total = the last cumulative weight.
  throw new RangeError("drawOutcome: no outcome");
}
