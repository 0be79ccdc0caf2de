import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
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

const ID = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/;

function newId(now: Date): string {
  return `${now.toISOString().replace(/[-:.]/g, "")}-${randomBytes(4).toString("hex")}`;
}

export function folderSms(dir: string): SmsSender {
  let made: Promise<string | undefined> | null = null;
  return {
    kind: "folder",
    description: `no CLICKSEND_USERNAME/CLICKSEND_API_KEY set: SMS are written to ${path.resolve(dir)} and not sent`,
    async send(message) {
      const now = new Date();
      const id = newId(now);
      made ??= fs.mkdir(dir, { recursive: true }).catch((err: unknown) => {
        made = null;
        throw err;
      });
      await made;
      const stored: StoredSms = {
        id,
        date: now.toISOString(),
        to: message.to,
        from: message.from ?? null,
        body: message.body,
        reference: message.reference ?? null,
      };
      // Written whole then renamed, so a reader (a test polling the folder) never sees half a message.
      const file = path.join(dir, `${id}.json`);
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, `${JSON.stringify(stored)}\n`, { mode: 0o600 });
      await fs.rename(tmp, file);
      return { id, response: `written to ${id}.json (not sent: no SMS provider configured)` };
    },
  };
}

/** The messages in an SMS folder, oldest first. */
export async function listSms(dir: string): Promise<StoredSms[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  const ids = names.filter((n) => n.endsWith(".json") && ID.test(n.slice(0, -5))).sort();
  return Promise.all(ids.map(async (n) => JSON.parse(await fs.readFile(path.join(dir, n), "utf8")) as StoredSms));
}

/** One message, or null when no message has that id. */
export async function readSms(dir: string, id: string): Promise<StoredSms | null> {
  if (!ID.test(id)) return null;
  try {
    return JSON.parse(await fs.readFile(path.join(dir, `${id}.json`), "utf8")) as StoredSms;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw err;
  }
}
