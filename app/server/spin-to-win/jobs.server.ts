import { z } from "zod";

/** The outbox kind of a won prize's message to the shopper (SMS or email, by the spin's channel), and its payload. */
export const SPIN_PRIZE_JOB_KIND = "spin.prize";

export const spinPrizeJobPayloadSchema = z.object({
  /** The spins row's id. */
  spin: z.number().int().positive(),
});
export type SpinPrizeJobPayload = z.output<typeof spinPrizeJobPayloadSchema>;

/** The outbox subject of a spin's message. */
export function spinSubject(spinId: number): string {
  return `spin:${spinId}`;
}
