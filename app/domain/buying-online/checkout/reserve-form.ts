import { z } from "zod";
import { RESERVE_TEXTS } from "./reservation";

/** The reserve form (spec 01 §2 /cars/{slug}/checkout): its one schema, for the server's action. */
const trimmed = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** The reserve form: who is reserving (prefilled for a signed-in shopper) and the agreement to the terms. */
export const reserveFormSchema = z.object({
  name: trimmed("First name", 60),
  last_name: trimmed("Last name", 60),
  email: trimmed("Email", 200).pipe(z.email({ error: "Please enter a valid email address" })),
  phone: trimmed("Mobile number", 20).regex(/^(?:\+?61|0)4\d{8}$/, "Please enter a valid Australian mobile number"),
  agree: z.literal("on", { error: RESERVE_TEXTS.termsRequired }),
});
export type ReserveForm = z.output<typeof reserveFormSchema>;

/** The phone as typed ("0412 345 678") reduced to digits and a leading + before the form's check. */
export function normalisePhone(v: unknown): unknown {
  return typeof v === "string" ? v.replace(/[\s()-]/g, "") : v;
}
