import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DeliveryError, PermanentDeliveryError } from "../outbox/types.server";
import { clickSendSms } from "./clicksend-sms.server";

/**
 * The ClickSend adapter against a local HTTP server that checks each request
 * as ClickSend's REST API v3 documents it: POST /v3/sms/send, Basic auth with
 * the username and API key, a JSON body of messages with the number in E.164.
 */

interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

let server: http.Server;
let base: string;
const seen: Seen[] = [];
let answer: (req: Seen) => { status: number; body: unknown } = () => ({ status: 200, body: {} });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const s: Seen = {
        method: req.method ?? "",
        url: req.url ?? "",
        auth: req.headers.authorization,
        contentType: req.headers["content-type"],
        body: raw ? JSON.parse(raw) : null,
      };
      seen.push(s);
      const a = answer(s);
      res.writeHead(a.status, { "content-type": "application/json" });
      res.end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  seen.length = 0;
});

const success = (id = "BF7AD270-0DE2-418B-B606-71D527D9C1AE") => ({
  status: 200,
  body: {
    http_code: 200,
    response_code: "SUCCESS",
    response_msg: "Messages queued for delivery.",
    data: { total_count: 1, queued_count: 1, messages: [{ status: "SUCCESS", message_id: id, to: "+61412345678" }] },
  },
});

const sender = () => clickSendSms({ username: "dealer-user", apiKey: "KEY-123", baseUrl: base, from: "TestMotors" });

describe("ClickSend adapter (issue 11 §3)", () => {
  it("posts one message as the API documents it and returns the message id", async () => {
    answer = () => success();
    const sent = await sender().send({ to: "+61412345678", body: "123456 is your code", reference: "job-7" });
    expect(sent.id).toBe("BF7AD270-0DE2-418B-B606-71D527D9C1AE");
    expect(sent.response).toContain("SUCCESS");
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req.method).toBe("POST");
    expect(req.url).toBe("/v3/sms/send");
    expect(req.auth).toBe(`Basic ${Buffer.from("dealer-user:KEY-123").toString("base64")}`);
    expect(req.contentType).toBe("application/json");
    expect(req.body).toEqual({
      messages: [
        {
          source: "dealer-platform",
          from: "TestMotors",
          body: "123456 is your code",
          to: "+61412345678",
          custom_string: "job-7",
        },
      ],
    });
    expect((req.body as { messages: { to: string }[] }).messages[0].to).toMatch(/^\+61\d{9}$/);
  });

  it("refuses a number that is not E.164 without calling", async () => {
    await expect(sender().send({ to: "0412345678", body: "x" })).rejects.toBeInstanceOf(PermanentDeliveryError);
    expect(seen).toHaveLength(0);
  });

  it("a 5xx or 429 is retried; a 401 is not", async () => {
    answer = () => ({ status: 503, body: { response_code: "ERROR" } });
    const e1 = await sender()
      .send({ to: "+61412345678", body: "x" })
      .catch((e: unknown) => e);
    expect(e1).toBeInstanceOf(DeliveryError);
    expect(e1).not.toBeInstanceOf(PermanentDeliveryError);
    answer = () => ({ status: 429, body: {} });
    expect(
      await sender()
        .send({ to: "+61412345678", body: "x" })
        .catch((e: unknown) => e),
    ).not.toBeInstanceOf(PermanentDeliveryError);
    answer = () => ({
      status: 401,
      body: { http_code: 401, response_code: "UNAUTHORIZED", response_msg: "Invalid credentials" },
    });
    const e3 = await sender()
      .send({ to: "+61412345678", body: "x" })
      .catch((e: unknown) => e);
    expect(e3).toBeInstanceOf(PermanentDeliveryError);
    expect((e3 as DeliveryError).response).toContain("401");
  });

  it("a message ClickSend would not queue is a failure, with its status", async () => {
    answer = () => ({
      status: 200,
      body: { http_code: 200, response_code: "SUCCESS", data: { messages: [{ status: "INVALID_RECIPIENT" }] } },
    });
    await expect(sender().send({ to: "+61412345678", body: "x" })).rejects.toThrow(/INVALID_RECIPIENT/);
    answer = () => ({ status: 200, body: "not json at all" });
    await expect(sender().send({ to: "+61412345678", body: "x" })).rejects.toBeInstanceOf(DeliveryError);
  });

  it("a network failure is a retryable failure", async () => {
    const down = clickSendSms({ username: "u", apiKey: "k", baseUrl: "http://127.0.0.1:9/v3" });
    const e = await down.send({ to: "+61412345678", body: "x" }).catch((err: unknown) => err);
    expect(e).toBeInstanceOf(DeliveryError);
    expect(e).not.toBeInstanceOf(PermanentDeliveryError);
  });
});
