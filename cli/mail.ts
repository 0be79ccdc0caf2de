import { env } from "~/server/env.server";
import { mailDir } from "~/server/mail/create-mailer.server";
import { listMail, readMail } from "~/server/mail/folder-mailer.server";

const USAGE = `Usage: npm run cli -- mail list | mail show <id>

  The embedded mailer's folder (DATA_DIR/mail), where lead emails are written
  instead of sent when SMTP_URL is not set.
  list        one message a line: id, date, recipients, subject (oldest first)
  show <id>   the message as written (RFC 5322; save it as .eml to open it in a mail program)
`;

export async function runMailCommand(command: string | undefined, args: string[]): Promise<number> {
  const dir = mailDir(env());
  if (command === "list" && args.length === 0) {
    const messages = await listMail(dir);
    if (messages.length === 0) process.stdout.write(`No messages in ${dir}\n`);
    for (const m of messages) process.stdout.write(`${m.id}\t${m.date}\t${m.to.join(",")}\t${m.subject}\n`);
    return 0;
  }
  if (command === "show" && args.length === 1) {
    const raw = await readMail(dir, args[0]);
    if (raw === null) {
      process.stderr.write(`No message ${args[0]} in ${dir} (see: npm run cli -- mail list)\n`);
      return 1;
    }
    process.stdout.write(raw);
    return 0;
  }
  process.stderr.write(USAGE);
  return 2;
}
