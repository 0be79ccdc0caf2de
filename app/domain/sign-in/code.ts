import { z } from "zod";

/**
 * The one-time sign-in code (spec 02 §5, §8, §9; issue 11 §2). Pure rules,
 * shared by the server (issuing and checking codes) and the browser (the
 * code field's validation).
 */

/** Spec 02 §9: "Code length 6". */
export const CODE_LENGTH = 6;
/** Issue 11 §2: a code expires after 10 minutes. */
export const CODE_TTL_MS = 10 * 60 * 1000;
/** Issue 11 §2: at most 5 wrong attempts per code; the fifth wrong one ends the code. */
export const MAX_WRONG_ATTEMPTS = 5;
/** Spec 02 §9: "code send timeout 15 seconds": a resend is offered 15 s after a send. */
export const RESEND_AFTER_MS = 15 * 1000;

/** Spec 02 §5 and §8, quoted. */
export const CODE_MESSAGES = {
  required: "This is a required field.",
  length: "Code must be 6 digits.",
  invalid: "The verification code is invalid. Please try again.",
  tooMany: "Too many verification attempts. Please try again later.",
} as const;

/** Spec 02 §7: analytics event ids. */
export const ANALYTICS_CODE_SENT = 36;
export const ANALYTICS_CODE_VERIFIED = 37;

const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** True for a well-formed code: exactly six ASCII digits. */
export function isCodeFormat(input: string): boolean {
  return CODE_PATTERN.test(input);
}

/**
 * The code field (spec 02 §5): required ('This is a required field.'),
 * exactly 6 digits ('Code must be 6 digits.'). Spaces a shopper types or
 * pastes around or inside the code ("123 456") are removed first. Written for
 * Conform's parseWithZod, which turns an empty input into undefined.
 */
export const codeFieldSchema = z
  .string({ error: CODE_MESSAGES.required })
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(z.string().min(1, CODE_MESSAGES.required).regex(CODE_PATTERN, CODE_MESSAGES.length));

/** A code as text from a number in [0, 10^6): zero-padded ("000042"). */
export function formatCode(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 10 ** CODE_LENGTH) throw new RangeError(`not a ${CODE_LENGTH}-digit code: ${n}`);
  return String(n).padStart(CODE_LENGTH, "0");
}

/** How many codes there are: the odds of one guess are 1 in this. */
export const CODE_SPACE = 10 ** CODE_LENGTH;

/** The SMS text (kept short: one 160-character segment). */
export function codeMessage(code: string, siteName: string): string {
  const name = siteName.replace(/\s+/g, " ").trim().slice(0, 60);
  return `${code} is your ${name} verification code. It expires in 10 minutes. Do not share it with anyone.`;
}

/** Spec 02 §4: "Login status values: default, verificationSent, verificationSubmitted". */
export const LOGIN_STATUSES = ["default", "verificationSent", "verificationSubmitted"] as const;
export type LoginStatus = (typeof LOGIN_STATUSES)[number];

/** The login status of the sign-in form's step: details (default), code sent, code submitted and accepted. */
export function loginStatus(step: "details" | "sent" | "verified" | undefined): LoginStatus {
  return step === "sent" ? "verificationSent" : step === "verified" ? "verificationSubmitted" : "default";
}
