import { z } from "zod";
import type { DbOrTx } from "../tenants/repository.server";
import { phoneReveals } from "../db/schema.server";

/** Spec 01 §7 'Phone reveal call': car_id, dealership_id, website_id. */
export const phoneRevealSchema = z.object({
  car_id: z.coerce.number().int().positive(),
  dealership_id: z.string().trim().min(1).max(100).nullish(),
  website_id: z.string().trim().min(1).max(100),
});
export type PhoneReveal = z.infer<typeof phoneRevealSchema>;

export async function recordPhoneReveal(db: DbOrTx, tenantId: number, reveal: PhoneReveal): Promise<void> {
  await db.insert(phoneReveals).values({
    tenantId,
    carId: reveal.car_id,
    dealershipId: reveal.dealership_id ?? null,
    websiteId: reveal.website_id,
  });
}
