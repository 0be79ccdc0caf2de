import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { retryPolicySchema } from "~/domain/outbox/retry-backoff";
import { eq, inArray } from "drizzle-orm";
import { openDatabase } from "~/server/db/client.server";
import { outboxAttempts, outboxJobs } from "~/server/db/schema.server";
import { openTestPglite } from "../tests/setup/databases";
import { acceptLead } from "~/server/leads/accept-lead.server";
import { leadHandlers } from "~/server/leads/handlers.server";
import { pinnedHttpTransport } from "~/server/leads/webhook-http.server";
import { folderMailer } from "~/server/mail/folder-mailer.server";
import { OutboxWorker } from "~/server/outbox/worker.server";
import { applyTenant } from "~/server/tenants/repository.server";
import { leadTenant, parsedEnquiry, testAttributes } from "../tests/setup/lead-fixtures";
import { runLeadsCommand } from "./leads";
import { runMailCommand } from "./mail";

// The CLI opens PGlite in DATA_DIR (no DATABASE_URL): a throwaway directory here.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));
process.env.DATA_DIR = path.join(dir, "data");
delete process.env.DATABASE_URL;

async function run(fn: typeof runLeadsCommand, ...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => (err.push(String(s)), true));
  try {
    const code = await fn(args[0], args.slice(1));
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
    vi.mocked(process.stderr.write).mockRestore();
  }
}
const leadsCli = (...a: string[]) => run(runLeadsCommand, ...a);
const mailCli = (...a: string[]) => run(runMailCommand, ...a);

describe("npm run cli -- leads / mail", () => {
  const refs: string[] = [];
  beforeAll(async () => {
    const database = await openTestPglite({ dataDir: process.env.DATA_DIR });
    try {
      // A webhook nobody listens on: its one allowed attempt fails, and the job is dead.
      const config = leadTenant("clileads", { webhookUrl: "http://127.0.0.1:9/hook" });
      const { id } = await applyTenant(database.db, config, { allowLoopbackWebhooks: true });
      const tenant = { id, slug: config.slug, config };
      const people = [
        { name: "Jane", last_name: "Citizen", message: 'Is it, "really", available?' },
        { name: '=HYPERLINK("http://evil.example")', last_name: "Bot", message: "hi" },
      ];
      for (const [i, p] of people.entries()) {
        const r = await acceptLead(
          database.db,
          tenant,
          {
            form: "general_contact",
            fields: parsedEnquiry({ ...p, category: "General Enquiry" }),
            car: null,
            attributes: testAttributes,
            siteOrigin: "https://clileads.example.com",
          },
          new Date(Date.UTC(2025, 2, 12, 1, i)),
        );
        refs.push(r.leadId);
      }
      const worker = new OutboxWorker({
        db: database.db,
        listen: database.listen,
        handlers: leadHandlers({
          db: database.db,
          mailer: folderMailer(path.join(process.env.DATA_DIR!, "mail")),
          mailFrom: "no-reply@cli.example",
          webhookTransport: pinnedHttpTransport({ allowLoopback: true }),
        }),
        log: pino({ level: "silent" }),
        policy: retryPolicySchema.parse({ maxAttempts: 1 }),
        pollMs: 50,
      });
      await worker.start();
      await new Promise((r) => setTimeout(r, 300));
      await worker.idle();
      await worker.stop();
    } finally {
      await database.close();
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lists a tenant's leads, newest first, with their delivery state", async () => {
    const { code, out } = await leadsCli("list", "clileads");
    expect(code).toBe(0);
    const lines = out
      .trim()
      .split("\n")
      .map((l) => l.split("\t"));
    expect(lines.map((l) => l[0])).toEqual([refs[1], refs[0]]);
    expect(lines[1]).toEqual([
      refs[0],
      "2025-03-12T01:00:00.000Z",
      "general_contact",
      "General Enquiry",
      "Jane Citizen",
      "failed",
    ]);
    expect((await leadsCli("list", "nobody")).code).toBe(1);
  });

  it("shows a lead with every delivery attempt", async () => {
    const { code, out } = await leadsCli("show", refs[0].toLowerCase());
    expect(code).toBe(0);
    expect(out).toContain(`Lead ${refs[0]} (clileads)`);
    expect(out).toMatch(
      /#\d+ lead\.dealer-email -> sales@clileads\.example\.com, manager@clileads\.example\.com: done, 1 attempt\n +1\. \S+ succeeded in \d+ ms by \S+: written to \S+\.eml \(not sent: no SMTP_URL\)/,
    );
    expect(out).toMatch(/#\d+ lead\.webhook -> crm: dead, 1 attempt\n +1\. \S+ failed in \d+ ms by \S+: Webhook crm: /);
    expect((await leadsCli("show", "CL-22222222")).code).toBe(1);
  });

  it("shows a webhook's answer as its status only, never what the receiver said (issue 17 §9)", async () => {
    // An attempt recorded before answers were cut to their status kept the start of the body.
    const database = await openDatabase({ dataDir: process.env.DATA_DIR });
    try {
      const webhookJobs = database.db.select({ id: outboxJobs.id }).from(outboxJobs).where(eq(outboxJobs.kind, "lead.webhook"));
      await database.db
        .update(outboxAttempts)
        .set({ response: "HTTP 500 Internal Server Error: ami-id i-0abc1234 instance-type m5.large" })
        .where(inArray(outboxAttempts.jobId, webhookJobs));
    } finally {
      await database.close();
    }
    const { out } = await leadsCli("show", refs[0]);
    expect(out).toMatch(
      /lead\.webhook -> crm: dead, 1 attempt\n +1\. \S+ failed in \d+ ms by \S+: HTTP 500 Internal Server Error \| Webhook crm/,
    );
    expect(out).not.toContain("ami-id");
  });

  it("retries one lead's dead deliveries, then every dead one of a tenant", async () => {
    expect((await leadsCli("retry", refs[0])).out).toBe(`Retrying 1 delivery of ${refs[0]}\n`);
    expect((await leadsCli("retry", refs[0])).out).toBe(`${refs[0]}: nothing to retry\n`);
    expect((await leadsCli("show", refs[0])).out).toMatch(/lead\.webhook -> crm: pending, 0 attempts, next at/);
    expect((await leadsCli("list", "clileads")).out).toContain(
      `${refs[0]}\t2025-03-12T01:00:00.000Z\tgeneral_contact\tGeneral Enquiry\tJane Citizen\tpending`,
    );
    expect((await leadsCli("retry", "--dead", "clileads")).out).toBe("Retrying 1 dead delivery of 1 lead (clileads)\n");
    expect((await leadsCli("retry", "--dead")).out).toBe("Retrying 0 dead deliveries of 0 leads\n");
  });

  it("exports the leads as CSV that a spreadsheet opens safely", async () => {
    const { code, out, err } = await leadsCli("export", "clileads");
    expect(code).toBe(0);
    expect(err).toBe("Exported 2 leads of clileads\n");
    expect(out.startsWith("\uFEFFlead_id,created_at,form,")).toBe(true);
    const rows = parse(out.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.lead_id)).toEqual(refs);
    expect(rows[0]).toMatchObject({ name: "Jane", message: 'Is it, "really", available?', phone: "0412345678", opt_in: "yes" });
    expect(rows[1].name).toBe('\'=HYPERLINK("http://evil.example")');
  });

  it("lists the embedded mailer's messages and shows one", async () => {
    const list = await mailCli("list");
    const lines = list.out.trim().split("\n");
    // Per lead: the dealer's, the CRM's and the shopper's.
    expect(lines).toHaveLength(6);
    const [id, , to, subject] = lines.find((l) => l.includes("We've received"))!.split("\t");
    expect(to).toBe("jane@example.com");
    expect(subject).toMatch(/^We've received your enquiry – reference CL-/);
    const shown = await mailCli("show", id);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect((await mailCli("show", "nope")).code).toBe(1);
    expect((await mailCli("frobnicate")).code).toBe(2);
  });
});
