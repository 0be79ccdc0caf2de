import path from "node:path";
import { listRecords, readRecord, recordFolder } from "../record-folder.server";
import type { SmsSender } from "./sms-sender.server";

/**
 * The embedded default when ClickSend is not configured: each message is
 * written to `<dir>/<id>.json` ({ id, date, to, from, body }) and sent
 * nowhere. `npm run cli -- sms list` and `sms show <id>` read it, and so do
 * the browser tests (the sign-in code is read from here).
 */

export interface StoredSms {
  id: string;
  date: string;
  to: string;
  from: string | null;
  body: string;
  reference: string | null;
}

export function folderSms(dir: string): SmsSender {
  const folder = recordFolder(dir);
  return {
    kind: "folder",
    description: `no CLICKSEND_USERNAME/CLICKSEND_API_KEY set: SMS are written to ${path.resolve(dir)} and not sent`,
    async send(message) {
      const now = new Date();
      const id = folder.newId(now);
      const stored: StoredSms = {
        id,
        date: now.toISOString(),
        to: message.to,
        from: message.from ?? null,
        body: message.body,
        reference: message.reference ?? null,
      };
      await folder.write(id, ".json", `${JSON.stringify(stored)}\n`, 0o600);
      return { id, response: `written to ${id}.json (not sent: no SMS provider configured)` };
    },
  };
}

/** The messages in an SMS folder, oldest first. */
export function listSms(dir: string): Promise<StoredSms[]> {
  return listRecords<StoredSms>(dir);
}

/** One message, or null when no message has that id. */
export async function readSms(dir: string, id: string): Promise<StoredSms | null> {
  const text = await readRecord(dir, id, ".json");
  return text === null ? null : (JSON.parse(text) as StoredSms);
}
