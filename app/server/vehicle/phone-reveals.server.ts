import { and, eq, sql } from "drizzle-orm";
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

/** Who revealed, and on which of the dealer's days (security/visitor.server.ts). */
export interface CountedBy {
  visitor: string;
  day: string;
}

/**
 * Records a reveal once per visitor, car and day (issue 8: 2,000 posts made
 * 2,000 rows); the unique index decides, so concurrent posts count once.
 * True when this one was recorded.
 */
export async function recordPhoneReveal(db: DbOrTx, tenantId: number, reveal: PhoneReveal, by: CountedBy): Promise<boolean> {
  const rows = await db
    .insert(phoneReveals)
    .values({
      tenantId,
      carId: reveal.car_id,
      dealershipId: reveal.dealership_id ?? null,
      websiteId: reveal.website_id,
      visitor: by.visitor,
      day: by.day,
    })
    .onConflictDoNothing({ target: [phoneReveals.tenantId, phoneReveals.carId, phoneReveals.day, phoneReveals.visitor] })
    .returning({ id: phoneReveals.id });
  return rows.length > 0;
}

/** True when this visitor's reveal of the car is already recorded for the day. */
export async function phoneRevealRecorded(db: DbOrTx, tenantId: number, carId: number, by: CountedBy): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(phoneReveals)
    .where(
      and(
        eq(phoneReveals.tenantId, tenantId),
        eq(phoneReveals.carId, carId),
        eq(phoneReveals.day, by.day),
        eq(phoneReveals.visitor, by.visitor),
      ),
    )
    .limit(1);
  return Boolean(row);
}
