import path from "node:path";
import nodemailer from "nodemailer";
import { listRecords, readRecord, recordFolder } from "../record-folder.server";
import { nodemailerMessage, type Mailer } from "./mailer.server";

/**
 * The embedded default when no SMTP_URL is set: every message nodemailer
 * would send, built by its stream transport exactly as it would go over SMTP,
 * is written to `<dir>/<id>.eml` (open it in any mail program) with a small
 * `<id>.json` beside it for listing (`npm run cli -- mail list`). Nothing is
 * sent anywhere.
 */

export interface StoredMail {
  id: string;
  date: string;
  from: string;
  to: string[];
  subject: string;
  messageId: string;
}

export function folderMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const folder = recordFolder(dir);
  return {
    kind: "folder",
    description: `no SMTP_URL set: emails are written as .eml files to ${path.resolve(dir)} and not sent`,
    async send(message) {
      const info = await transport.sendMail(nodemailerMessage(message));
      const now = new Date();
      const id = folder.newId(now);
      const meta: StoredMail = {
        id,
        date: now.toISOString(),
        from: message.from.address,
        to: message.to,
        subject: message.subject,
        messageId: info.messageId,
      };
      await folder.write(id, ".eml", info.message as Buffer);
      await folder.write(id, ".json", `${JSON.stringify(meta)}\n`);
      return { messageId: info.messageId, response: `written to ${id}.eml (not sent: no SMTP_URL)` };
    },
    close: () => transport.close(),
  };
}

/** The messages in a mail folder, oldest first. */
export function listMail(dir: string): Promise<StoredMail[]> {
  return listRecords<StoredMail>(dir);
}

/** One message as written (RFC 5322 text), or null when no message has that id. */
export function readMail(dir: string, id: string): Promise<string | null> {
  return readRecord(dir, id, ".eml");
}
