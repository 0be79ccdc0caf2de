import { auPhoneE164 } from "~/domain/leads/forms/phone";
import { unseal } from "../auth/code-crypto.server";
import { PermanentDeliveryError, type OutboxHandler } from "../outbox/types.server";
import { SMS_JOB_KINDS, smsJobPayloadSchema, type SmsJobPayload } from "./jobs.server";
import type { SmsSender } from "./sms-sender.server";

/**
 * How the outbox delivers a sign-in code's SMS (issue 11 §3): unseal the
 * text, send it, record the provider's answer with the attempt. Retried
 * quickly (a code is worth something for 10 minutes only), and never sent
 * after the code has expired.
 */
export interface SmsDeliveryDeps {
  sender: SmsSender;
  /** The server secret the text was sealed under. */
  secret: Buffer;
  from?: string;
  clock?: () => Date;
}

export function smsHandlers(deps: SmsDeliveryDeps): OutboxHandler<SmsJobPayload>[] {
  const clock = deps.clock ?? (() => new Date());
  return [
    {
      kind: SMS_JOB_KINDS.signInCode,
      payload: smsJobPayloadSchema,
      timeoutMs: 20_000,
      // 6 attempts within about a minute: after that, the shopper's Resend is the better retry.
      retry: { baseMs: 1_000, capMs: 20_000, maxAttempts: 6 },
      async run(job, signal) {
        if (new Date(job.payload.expires_at) <= clock())
          throw new PermanentDeliveryError("The code expired before it could be sent.");
        const to = auPhoneE164(job.payload.to);
        if (!to) throw new PermanentDeliveryError("The number is not a valid Australian number.");
        const body = unseal(deps.secret, job.payload.sealed);
        if (body === null) throw new PermanentDeliveryError("The message was sealed under another secret (AUTH_SECRET changed).");
        const sent = await deps.sender.send({ to, body, from: deps.from, reference: `job-${job.id}` }, signal);
        return { response: sent.response };
      },
    },
  ];
}
