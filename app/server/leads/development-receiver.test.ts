import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { webhookTargetSchema } from "~/domain/leads/lead-settings";
import { developmentReceiver, listReceived, readReceived } from "./development-receiver.server";
import { signedWebhookHeaders } from "./webhook-signature.server";

/** The development receiver (issue 17 §2) does what docs/lead-webhooks.md asks of a receiver, and records what it took. */
describe("the development webhook receiver", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-receiver-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const target = webhookTargetSchema.parse({ id: "try-it", development_receiver: true, secret: "r".repeat(40) });
  const at = new Date("2025-03-12T01:00:00Z");
  const body = JSON.stringify({ event: "lead.created", lead_id: "GR-7K3Q9DXM", customer: { name: "Jane" } });
  const post = (opts: { secret?: string; key?: string; clockMinutes?: number } = {}) => {
    const headers = signedWebhookHeaders({
      body,
      secrets: opts.secret ?? target.secret,
      leadId: opts.key ?? "GR-7K3Q9DXM",
      nowSeconds: at.getTime() / 1000,
    });
    const receiver = developmentReceiver(dir, () => new Date(at.getTime() + (opts.clockMinutes ?? 0) * 60_000));
    return receiver.transport(
      "greywattle",
      target,
    )({ url: "development-receiver:", headers, body, signal: new AbortController().signal });
  };

  it("refuses a request signed with another secret, or too old, and records nothing", async () => {
    await expect(post({ secret: "x".repeat(40) })).resolves.toEqual({ status: 401 });
    await expect(post({ clockMinutes: 6 })).resolves.toEqual({ status: 401 });
    expect(await listReceived(dir)).toEqual([]);
  });

  it("takes a signed lead (202) and records it as it arrived; the same Idempotency-Key again is the same lead (200)", async () => {
    const [record, ...rest] = await listReceived(dir).then(async (before) => {
      expect(before).toEqual([]);
      const first = await post();
      expect(first).toEqual({ status: 202, note: expect.stringMatching(/^development receiver: recorded \S+, not sent$/) });
      await expect(post({ clockMinutes: 1 })).resolves.toEqual({
        status: 200,
        note: "development receiver: already recorded, not sent",
      });
      return listReceived(dir);
    });
    expect(rest).toEqual([]);
    expect(record).toEqual({
      id: expect.stringMatching(/^20250312T010000000Z-[0-9a-f]{8}$/),
      received_at: "2025-03-12T01:00:00.000Z",
      tenant: "greywattle",
      webhook: "try-it",
      idempotency_key: "GR-7K3Q9DXM",
      signature_verified: true,
      event: "lead.created",
      lead_id: "GR-7K3Q9DXM",
      status: 202,
    });
    const raw = await readReceived(dir, record.id);
    expect(raw).toMatch(
      /^POST development-receiver:greywattle\/try-it\nContent-Type: application\/json\nX-Dealer-Signature: t=\d+,v1=[0-9a-f]{64}\n/,
    );
    expect(raw).toContain(`\n\n${body}\n`);
  });
});
