import { spawnSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, verifyWebhookSignature } from "~/server/leads/webhook-signature.server";

/**
 * The other side of a lead's deliveries, in process: a real SMTP server
 * (smtp-server) whose messages are parsed with mailparser, and a real HTTP
 * webhook receiver that checks each request's signature as docs/lead-webhooks.md
 * tells receivers to.
 */

export interface SmtpSink {
  url: string;
  messages: { envelope: { from: string; to: string[] }; raw: string; parsed: ParsedMail }[];
  close(): Promise<void>;
}

export async function startSmtpSink(opts: { reject?: (to: string) => boolean } = {}): Promise<SmtpSink> {
  const messages: SmtpSink["messages"] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (opts.reject?.(address.address)) cb(Object.assign(new Error("550 5.1.1 mailbox unavailable"), { responseCode: 550 }));
      else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (parsed) => {
            messages.push({
              envelope: {
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              raw,
              parsed,
            });
            cb();
          },
          (err: Error) => cb(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface WebhookHit {
  at: number;
  idempotencyKey: string | undefined;
  verified: boolean;
  reason?: string;
  body: string;
  json: Record<string, unknown> | null;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  hits: WebhookHit[];
  close(): Promise<void>;
}

/** A receiver that verifies every request; `answer(n)` (n = 1 for the first request) picks the status it replies with. */
export async function startWebhookReceiver(opts: {
  secret: string;
  answer?: (n: number, hit: Omit<WebhookHit, "status">) => number;
  /** How long the receiver takes to answer. */
  delayMs?: number;
}): Promise<WebhookReceiver> {
  const hits: WebhookHit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks);
      const check = verifyWebhookSignature({
        header: req.headers[SIGNATURE_HEADER.toLowerCase()] as string | undefined,
        body: raw,
        secrets: opts.secret,
        nowSeconds: Date.now() / 1000,
      });
      const body = raw.toString("utf8");
      let json: Record<string, unknown> | null = null;
      try {
        json = JSON.parse(body) as Record<string, unknown>;
      } catch {
        // Recorded as null: the test asserts on it.
        json = null;
      }
      const hit = {
        at: Date.now(),
        idempotencyKey: req.headers[IDEMPOTENCY_HEADER.toLowerCase()] as string | undefined,
        verified: check.ok,
        reason: check.ok ? undefined : check.reason,
        body,
        json,
      };
      const status = !check.ok ? 401 : (opts.answer?.(hits.length + 1, hit) ?? 202);
      hits.push({ ...hit, status });
      setTimeout(() => {
        res.writeHead(status, { "content-type": "text/plain" });
        res.end(status >= 300 ? `receiver says ${status}` : "stored");
      }, opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/leads`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const ADF_DTD = fileURLToPath(new URL("../../app/server/leads/adf-1.0.dtd", import.meta.url));

/** xmllint (Debian's libxml2-utils) validating a document against the ADF 1.0 DTD; "" when valid, else its complaints. */
export function adfDtdErrors(xml: string): string {
  const r = spawnSync("xmllint", ["--noout", "--dtdvalid", ADF_DTD, "-"], { input: xml, encoding: "utf8" });
  if (r.error) throw r.error;
  return r.status === 0 ? r.stderr : r.stderr || `xmllint exited with ${r.status}`;
}

/** The shared secret of the tests' webhook targets. */
export const TEST_WEBHOOK_SECRET = "test-webhook-secret-0123456789abcdef";
