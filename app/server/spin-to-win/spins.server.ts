import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import type { SpinChannel, SpinToWinConfig } from "~/domain/spin-to-win/config";
import { availableOutcomes, drawOutcome, type PrizesGiven, type RandomInt } from "~/domain/spin-to-win/draw";
import { prizeLeadMessage, SPIN_LEAD_CATEGORY } from "~/domain/spin-to-win/messages";
import type { StoredSpin } from "~/domain/spin-to-win/view";
import type { Tenant } from "../context.server";
import type { Db } from "../db/client.server";
import { spins, type SpinRow } from "../db/schema.server";
import { acceptLead, type LeadAttributesRecord } from "../leads/accept-lead.server";
import { enqueue } from "../outbox/enqueue.server";
import { SPIN_PRIZE_JOB_KIND, spinSubject } from "./jobs.server";

/**
 * A spin (spec 02 §2 /spin-to-win), made on the server in one transaction:
 *
 * 1. a transaction-scoped advisory lock on (tenant, campaign): the spins of
 *    one campaign take turns, so the stock counted in step 3 is still true
 *    when step 5 commits (other campaigns and tenants do not wait);
 * 2. the shopper's spin, if any: one per account (and the unique key
 *    spins_one_per_account holds it even without the lock);
 * 3. each prize's wins so far, against its configured stock;
 * 4. the draw among what is left (domain/spin-to-win/draw.ts);
 * 5. for a prize: the dealer's lead (acceptLead, category 'Spin to Win',
 *    the prize as subcategory), the spin, and the shopper's message
 *    (outbox 'spin.prize'), so all three exist or none does.
 */

export interface SpinUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export type SpinAttempt =
  | { status: "spun"; spin: StoredSpin }
  /** This account had already spun in this campaign: its spin, unchanged. */
  | { status: "already"; spin: StoredSpin }
  /** No prize left to draw. */
  | { status: "sold_out" };

export interface SpinOptions {
  now: Date;
  randomInt: RandomInt;
  /** For the lead (links in the dealer's email). */
  siteOrigin: string;
  attributes: LeadAttributesRecord;
}

export async function spinOnce(
  db: Db,
  tenant: Tenant,
  campaign: SpinToWinConfig,
  user: SpinUser,
  o: SpinOptions,
): Promise<SpinAttempt> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${tenant.id}::int, hashtext(${`spin-to-win:${campaign.id}`}))`);
      const mine = await findSpin(tx, tenant.id, campaign.id, user.id);
      if (mine) return { status: "already", spin: mine } as const;
      const outcome = drawOutcome(availableOutcomes(campaign, await prizesGiven(tx, tenant.id, campaign.id)), o.randomInt);
      if (!outcome) return { status: "sold_out" } as const;
      if (outcome.kind === "no_prize") {
        const [row] = await tx
          .insert(spins)
          .values({ tenantId: tenant.id, campaignId: campaign.id, userId: user.id, outcome: "no_prize", createdAt: o.now })
          .returning();
        return { status: "spun", spin: storedSpin(row) } as const;
      }
      const prize = campaign.prizes.find((p) => p.id === outcome.prizeId)!;
      const channel: SpinChannel = campaign.send_by === "email" && /^[^\s@]+@[^\s@]+$/.test(user.email) ? "email" : "sms";
      const lead = await acceptLead(
        tx,
        tenant,
        {
          form: "general_contact",
          fields: {
            submission_id: `spin:${campaign.id}:${user.id}`,
            name: user.firstName,
            last_name: user.lastName,
            email: user.email || undefined,
            phone: user.phone,
            category: SPIN_LEAD_CATEGORY,
            subcategory: prize.name,
            message: prizeLeadMessage({ campaign: campaign.title, campaignId: campaign.id, prize: prize.name, channel }),
            terms_conditions: true,
            opt_in: false,
          },
          car: null,
          attributes: o.attributes,
          siteOrigin: o.siteOrigin,
          // The shopper's message is the prize itself ('spin.prize'), not an enquiry's receipt.
          shopperConfirmation: false,
        },
        o.now,
      );
      const [row] = await tx
        .insert(spins)
        .values({
          tenantId: tenant.id,
          campaignId: campaign.id,
          userId: user.id,
          outcome: "prize",
          prizeId: prize.id,
          prize: { name: prize.name, description: prize.description ?? null, terms: prize.terms ?? null },
          channel,
          leadReference: lead.leadId,
          createdAt: o.now,
        })
        .returning();
      await enqueue(tx, {
        tenantId: tenant.id,
        kind: SPIN_PRIZE_JOB_KIND,
        subject: spinSubject(row.id),
        payload: { spin: row.id },
      });
      return { status: "spun", spin: storedSpin(row) } as const;
    });
  } catch (e) {
    // Another process's spin for this account won the unique key (a spin made without the lock): that one stands.
    if (!isUniqueViolation(e)) throw e;
    const mine = await findSpin(db, tenant.id, campaign.id, user.id);
    if (!mine) throw e;
    return { status: "already", spin: mine };
  }
}

type Reader = Pick<Db, "select">;

export async function findSpin(db: Reader, tenantId: number, campaignId: string, userId: number): Promise<StoredSpin | null> {
  const [row] = await db
    .select()
    .from(spins)
    .where(and(eq(spins.tenantId, tenantId), eq(spins.campaignId, campaignId), eq(spins.userId, userId)));
  return row ? storedSpin(row) : null;
}

/** How many of each prize the campaign has given out. */
export async function prizesGiven(db: Reader, tenantId: number, campaignId: string): Promise<PrizesGiven> {
  const rows = await db
    .select({ prizeId: spins.prizeId, n: count() })
    .from(spins)
    .where(and(eq(spins.tenantId, tenantId), eq(spins.campaignId, campaignId), isNotNull(spins.prizeId)))
    .groupBy(spins.prizeId);
  return new Map(rows.map((r) => [r.prizeId!, Number(r.n)]));
}

function storedSpin(row: SpinRow): StoredSpin {
  return {
    outcome: row.outcome === "prize" ? "prize" : "no_prize",
    prizeId: row.prizeId,
    prize: row.prize ?? null,
    channel: row.channel === "email" ? "email" : row.channel === "sms" ? "sms" : null,
    reference: row.leadReference,
    createdAt: row.createdAt,
  };
}

function isUniqueViolation(e: unknown): boolean {
  for (let x: unknown = e; x && typeof x === "object"; x = (x as { cause?: unknown }).cause)
    if ((x as { code?: unknown }).code === "23505") return true;
  return false;
}
