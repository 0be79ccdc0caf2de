import path from "node:path";
import type { Env } from "../env.server";
import { folderMailer } from "./folder-mailer.server";
import type { Mailer } from "./mailer.server";
import { smtpMailer } from "./smtp-mailer.server";

/** The folder the embedded default writes to (and `npm run cli -- mail list` reads). */
export function mailDir(e: Pick<Env, "DATA_DIR">): string {
  return path.join(e.DATA_DIR, "mail");
}

/** SMTP when SMTP_URL is set; otherwise the embedded default, which sends nothing. */
export function createMailer(e: Pick<Env, "SMTP_URL" | "DATA_DIR">): Mailer {
  return e.SMTP_URL ? smtpMailer(e.SMTP_URL) : folderMailer(mailDir(e));
}
