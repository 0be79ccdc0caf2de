import { z } from "zod";
import { moneyText } from "./reservation";

/**
 * /online-payment (spec 02 §2 routes; §6 'Gated: ... online payment'; issue
 * 20 item 5): a signed-in shopper pays an amount the dealer asked for (the
 * balance of a deposit, a service invoice), quoting the dealer's reference,
 * through the same payment provider as the reserve deposit; the dealer gets
 * a lead and the shopper a receipt.
 */

export const ONLINE_PAYMENT_PATH = "/online-payment";

export const PAYMENT_PURPOSES = {
  deposit_balance: "Deposit or balance on a car",
  service_invoice: "Service invoice",
  parts_invoice: "Parts and accessories invoice",
  other: "Something else the dealer asked for",
} as const;
export type PaymentPurpose = keyof typeof PAYMENT_PURPOSES;

/** The least and most one online payment may be (a card payment, not a car's whole price). */
export const ONLINE_PAYMENT_MIN_CENTS = 100;
export const ONLINE_PAYMENT_MAX_CENTS = 5_000_000;

export const ONLINE_PAYMENT_STATUSES = ["pending", "paid"] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

export { ONLINE_PAYMENT_LEAD_CATEGORY } from "./lead-categories";

/** "1,234.50", "$1234.5", "99" → whole cents; anything else is NaN. */
export function parseAmountCents(input: unknown): number {
  if (typeof input !== "string") return NaN;
  const s = input.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(s)) return NaN;
  const [whole, frac = ""] = s.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
}

export const onlinePaymentFormSchema = z.object({
  purpose: z.enum(Object.keys(PAYMENT_PURPOSES) as [PaymentPurpose, ...PaymentPurpose[]], {
    error: "Please choose what you are paying for",
  }),
  reference: z
    .string({ error: "Reference is required" })
    .trim()
    .min(1, "Reference is required")
    .max(40, "Reference must be at most 40 characters")
    .regex(/^[A-Za-z0-9][A-Za-z0-9 /#-]*$/, "Reference may have letters, digits, spaces, / # and - only"),
  amount: z
    .string({ error: "Amount is required" })
    .transform(parseAmountCents)
    .refine((c) => Number.isFinite(c), "Please enter an amount in dollars, such as 250 or 250.50")
    .refine(
      (c) => c >= ONLINE_PAYMENT_MIN_CENTS && c <= ONLINE_PAYMENT_MAX_CENTS,
      `Amount must be between ${moneyText(ONLINE_PAYMENT_MIN_CENTS)} and ${moneyText(ONLINE_PAYMENT_MAX_CENTS)}`,
    ),
});
export type OnlinePaymentForm = z.output<typeof onlinePaymentFormSchema>;

export const ONLINE_PAYMENT_TEXTS = {
  heading: "Make a payment",
  intro:
    "Pay an amount we have asked you for, such as the balance on your car or a service invoice. Quote the reference we gave you.",
  paid: (amount: string, reference: string) => `Thank you: your payment of ${amount} (${reference}) has been received.`,
} as const;
