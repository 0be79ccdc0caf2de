import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
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

const ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

function newId(now: Date): string {
  return `${now.toISOString().replace(/[-:.]/g, "")}-${randomBytes(4).toString("hex")}`;
}

export function folderMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let made: Promise<string | undefined> | null = null;
  return {
    kind: "folder",
    description: `no SMTP_URL set: emails are written as .eml files to ${path.resolve(dir)} and not sent`,
    async send(message) {
      const info = await transport.sendMail(nodemailerMessage(message));
      const now = new Date();
      const id = newId(now);
      // Made once (and again if the first try failed).
      made ??= fs.mkdir(dir, { recursive: true }).catch((err: unknown) => {
        made = null;
        throw err;
      });
      await made;
      const meta: StoredMail = {
        id,
        date: now.toISOString(),
        from: message.from.address,
        to: message.to,
        subject: message.subject,
        messageId: info.messageId,
      };
      // Written whole then renamed, so a reader never sees half a message.
      await writeAtomically(path.join(dir, `${id}.eml`), info.message as Buffer);
      await writeAtomically(path.join(dir, `${id}.json`), `${JSON.stringify(meta)}\n`);
      return { messageId: info.messageId, response: `written to ${id}.eml (not sent: no SMTP_URL)` };
    },
    close: () => transport.close(),
  };
}

async function writeAtomically(file: string, data: Buffer | string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

/** The messages in a mail folder, oldest first. */
export async function listMail(dir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const ids = names.filter((n) => n.endsWith(".json") && ID.test(n.slice(0, -5))).sort();
  return Promise.all(ids.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as StoredMail));
}

/** One message as written (RFC 5322 text), or null when no message has that id. */
export async function readMail(dir: string, id: string): Promise<string | null> {
  if (!ID.test(id)) return null;
  try {
    return await fs.readFile(path.join(dir, `${id}.eml`), "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}
