import { and, desc, eq, sql } from "drizzle-orm";
import {
  reviewSample,
  summaryFromTotals,
  type Review,
  type ReviewSampleItem,
  type ReviewSummary,
} from "~/domain/content/reviews";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { Db } from "../db/client.server";
import { reviews } from "../db/schema.server";

/**
 * Reviews of a tenant's locations and dealerships (issue 12; spec 02 §2
 * 'Reviews: a Google review summary and a reviews sample', §3 'Review',
 * 'Review summary'). They come in by `npm run cli -- reviews import`; an
 * import replaces what was there for its subject, in one transaction.
 */

/** What a reviews file is about: one location, or a dealership as a whole. */
export interface ReviewSubject {
  kind: "location" | "dealership";
  /** 'location:1011' or 'dealership:201' (the reviews table's subject). */
  key: string;
  name: string;
  slug: string;
  dealershipId: string;
  locationId: string | null;
}

/** The location or dealership with this slug (slugs are unique across both, tenant-config.ts), or null. */
export function reviewSubject(cfg: Pick<TenantConfig, "locations" | "dealerships">, slug: string): ReviewSubject | null {
  const loc = cfg.locations.find((l) => l.slug === slug);
  if (loc) {
    return {
      kind: "location",
      key: `location:${loc.id}`,
      name: loc.name,
      slug: loc.slug,
      dealershipId: loc.dealership_id,
      locationId: loc.id,
    };
  }
  const d = cfg.dealerships.find((x) => x.slug === slug);
  if (d)
    return { kind: "dealership", key: `dealership:${d.id}`, name: d.name, slug: d.slug, dealershipId: d.id, locationId: null };
  return null;
}

const INSERT_BATCH = 500;

/** Replaces the subject's reviews with these, all or nothing; returns how many were there before. */
export async function replaceReviews(
  db: Db,
  tenantId: number,
  subject: ReviewSubject,
  list: readonly Review[],
  now = new Date(),
): Promise<{ removed: number; inserted: number }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(reviews)
      .where(and(eq(reviews.tenantId, tenantId), eq(reviews.subject, subject.key)))
      .returning({ id: reviews.id });
    for (let i = 0; i < list.length; i += INSERT_BATCH) {
      await tx.insert(reviews).values(
        list.slice(i, i + INSERT_BATCH).map((r) => ({
          tenantId,
          subject: subject.key,
          dealershipId: subject.dealershipId,
          locationId: subject.locationId,
          reviewId: r.id,
          customerName: r.customer_name,
          text: r.text,
          rating: r.rating,
          reviewDate: r.review_date,
          reviewedAt: new Date(Date.parse(r.review_date)),
          replyText: r.reply_text,
          replyDate: r.reply_date,
          image: r.image,
          importedAt: now,
        })),
      );
    }
    return { removed: removed.length, inserted: list.length };
  });
}

export interface ReviewSummaries {
  byLocation: Map<string, ReviewSummary>;
  byDealership: Map<string, ReviewSummary>;
}

/** Every location's and dealership's summary in one grouped query. */
export async function reviewSummaries(db: Db, tenantId: number): Promise<ReviewSummaries> {
  const rows = await db
    .select({
      dealershipId: reviews.dealershipId,
      locationId: reviews.locationId,
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
    })
    .from(reviews)
    .where(eq(reviews.tenantId, tenantId))
    .groupBy(reviews.dealershipId, reviews.locationId);
  const byLocation = new Map<string, ReviewSummary>();
  const dealerTotals = new Map<string, { count: number; sum: number }>();
  for (const r of rows) {
    if (r.locationId !== null) byLocation.set(r.locationId, summaryFromTotals(r.count, r.sum));
    const t = dealerTotals.get(r.dealershipId) ?? { count: 0, sum: 0 };
    dealerTotals.set(r.dealershipId, { count: t.count + r.count, sum: t.sum + r.sum });
  }
  const byDealership = new Map([...dealerTotals].map(([id, t]) => [id, summaryFromTotals(t.count, t.sum)]));
  return { byLocation, byDealership };
}

/** The most recent reviews of a location, or of a dealership (its own and its locations'), as the sample shows them. */
export async function reviewSampleOf(
  db: Db,
  tenantId: number,
  of: { locationId: string } | { dealershipId: string },
  limit: number,
): Promise<ReviewSampleItem[]> {
  const where =
    "locationId" in of
      ? and(eq(reviews.tenantId, tenantId), eq(reviews.locationId, of.locationId))
      : and(eq(reviews.tenantId, tenantId), eq(reviews.dealershipId, of.dealershipId));
  const rows = await db.select().from(reviews).where(where).orderBy(desc(reviews.reviewedAt), reviews.reviewId).limit(limit);
  return reviewSample(rows.map(toReview), limit);
}

function toReview(r: typeof reviews.$inferSelect): Review {
  return {
    id: r.reviewId,
    customer_name: r.customerName,
    text: r.text,
    rating: r.rating,
    review_date: r.reviewDate,
    reply_text: r.replyText,
    reply_date: r.replyDate,
    image: r.image,
  };
}
