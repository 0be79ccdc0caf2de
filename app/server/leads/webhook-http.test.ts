import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookTargetSchema } from "~/domain/leads/lead-settings";
import { TEST_WEBHOOK_SECRET, startWebhookReceiver, type WebhookReceiver } from "../../../tests/setup/lead-receivers";
import { PermanentDeliveryError } from "../outbox/types.server";
import { pinnedHttpTransport, WebhookAddressRefused, type ResolveHost } from "./webhook-http.server";
import { postWebhook, shownAnswer } from "./webhook.server";

/**
 * The send-time check (issue 17 §9): a host name is resolved once, every
 * address judged, and the connection made to exactly those addresses. The
 * "DNS" here is a stub resolver, so a public-looking name can point at this
 * machine; the receivers are real HTTP servers on 127.0.0.1.
 */
describe("sending a webhook to a checked, pinned address", () => {
  let hook: WebhookReceiver;
  let port: number;
  beforeAll(async () => {
    hook = await startWebhookReceiver({ secret: TEST_WEBHOOK_SECRET });
    port = Number(new URL(hook.url).port);
  });
  afterAll(() => hook.close());

  const asked: string[] = [];
  const dns =
    (table: Record<string, string[]>): ResolveHost =>
    async (name) => {
      asked.push(name);
      return (table[name] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    };
  const request = (url: string) => ({
    url,
    headers: { "Content-Type": "application/json" },
    body: "{}",
    signal: AbortSignal.timeout(5000),
  });

  it.each([
    [["127.0.0.1"], /127\.0\.0\.1 is a loopback address/],
    [["10.0.0.5"], /10\.0\.0\.5 is a private address/],
    [["169.254.169.254"], /169\.254\.169\.254 is a link-local address/],
    [["::ffff:127.0.0.1"], /loopback/],
    [["fd00:ec2::254"], /private/],
    [["93.184.215.14", "192.168.0.7"], /192\.168\.0\.7 is a private address/],
  ])("refuses a public name that resolves to %j, before connecting", async (addresses, why) => {
    asked.length = 0;
    const send = pinnedHttpTransport({ allowLoopback: false }, dns({ "hooks.example.com": addresses }));
    const refused = send(request(`https://hooks.example.com:${port}/leads`));
    await expect(refused).rejects.toThrow(WebhookAddressRefused);
    await expect(refused).rejects.toThrow(why);
    expect(asked).toEqual(["hooks.example.com"]);
    expect(hook.hits).toHaveLength(0);
  });

  it("connects to the address the check saw, not one a second look-up would give", async () => {
    const send = (to: string) =>
      pinnedHttpTransport({ allowLoopback: true }, dns({ localhost: [to] }))(request(`http://localhost:${port}/leads`));
    // The receiver listens on 127.0.0.1 only: 127.0.0.2 (also this machine) finds nobody there.
    // Reached (it refuses the unsigned request: 401).
    await expect(send("127.0.0.1")).resolves.toEqual({ status: 401 });
    expect(hook.hits).toHaveLength(1);
    await expect(send("127.0.0.2")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(hook.hits).toHaveLength(1);
  });

  it("judges the URL again when sending (a config stored before the rules)", async () => {
    const send = pinnedHttpTransport({ allowLoopback: false }, dns({}));
    await expect(send(request(`http://127.0.0.1:${port}/leads`))).rejects.toThrow(/127\.0\.0\.1 is a loopback address/);
    await expect(send(request("https://169.254.169.254/latest/meta-data/"))).rejects.toThrow(/link-local/);
    expect(asked).not.toContain("169.254.169.254");
  });

  it("does not follow a redirect", async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" });
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    try {
      const p = (server.address() as AddressInfo).port;
      const send = pinnedHttpTransport({ allowLoopback: true });
      await expect(send(request(`http://127.0.0.1:${p}/`))).resolves.toEqual({ status: 302 });
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });

  it("makes a refused address a failure no retry mends, saying why", async () => {
    const target = webhookTargetSchema.parse({
      id: "crm",
      url: `https://hooks.example.com:${port}/leads`,
      secret: TEST_WEBHOOK_SECRET,
    });
    const transport = pinnedHttpTransport({ allowLoopback: false }, dns({ "hooks.example.com": ["127.0.0.1"] }));
    const sent = postWebhook(target, {
      body: "{}",
      reference: "AB-22222222",
      now: new Date(),
      signal: new AbortController().signal,
      transport,
    });
    await expect(sent).rejects.toThrow(PermanentDeliveryError);
    await expect(sent).rejects.toThrow(
      "Webhook crm not sent: hooks.example.com has an address that may not receive webhooks: 127.0.0.1 is a loopback address (this machine); set WEBHOOK_ALLOW_LOOPBACK=true to allow it in development.",
    );
  });
});

describe("what is shown of a webhook's answer (issue 17 §9)", () => {
  it("is the status and its standard reason, whatever the receiver said", () => {
    expect(shownAnswer("HTTP 500 Internal Server Error: ami-id i-0abc1234 instance-type m5.large")).toBe(
      "HTTP 500 Internal Server Error",
    );
    expect(shownAnswer("HTTP 200 Whatever I Like: stored")).toBe("HTTP 200 OK");
    expect(shownAnswer("HTTP 299")).toBe("HTTP 299");
    expect(shownAnswer(null)).toBeNull();
  });

  it("keeps the development receiver's own note, only in the form it writes", () => {
    const own = "HTTP 202 Accepted (development receiver: recorded 20261126T203750796Z-91632311, not sent)";
    expect(shownAnswer(own)).toBe(own);
    expect(shownAnswer("HTTP 500 Internal Server Error: x (development receiver: ami-id i-0abc, not sent)")).toBe(
      "HTTP 500 Internal Server Error",
    );
  });
});
