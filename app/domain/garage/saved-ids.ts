import { z } from "zod";
import { COMPARE_LIMIT } from "./favourites";

/**
 * The `ids` of /compare and /favourites: car ids separated by commas, each
 * once. A malformed list is refused with a message naming the field.
 */

/** The local favourites list has no spec limit; one page shows at most this many. */
export const FAVOURITES_PAGE_LIMIT = 100;

function idsSchema(max: number) {
  return z
    .string()
    .trim()
    .max(max * 20, `ids: at most ${max} cars`)
    .transform((s) => (s === "" ? [] : s.split(",").map((x) => x.trim())))
    .refine((xs) => xs.every((x) => /^[1-9]\d{0,15}$/.test(x)), "ids: must be car ids (whole numbers) separated by commas")
    .transform((xs) => [...new Set(xs.map(Number))])
    .refine((xs) => xs.length <= max, `ids: at most ${max} cars`);
}

const compareIds = idsSchema(COMPARE_LIMIT);
const favouriteIds = idsSchema(FAVOURITES_PAGE_LIMIT);

export type ParsedIds = { ok: true; ids: number[] } | { ok: false; message: string };

export function parseSavedIds(raw: string | null, list: "compare" | "favourites"): ParsedIds {
  const parsed = (list === "compare" ? compareIds : favouriteIds).safeParse(raw ?? "");
  return parsed.success
    ? { ok: true, ids: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? "ids: not valid" };
}
