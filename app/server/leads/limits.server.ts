import { createHash } from "node:crypto";
import type { Db } from "../db/client.server";
import { limiter, type Limiter } from "../security/rate-limit.server";

/**
 * Abuse limits on lead submission (issue 10 §6): per client address and per
 * phone number, counted in the rate_limits table so they hold across every
 * server process. Only submissions that passed validation count (a shopper
 * fixing a form's errors spends nothing); a filled honeypot never reaches
 * here. Sized so a real shopper, or a family or office behind one address,
 * never meets them, and a script sending leads does (docs/ARCHITECTURE.md
 * 'Request guards').
 */

/** 10 leads per client address (an IPv4 address or an IPv6 /64) per 10 minutes. */
export const leadAddressLimit = limiter("lead-address", {
  points: 10,
  duration: 10 * 60,
  message: "Too many enquiries have been sent from your network.",
});

/** 5 leads per phone number per hour, whatever address they come from. */
export const leadPhoneLimit = limiter("lead-phone", {
  points: 5,
  duration: 60 * 60,
  message: "Too many enquiries have been sent with this phone number.",
});

export interface LeadLimited {
  status: "limited";
  /** What the shopper reads (the form-level error; the JSON answer's `error`), with when to try again. */
  message: string;
  retryAfterSeconds: number;
}

/**
 * Counts one lead for the address and, when the form has one, the phone
 * number (normalised, so "+61 412…" and "0412…" are one number). The first
 * limit met answers; null when both allow it.
 */
export async function consumeLeadLimits(db: Db, clientKey: string, phone: string | null): Promise<LeadLimited | null> {
  const checks: [Limiter, string][] = [[leadAddressLimit, clientKey]];
  if (phone) checks.push([leadPhoneLimit, phoneKey(phone)]);
  for (const [limit, key] of checks) {
    const result = await limit.consume(db, key);
    if (!result.ok) {
      const body = (await result.response.json()) as { error: string };
      return { status: "limited", message: body.error, retryAfterSeconds: result.retryAfterSeconds };
    }
  }
  return null;
}

/**
 * The phone limit's key: a digest, not the number, so neither the
 * rate_limits table nor the limiter's debug log holds a shopper's phone
 * number (issue 10 §6).
 */
export function phoneKey(normalisedPhone: string): string {
  return createHash("sha256").update(`lead-phone:${normalisedPhone}`).digest("base64url").slice(0, 22);
}

/**
 * Shopper confirmations per recipient address per day (issue 17 §11): the
 * confirmation goes to whatever address a form names, so without a bound any
 * visitor could have the platform mail anyone, over and over. A lead past
 * the limit is still stored and delivered to the dealer; only the
 * confirmation is skipped, and the lead's routing records why
 * (`confirmation_skipped: "limit"`; accept-lead.server.ts). Three a day is
 * more than a shopper asking about a few cars needs, across all the
 * platform's sites (one mail reputation).
 */
export const confirmationLimit = limiter("lead-confirmation", {
  points: 3,
  duration: 24 * 60 * 60,
  message: "Too many confirmations have been sent to this email address today.",
});

/**
 * Counts one confirmation to `email`; false when the address has had its
 * share today. A repeated submission id counts again (as for the lead limits).
 */
export async function mayConfirmTo(db: Db, email: string): Promise<boolean> {
  return (await confirmationLimit.consume(db, emailKey(email))).ok;
}

/**
 * The confirmation limit's key: a digest of the mailbox, so the rate_limits
 * table holds no address, and so the spellings that reach one inbox count as
 * one: case, a "+tag", and (at Gmail) dots in the local part.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  let local = at > 0 ? address.slice(0, at) : address;
  const domain = at > 0 ? address.slice(at + 1) : "";
  local = local.replace(/\+.*$/, "");
  const gmail = domain === "gmail.com" || domain === "googlemail.com";
  if (gmail) local = local.replace(/\./g, "");
  return createHash("sha256")
    .update(`lead-confirmation:${local}@${gmail ? "gmail.com" : domain}`)
    .digest("base64url")
    .slice(0, 22);
}
