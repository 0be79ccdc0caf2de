import nodemailer from "nodemailer";
import { DeliveryError } from "../outbox/types.server";
import { nodemailerMessage, type Mailer } from "./mailer.server";

/**
 * SMTP through nodemailer's pooled transport (connections kept and reused,
 * so a burst of leads does not open one connection each). A message no
 * recipient accepted is a failed attempt, retried by the outbox; the server's
 * reply is recorded with the attempt.
 */
export function smtpMailer(url: string): Mailer {
  const u = new URL(url);
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: "smtp",
    description: `SMTP server ${u.hostname}:${u.port || (u.protocol === "smtps:" ? 465 : 587)}`,
    async send(message) {
      let info;
      try {
        info = await transport.sendMail(nodemailerMessage(message));
      } catch (err) {
        const e = err as Error & { response?: string; responseCode?: number };
        throw new DeliveryError(`SMTP: ${e.message}`, e.response);
      }
      const accepted = (info.accepted ?? []).length;
      if (accepted === 0) throw new DeliveryError("SMTP: no recipient was accepted.", info.response);
      const rejected = (info.rejected ?? []).length;
      return {
        messageId: info.messageId,
        response: `${info.response}${rejected ? ` (${rejected} of ${accepted + rejected} recipients rejected)` : ""}`,
      };
    },
    close: () => transport.close(),
  };
}
