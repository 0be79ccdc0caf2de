import { z } from "zod";

/**
 * The outbox kind of a sign-in code's SMS (issue 11 §3) and its payload. The
 * text holds the code, so it waits in the outbox sealed under the server
 * secret (auth/code-crypto.server.ts): the database alone never shows a code.
 */
export const SMS_JOB_KINDS = { signInCode: "sms.sign-in-code" } as const;

export const smsJobPayloadSchema = z.object({
  /** Normalised Australian mobile (0412345678). */
  to: z.string().regex(/^04\d{8}$/, "to must be a normalised Australian mobile number"),
  /** The message, sealed (seal() in auth/code-crypto.server.ts). */
  sealed: z.string().min(1),
  /** A code's SMS is worth nothing after the code expires: not sent after this (ISO time). */
  expires_at: z.iso.datetime({ offset: true }),
});
export type SmsJobPayload = z.output<typeof smsJobPayloadSchema>;
