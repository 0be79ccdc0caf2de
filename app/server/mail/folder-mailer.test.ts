import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { createMailer, mailDir } from "./create-mailer.server";
import { listMail, readMail } from "./folder-mailer.server";

describe("the embedded mailer (no SMTP_URL): messages written, never sent (issue 10 §5)", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-test-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("is chosen without SMTP_URL, and says where mail goes and that it is not sent", () => {
    const mailer = createMailer({ DATA_DIR: dataDir, SMTP_URL: undefined });
    expect(mailer.kind).toBe("folder");
    expect(mailer.description).toBe(
      `no SMTP_URL set: emails are written as .eml files to ${path.resolve(dataDir, "mail")} and not sent`,
    );
    const smtp = createMailer({ DATA_DIR: dataDir, SMTP_URL: "smtp://127.0.0.1:2525" });
    expect(smtp).toMatchObject({ kind: "smtp", description: "SMTP server 127.0.0.1:2525" });
    smtp.close();
  });

  it("writes each message as an .eml file a mail program (and mailparser) reads, listed oldest first", async () => {
    const mailer = createMailer({ DATA_DIR: dataDir, SMTP_URL: undefined });
    const sent = await mailer.send({
      from: { name: "Test Motors", address: "no-reply@test.example" },
      to: ["sales@test.example"],
      subject: "New lead – Ünïcödé",
      text: "Hello",
      html: "<p>Hello</p>",
      attachments: [{ filename: "lead.adf.xml", content: "<adf/>", contentType: "text/xml; charset=utf-8" }],
    });
    await mailer.send({ from: { address: "no-reply@test.example" }, to: ["b@test.example"], subject: "Second", text: "2" });
    const list = await listMail(mailDir({ DATA_DIR: dataDir }));
    expect(list.map((m) => m.subject)).toEqual(["New lead – Ünïcödé", "Second"]);
    expect(sent.response).toBe(`written to ${list[0].id}.eml (not sent: no SMTP_URL)`);
    const parsed = await simpleParser((await readMail(mailDir({ DATA_DIR: dataDir }), list[0].id))!);
    expect(parsed.subject).toBe("New lead – Ünïcödé");
    expect(parsed.messageId).toBe(sent.messageId);
    expect(parsed.attachments[0]).toMatchObject({ filename: "lead.adf.xml" });
    expect(parsed.attachments[0].content.toString()).toBe("<adf/>");
    mailer.close();
  });

  it("reads only its own ids (no path through the folder)", async () => {
    expect(await readMail(mailDir({ DATA_DIR: dataDir }), "../../etc/passwd")).toBeNull();
    expect(await readMail(mailDir({ DATA_DIR: dataDir }), "20250101T000000000Z-00000000")).toBeNull();
    expect(await listMail(path.join(dataDir, "nowhere"))).toEqual([]);
  });
});
