import fs from "node:fs";
import path from "node:path";

/** The development SMS folder the e2e server writes to (DATA_DIR/sms; playwright.config.ts sets E2E_DATA_DIR). */
export const SMS_DIR = path.join(process.env.E2E_DATA_DIR ?? "", "sms");

/** The sign-in code in the latest text to `phone` sent at or after `after` (ms); waits up to about ten seconds. */
export async function codeSentTo(phone: string, after: number): Promise<string> {
  const e164 = `+61${phone.replace(/\D/g, "").slice(1)}`;
  for (let i = 0; i < 100; i++) {
    const names = fs.existsSync(SMS_DIR) ? fs.readdirSync(SMS_DIR).filter((n) => n.endsWith(".json")) : [];
    for (const n of names.sort().reverse()) {
      const m = JSON.parse(fs.readFileSync(path.join(SMS_DIR, n), "utf8")) as { to: string; body: string; date: string };
      if (m.to === e164 && Date.parse(m.date) >= after) return /^(\d{6})/.exec(m.body)![1];
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS to ${e164} in ${SMS_DIR}`);
}
