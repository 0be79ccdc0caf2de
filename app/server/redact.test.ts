import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { REDACT_PATHS, redactText } from "./redact.server";

describe("contact details out of logs (issue 10 §6)", () => {
  it("replaces email addresses and phone numbers in free text", () => {
    expect(redactText("550 5.1.1 <jane.citizen+cars@example.com.au>: Recipient address rejected")).toBe(
      "550 5.1.1 <[email]>: Recipient address rejected",
    );
    expect(redactText("call 0412 345 678 or +61 7 3000 0000 or (07) 3000-0000")).toBe("call [phone] or [phone] or [phone]");
    expect(redactText("HTTP 500 after 1200 ms, job 42")).toBe("HTTP 500 after 1200 ms, job 42");
  });

  it("censors contact fields at any depth in a pino logger configured with REDACT_PATHS", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        lines.push(chunk.toString());
        cb();
      },
    });
    const log = pino({ redact: { paths: REDACT_PATHS, censor: "[redacted]" } }, sink);
    log.info({ email: "a@b.co", lead: { phone: "0412345678", form: "test_drive" }, job: { mail: { to: ["x@y.co"] } } }, "m");
    const out = lines.join("");
    expect(out).not.toMatch(/a@b\.co|0412345678|x@y\.co/);
    expect(JSON.parse(out)).toMatchObject({ email: "[redacted]", lead: { phone: "[redacted]", form: "test_drive" } });
  });
});
