import { spinToWinConfigSchema, type SpinToWinConfig, type SpinToWinConfigInput } from "~/domain/spin-to-win/config";

/** A valid Spin to Win campaign as written in a tenant config; override what a test is about. */
export function campaignInput(overrides: Partial<SpinToWinConfigInput> = {}): SpinToWinConfigInput {
  return {
    id: "spring-2026",
    starts_on: "2026-09-01",
    ends_on: "2026-11-30",
    terms: "One spin per person.\n\nPrizes while stocks last.",
    prizes: [
      { id: "service", name: "Free first service", stock: 5, weight: 1 },
      { id: "fuel", name: "A tank of fuel", stock: 10, weight: 3 },
    ],
    ...overrides,
  };
}

/** The same, parsed (defaults filled). */
export function campaign(overrides: Partial<SpinToWinConfigInput> = {}): SpinToWinConfig {
  return spinToWinConfigSchema.parse(campaignInput(overrides));
}
