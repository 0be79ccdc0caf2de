import { listSms } from "~/server/sms/folder-sms.server";
import type { TestPlatform } from "./test-platform";

/**
 * The latest sign-in code texted to `phone` (a local 04… number), read from
 * the test platform's SMS folder once its outbox has delivered; waits up to
 * about five seconds for it.
 */
export async function smsCodeFor(t: TestPlatform, phone: string): Promise<string> {
  const e164 = `+61${phone.slice(1)}`;
  for (let i = 0; i < 100; i++) {
    await t.outbox.idle();
    const m = (await listSms(t.smsDir)).filter((s) => s.to === e164).at(-1);
    if (m) return /^(\d{6})/.exec(m.body)![1];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no SMS to ${phone}`);
}
