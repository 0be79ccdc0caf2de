import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { webhookTargetSchema } from "~/domain/leads/lead-settings";
import { developmentReceiver, webhookReceiverDir } from "~/server/leads/development-receiver.server";
import { signedWebhookHeaders } from "~/server/leads/webhook-signature.server";
import { runWebhooksCommand } from "./webhooks";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "webhooks-cli-"));
process.env.DATA_DIR = path.join(dir, "data");

async function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(process.stdout, "write").mockImplementation((s) => (out.push(String(s)), true));
  vi.spyOn(process.stderr, "write").mockImplementation((s) => (err.push(String(s)), true));
  try {
    const code = await runWebhooksCommand(args[0], args.slice(1));
    return { code, out: out.join(""), err: err.join("") };
  } finally {
    vi.mocked(process.stdout.write).mockRestore();
    vi.mocked(process.stderr.write).mockRestore();
  }
}

describe("npm run cli -- webhooks list | show", () => {
  beforeAll(async () => {
    const receiver = developmentReceiver(webhookReceiverDir(process.env.DATA_DIR!));
    for (const [tenant, lead] of [
      ["greywattle", "GR-7K3Q9DXM"],
      ["coralview-kia", "CO-22222222"],
    ]) {
      const target = webhookTargetSchema.parse({
        id: "development-receiver",
        development_receiver: true,
        secret: "s".repeat(40),
      });
      const body = JSON.stringify({ event: "lead.created", lead_id: lead });
      const headers = signedWebhookHeaders({ body, secrets: target.secret, leadId: lead, nowSeconds: Date.now() / 1000 });
      await receiver.transport(
        tenant,
        target,
      )({ url: "development-receiver:", headers, body, signal: new AbortController().signal });
    }
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("lists what the development receiver took, of every tenant or one", async () => {
    const all = await run("list");
    expect(all.code).toBe(0);
    const lines = all.out
      .trim()
      .split("\n")
      .map((l) => l.split("\t"));
    expect(lines.map((l) => l.slice(2))).toEqual([
      ["greywattle", "development-receiver", "GR-7K3Q9DXM", "lead.created", "signature verified"],
      ["coralview-kia", "development-receiver", "CO-22222222", "lead.created", "signature verified"],
    ]);
    expect((await run("list", "coralview-kia")).out.trim().split("\n")).toHaveLength(1);
    expect((await run("list", "nobody")).out).toMatch(/^No webhooks received in .* for nobody\n$/);
  });

  it("shows one request as it arrived", async () => {
    const id = (await run("list", "greywattle")).out.split("\t")[0];
    const shown = await run("show", id);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain("Idempotency-Key: GR-7K3Q9DXM\n");
    expect(shown.out).toContain('{"event":"lead.created","lead_id":"GR-7K3Q9DXM"}');
    expect((await run("show", "20250101T000000000Z-00000000")).code).toBe(1);
    expect((await run("nothing")).code).toBe(2);
  });
});
