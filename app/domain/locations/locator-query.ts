import { z } from "zod";
import { POSTCODE_FORMAT_MESSAGE } from "./dealer-locator";

/** A submitted dealer-locator postcode (spec 02 §5; the rules are in dealer-locator.ts). */
const postcodeSchema = z
  .string({ error: POSTCODE_FORMAT_MESSAGE })
  .trim()
  .regex(/^\d{4}$/, POSTCODE_FORMAT_MESSAGE);

export type LocatorQuery =
  { kind: "none" } | { kind: "postcode"; postcode: string } | { kind: "invalid"; input: string; message: string };

/** The ?postcode= of a GET: absent or blank is no search; anything else is checked (long input is cut for display). */
export function locatorQuery(params: URLSearchParams): LocatorQuery {
  const raw = params.get("postcode");
  if (raw === null || raw.trim() === "") return { kind: "none" };
  const parsed = postcodeSchema.safeParse(raw);
  if (!parsed.success) return { kind: "invalid", input: raw.slice(0, 16), message: POSTCODE_FORMAT_MESSAGE };
  return { kind: "postcode", postcode: parsed.data };
}
