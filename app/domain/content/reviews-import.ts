import { z } from "zod";
import type { Review } from "./reviews";
import { isDateKey } from "../locations/time-zones";

/**
 * A reviews import file (issue 12: `npm run cli -- reviews import <slug>
 * <file>`, so a dealer can load an export of their reviews): a JSON list of
 * the spec's Review records (spec 02 §3 'Review: id, customer_name, text,
 * rating, review_date, reply_text and reply_date (null when no reply),
 * image'), or `{ "reviews": [...] }`. Rows are checked one by one; a bad row
 * is reported by its number, its id when readable, and each field's reason.
 */

/** Zod's own wording for a missing or mistyped field, in the words the CLI prints. */
const typed = (kind: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? "is required" : `must be ${kind}`),
});

const isoDate = z
  .string(typed("a date such as 2026-03-14"))
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/, {
    message: "must be a date such as 2026-03-14 or 2026-03-14T09:30:00+10:00",
    abort: true,
  })
  // Date.parse accepts 2026-02-30 (as 2 March); the calendar does not.
  .refine((s) => isDateKey(s.slice(0, 10)) && Number.isFinite(Date.parse(s)), "is not a real date");

const optionalText = z
  .string(typed("text"))
  .trim()
  .max(5000, "must be at most 5000 characters")
  .nullish()
  .transform((s) => (s ? s : null));

export const reviewRowSchema = z
  .object(
    {
      id: z.union([z.string().trim().min(1, "is required"), z.number().int()], typed("text or a whole number")).transform(String),
      customer_name: z.string(typed("text")).trim().min(1, "is required").max(120, "must be at most 120 characters"),
      // Google reviews may have a rating and no words.
      text: z
        .string(typed("text"))
        .trim()
        .max(5000, "must be at most 5000 characters")
        .nullish()
        .transform((s) => s ?? ""),
      rating: z
        .number(typed("a number"))
        .int("must be a whole number of stars")
        .min(1, "must be 1 to 5")
        .max(5, "must be 1 to 5"),
      review_date: isoDate,
      reply_text: optionalText,
      reply_date: isoDate.nullish().transform((s) => s ?? null),
      image: z
        .string(typed("text"))
        .trim()
        .regex(/^(https:\/\/|\/)\S+$/, "must be an https:// address or a site path")
        .max(2000)
        .nullish()
        .transform((s) => s ?? null),
    },
    typed("an object"),
  )
  .superRefine((r, ctx) => {
    if (r.reply_date !== null && r.reply_text === null) {
      ctx.addIssue({ code: "custom", path: ["reply_date"], message: "is set but reply_text is empty" });
    }
    if (r.reply_date !== null && Date.parse(r.reply_date) < Date.parse(r.review_date)) {
      ctx.addIssue({ code: "custom", path: ["reply_date"], message: "is before review_date" });
    }
  });

export interface ReviewRowError {
  /** 1-based position in the file. */
  row: number;
  id: string | null;
  /** 'rating: must be 1 to 5'. */
  messages: string[];
}

export interface ReviewsImport {
  reviews: Review[];
  errors: ReviewRowError[];
}

/** File-level problems (not a list at all) come back as one error with row 0. */
export function parseReviewsFile(data: unknown): ReviewsImport {
  const rows = Array.isArray(data)
    ? data
    : typeof data === "object" && data !== null && Array.isArray((data as { reviews?: unknown }).reviews)
      ? (data as { reviews: unknown[] }).reviews
      : null;
  if (rows === null) {
    return {
      reviews: [],
      errors: [{ row: 0, id: null, messages: ['the file must be a JSON list of reviews or { "reviews": [...] }'] }],
    };
  }
  const reviews: Review[] = [];
  const errors: ReviewRowError[] = [];
  const seen = new Map<string, number>();
  rows.forEach((raw, i) => {
    const row = i + 1;
    const parsed = reviewRowSchema.safeParse(raw);
    if (!parsed.success) {
      errors.push({
        row,
        id: readableId(raw),
        messages: parsed.error.issues.map((issue) => `${issue.path.length ? issue.path.join(".") : "row"}: ${issue.message}`),
      });
      return;
    }
    const earlier = seen.get(parsed.data.id);
    if (earlier !== undefined) {
      errors.push({ row, id: parsed.data.id, messages: [`id: ${parsed.data.id} is already used by row ${earlier}`] });
      return;
    }
    seen.set(parsed.data.id, row);
    reviews.push(parsed.data);
  });
  return { reviews, errors };
}

function readableId(raw: unknown): string | null {
  if (typeof raw !== "object" || raw === null) return null;
  const id = (raw as { id?: unknown }).id;
  return typeof id === "string" || typeof id === "number" ? String(id) : null;
}

/** 'row 3 (id g-17): rating: must be 1 to 5; review_date: is required', one line per bad row. */
export function describeReviewErrors(errors: readonly ReviewRowError[]): string[] {
  return errors.map((e) => `row ${e.row}${e.id ? ` (id ${e.id})` : ""}: ${e.messages.join("; ")}`);
}
