/**
 * Outgoing SMS behind one small interface (issue 11 §3; CONVENTIONS.md §9):
 * ClickSend's REST API when CLICKSEND_USERNAME and CLICKSEND_API_KEY are set
 * (clicksend-sms.server.ts), otherwise the embedded default that writes each
 * message as a file under DATA_DIR/sms (folder-sms.server.ts) and says so at
 * start-up. Nothing pretends to have sent a real SMS.
 */

export interface SmsMessage {
  /** E.164 ("+61412345678"). */
  to: string;
  body: string;
  /** The sender id shown on the phone (SMS_FROM); the provider's default when absent. */
  from?: string;
  /** Our reference, echoed by the provider (the outbox job). */
  reference?: string;
}

export interface SentSms {
  /** The provider's message id, or the file's id. */
  id: string;
  /** What the provider said ("SUCCESS: Messages queued for delivery."), or where the file went. */
  response: string;
}

export interface SmsSender {
  kind: "clicksend" | "folder";
  /** For the start-up log line: where SMS go. */
  description: string;
  send(message: SmsMessage, signal?: AbortSignal): Promise<SentSms>;
}
