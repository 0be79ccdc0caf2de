import path from "node:path";
import type { WebhookTarget } from "~/domain/leads/lead-settings";
import { listRecords, readRecord, recordFolder } from "../record-folder.server";
import type { WebhookRequest, WebhookTransport } from "./webhook-http.server";
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, verifyWebhookSignature } from "./webhook-signature.server";

/**
 * The platform's development webhook receiver (issue 17 §2): what a webhook
 * target with `development_receiver: true` delivers to, so the demo shows a
 * webhook being received without a dealer's system or the internet. It does
 * what docs/lead-webhooks.md asks of a receiver — checks the signature over
 * the body's bytes and the time, answers 401 when either is wrong, takes a
 * repeated Idempotency-Key as the same lead (200, not stored again), 202 for
 * a new one — and records each request it took under DATA_DIR/webhooks
 * (`npm run cli -- webhooks list | show <id>`). It runs inside the sending
 * process, so nothing crosses the network and nothing outside can post to it;
 * it is used only for the targets a tenant config names as development
 * receivers, and start-up says which those are.
 */

/** Where the requests are recorded (and `npm run cli -- webhooks list` reads). */
export function webhookReceiverDir(dataDir: string): string {
  return path.join(dataDir, "webhooks");
}

/** Stands for the receiver where a URL is shown (leads show, logs); never dialled. */
export const DEVELOPMENT_RECEIVER_URL = "development-receiver:";
/** How an attempt it answered is labelled in `leads show`. */
export const DEVELOPMENT_RECEIVER_NOTE = "development receiver";

export interface ReceivedWebhook {
  id: string;
  received_at: string;
  tenant: string;
  webhook: string;
  idempotency_key: string;
  /** Always true: a request whose signature does not verify is answered 401 and not recorded. */
  signature_verified: true;
  event: string | null;
  lead_id: string | null;
  status: number;
}

export interface DevelopmentReceiver {
  description: string;
  /** The transport of one tenant's development-receiver target. */
  transport(tenant: string, target: WebhookTarget): WebhookTransport;
}

export function developmentReceiver(dir: string, clock: () => Date = () => new Date()): DevelopmentReceiver {
  const folder = recordFolder(dir);
  const seen = new Set<string>();
  let loaded: Promise<void> | null = null;
  const load = () =>
    (loaded ??= listReceived(dir).then((all) => {
      for (const r of all) seen.add(`${r.tenant} ${r.webhook} ${r.idempotency_key}`);
    }));

  async function receive(tenant: string, target: WebhookTarget, request: WebhookRequest) {
    request.signal.throwIfAborted();
    const header = (name: string) => Object.entries(request.headers).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
    const now = clock();
    const body = Buffer.from(request.body, "utf8");
    const check = verifyWebhookSignature({
      header: header(SIGNATURE_HEADER),
      body,
      secrets: target.secret,
      nowSeconds: now.getTime() / 1000,
    });
    const key = header(IDEMPOTENCY_HEADER);
    if (!check.ok || !key) return { status: 401 };
    let json: { event?: unknown; lead_id?: unknown };
    try {
      json = JSON.parse(request.body) as typeof json;
    } catch {
      return { status: 400 };
    }
    await load();
    const seenKey = `${tenant} ${target.id} ${key}`;
    if (seen.has(seenKey)) return { status: 200, note: `${DEVELOPMENT_RECEIVER_NOTE}: already recorded, not sent` };
    seen.add(seenKey);
    const id = folder.newId(now);
    const record: ReceivedWebhook = {
      id,
      received_at: now.toISOString(),
      tenant,
      webhook: target.id,
      idempotency_key: key,
      signature_verified: true,
      event: typeof json.event === "string" ? json.event : null,
      lead_id: typeof json.lead_id === "string" ? json.lead_id : null,
      status: 202,
    };
    const headers = Object.entries(request.headers).map(([k, v]) => `${k}: ${v}\n`);
    await folder.write(
      id,
      ".http",
      `POST ${DEVELOPMENT_RECEIVER_URL}${tenant}/${target.id}\n${headers.join("")}\n${request.body}\n`,
    );
    await folder.write(id, ".json", `${JSON.stringify(record)}\n`);
    return { status: 202, note: `${DEVELOPMENT_RECEIVER_NOTE}: recorded ${id}, not sent` };
  }

  return {
    description: `the development webhook receiver records what it is sent under ${path.resolve(dir)} (npm run cli -- webhooks list)`,
    transport: (tenant, target) => (request) => receive(tenant, target, request),
  };
}

/** What the receiver took, oldest first. */
export function listReceived(dir: string): Promise<ReceivedWebhook[]> {
  return listRecords<ReceivedWebhook>(dir);
}

/** One request as it arrived (headers and body), or null when no record has that id. */
export function readReceived(dir: string, id: string): Promise<string | null> {
  return readRecord(dir, id, ".http");
}
