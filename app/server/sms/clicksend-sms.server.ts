import { z } from "zod";
import { DeliveryError, PermanentDeliveryError } from "../outbox/types.server";
import type { SmsSender } from "./sms-sender.server";

/**
 * ClickSend (an Australian SMS gateway) through its REST API v3:
 * POST {base}/sms/send with HTTP Basic authentication (username, API key) and
 * a JSON body { messages: [{ source, from, body, to, custom_string }] }; the
 * answer is { http_code, response_code, response_msg, data: { messages:
 * [{ status, message_id, ... }] } }. A 5xx, a 429 or a network failure is
 * retried by the outbox; a refused request (bad credentials, a recipient
 * ClickSend will not send to) is dead at once, since a retry cannot mend it.
 */

export interface ClickSendOptions {
  username: string;
  apiKey: string;
  /** https://rest.clicksend.com/v3 (CLICKSEND_API_URL; a test points it at a local server). */
  baseUrl: string;
  from?: string;
  fetch?: typeof fetch;
}

const answerSchema = z.object({
  http_code: z.number().optional(),
  response_code: z.string(),
  response_msg: z.string().optional(),
  data: z
    .object({
      messages: z.array(z.object({ status: z.string(), message_id: z.string().optional() }).loose()).optional(),
    })
    .loose()
    .nullish(),
});

/** Per-message statuses a retry may mend (ClickSend's own wording). */
const TRANSIENT = new Set(["QUEUED", "INSUFFICIENT_CREDIT", "RATE_LIMITED"]);

export function clickSendSms(o: ClickSendOptions): SmsSender {
  const doFetch = o.fetch ?? fetch;
  const url = `${o.baseUrl.replace(/\/+$/, "")}/sms/send`;
  const auth = `Basic ${Buffer.from(`${o.username}:${o.apiKey}`, "utf8").toString("base64")}`;
  return {
    kind: "clicksend",
    description: `ClickSend REST API at ${new URL(url).origin} as ${o.username}`,
    async send(message, signal) {
      if (!/^\+[1-9]\d{6,14}$/.test(message.to))
        throw new PermanentDeliveryError(`Not an E.164 number: ${message.to.slice(0, 4)}…`);
      const body = {
        messages: [
          {
            source: "dealer-platform",
            ...((message.from ?? o.from) ? { from: message.from ?? o.from } : {}),
            body: message.body,
            to: message.to,
            ...(message.reference ? { custom_string: message.reference } : {}),
          },
        ],
      };
      let res: Response;
      try {
        res = await doFetch(url, {
          method: "POST",
          headers: { Authorization: auth, "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
          signal,
        });
      } catch (err) {
        throw new DeliveryError(`ClickSend: ${(err as Error).message}`);
      }
      const text = (await res.text()).slice(0, 2000);
      const summary = `HTTP ${res.status} ${text.slice(0, 300)}`;
      if (res.status >= 500 || res.status === 429) throw new DeliveryError(`ClickSend answered ${res.status}.`, summary);
      if (!res.ok) throw new PermanentDeliveryError(`ClickSend refused the message (${res.status}).`, summary);
      let answer: z.output<typeof answerSchema>;
      try {
        answer = answerSchema.parse(JSON.parse(text));
      } catch {
        throw new DeliveryError("ClickSend's answer was not the expected JSON.", summary);
      }
      const m = answer.data?.messages?.[0];
      if (answer.response_code !== "SUCCESS" || !m || m.status !== "SUCCESS") {
        const status = m?.status ?? answer.response_code;
        const Err = TRANSIENT.has(status) ? DeliveryError : PermanentDeliveryError;
        throw new Err(`ClickSend did not accept the message: ${status}.`, summary);
      }
      return {
        id: m.message_id ?? "",
        response: `${answer.response_code}: ${answer.response_msg ?? "queued"} (${m.message_id ?? "no id"})`,
      };
    },
  };
}
