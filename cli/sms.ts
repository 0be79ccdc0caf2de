import { env } from "~/server/env.server";
import { smsDir } from "~/server/sms/create-sms-sender.server";
import { listSms, readSms } from "~/server/sms/folder-sms.server";

const USAGE = `Usage: npm run cli -- sms list | sms show <id>

  The embedded SMS folder (DATA_DIR/sms), where sign-in codes are written
  instead of sent when CLICKSEND_USERNAME and CLICKSEND_API_KEY are not set.
  list        one message a line: id, date, recipient, text (oldest first)
  show <id>   the message as stored (JSON)
`;

export async function runSmsCommand(command: string | undefined, args: string[]): Promise<number> {
  const dir = smsDir(env());
  if (command === "list" && args.length === 0) {
    const messages = await listSms(dir);
    if (messages.length === 0) process.stdout.write(`No messages in ${dir}\n`);
    for (const m of messages) process.stdout.write(`${m.id}\t${m.date}\t${m.to}\t${m.body.replace(/\s+/g, " ")}\n`);
    return 0;
  }
  if (command === "show" && args.length === 1) {
    const m = await readSms(dir, args[0]);
    if (m === null) {
      process.stderr.write(`No message ${args[0]} in ${dir} (see: npm run cli -- sms list)\n`);
      return 1;
    }
    process.stdout.write(`${JSON.stringify(m, null, 2)}\n`);
    return 0;
  }
  process.stderr.write(USAGE);
  return 2;
}
