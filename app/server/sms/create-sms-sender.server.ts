import path from "node:path";
import type { Env } from "../env.server";
import { clickSendSms } from "./clicksend-sms.server";
import { folderSms } from "./folder-sms.server";
import type { SmsSender } from "./sms-sender.server";

/** The folder the embedded default writes to (and `npm run cli -- sms list` reads). */
export function smsDir(e: Pick<Env, "DATA_DIR">): string {
  return path.join(e.DATA_DIR, "sms");
}

/** ClickSend when its credentials are set; otherwise the embedded default, which sends nothing. */
export function createSmsSender(
  e: Pick<Env, "DATA_DIR" | "CLICKSEND_USERNAME" | "CLICKSEND_API_KEY" | "CLICKSEND_API_URL" | "SMS_FROM">,
): SmsSender {
  return e.CLICKSEND_USERNAME && e.CLICKSEND_API_KEY
    ? clickSendSms({
        username: e.CLICKSEND_USERNAME,
        apiKey: e.CLICKSEND_API_KEY,
        baseUrl: e.CLICKSEND_API_URL,
        from: e.SMS_FROM,
      })
    : folderSms(smsDir(e));
}
