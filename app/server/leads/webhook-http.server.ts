import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { addressProblem, webhookUrlProblem, type WebhookAddressPolicy } from "~/domain/leads/webhook-address";

/**
 * How a lead webhook is put on the wire (issue 17 §9). The URL is judged
 * again when sending (a stored config may predate the rules), the host name
 * is resolved once, every address it resolves to is judged (a public name
 * may point at 127.0.0.1 or 169.254.169.254), and the connection is made to
 * exactly those addresses: the request's `lookup` hands them to the socket,
 * so no second resolution can swap in another (DNS rebinding). No connection
 * is pooled, so each request is checked and pinned afresh. The answer's
 * status is all that is read; its body is never read or kept.
 */

/** A webhook POST as the sender makes it. */
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  signal: AbortSignal;
}

/** What is kept of a receiver's answer: its status only (and, from the development receiver, where it recorded the request). */
export interface WebhookAnswer {
  status: number;
  /** The platform's own words, never a receiver's: "development receiver: recorded <id>, not sent". */
  note?: string;
}

/** Puts a webhook request on the wire (pinned HTTP) or hands it to the development receiver. */
export type WebhookTransport = (request: WebhookRequest) => Promise<WebhookAnswer>;

/** Thrown before connecting when the URL, or an address its host resolves to, may not receive webhooks. */
export class WebhookAddressRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookAddressRefused";
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name, as the system resolver gives them (getaddrinfo: /etc/hosts, then DNS). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolve: ResolveHost = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Plain HTTP(S) to the checked, pinned addresses of the URL's host. `resolve` is for tests (a name that points at loopback). */
export function pinnedHttpTransport(policy: WebhookAddressPolicy, resolve: ResolveHost = systemResolve): WebhookTransport {
  return async (request) => {
    const problem = webhookUrlProblem(request.url, policy);
    if (problem) throw new WebhookAddressRefused(`the URL ${problem}`);
    const url = new URL(request.url);
    const addresses = await addressesOf(url.hostname, policy, resolve, request.signal);
    return send(url, request, addresses);
  };
}

async function addressesOf(
  hostname: string,
  policy: WebhookAddressPolicy,
  resolve: ResolveHost,
  signal: AbortSignal,
): Promise<ResolvedAddress[]> {
  const bare = hostname.replace(/^\[|\]$/g, "");
  // An IP literal is not resolved; the URL check above has judged it.
  if (/^[\d.]+$/.test(bare)) return [{ address: bare, family: 4 }];
  if (bare.includes(":")) return [{ address: bare, family: 6 }];
  signal.throwIfAborted();
  const found = await Promise.race([
    resolve(bare),
    new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true })),
  ]);
  if (!found.length) throw new Error(`${bare} has no address`);
  for (const a of found) {
    const why = addressProblem(a.address, policy);
    if (why) throw new WebhookAddressRefused(`${bare} has an address that may not receive webhooks: ${why}`);
  }
  return found;
}

function send(url: URL, request: WebhookRequest, addresses: ResolvedAddress[]): Promise<WebhookAnswer> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<WebhookAnswer>((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: "POST",
        headers: { ...request.headers, "Content-Length": String(Buffer.byteLength(request.body)) },
        lookup,
        // A fresh connection per request: no pooled socket outlives the check that made it.
        agent: false,
        signal: request.signal,
      },
      (res) => {
        resolve({ status: res.statusCode ?? 0 });
        // The body is not wanted (issue 17 §9): the connection is closed without reading it.
        res.destroy();
      },
    );
    req.on("error", reject);
    req.end(request.body);
  });
}
