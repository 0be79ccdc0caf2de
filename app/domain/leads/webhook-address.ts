import ipaddr from "ipaddr.js";

/**
 * Where a lead webhook may be sent (issue 17 §9): only to the public
 * internet. A webhook URL comes from a tenant config, so without this check
 * the platform could be made to post to, and report on, services only it can
 * reach: the cloud metadata service (169.254.169.254), the database, an admin
 * port on localhost, the office network. The same rules judge the URL when a
 * config is applied (every spelling of an IP literal: the WHATWG URL parser
 * turns 0x7f000001, 2130706433, 0177.0.0.1 and 127.1 into 127.0.0.1, and
 * ipaddr.js classifies the result) and each address a host name resolves to
 * when a lead is sent (app/server/leads/webhook-http.server.ts).
 *
 * Loopback is allowed only when the operator says so for development
 * (WEBHOOK_ALLOW_LOOPBACK); private, link-local, metadata and other
 * special-purpose addresses never are.
 */

export interface WebhookAddressPolicy {
  /** Loopback addresses (127.0.0.0/8, ::1) and localhost names: a receiver on this machine, in development. */
  allowLoopback: boolean;
}

/** What an address is, in the words of a refusal ("10.0.0.5 is a private address"). */
const RANGE_WORDS: Record<string, string> = {
  loopback: "a loopback address (this machine)",
  private: "a private address",
  uniqueLocal: "a private address",
  linkLocal: "a link-local address (where cloud metadata services listen)",
  carrierGradeNat: "a shared address (carrier-grade NAT, also used by metadata services)",
  unspecified: "the unspecified address (this machine)",
  broadcast: "a broadcast address",
  multicast: "a multicast address",
  reserved: "a reserved or documentation address",
  benchmarking: "a benchmarking address (198.18.0.0/15)",
  discard: "a discard-only address",
  teredo: "a Teredo tunnel address",
};

/**
 * Why an IP address may not receive webhooks, or null when it may: a public
 * unicast address, or loopback when the policy allows it. IPv6 addresses that
 * carry an IPv4 one (::ffff:a.b.c.d, ::a.b.c.d, the NAT64 64:ff9b::/96 and
 * 6to4 2002::/16 prefixes) are judged by the IPv4 address they reach.
 */
export function addressProblem(address: string, policy: WebhookAddressPolicy): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, ""));
  } catch {
    return `${address} is not an IP address`;
  }
  const range = rangeOf(parsed);
  if (range === "unicast") return null;
  if (range === "loopback" && policy.allowLoopback) return null;
  const words = RANGE_WORDS[range] ?? `a special-purpose address (${range})`;
  const hint = range === "loopback" ? "; set WEBHOOK_ALLOW_LOOPBACK=true to allow it in development" : "";
  return `${address} is ${words}${hint}`;
}

function rangeOf(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  if (address.kind() === "ipv4") return address.range();
  const v6 = address as ipaddr.IPv6;
  const embedded = embeddedIPv4(v6);
  return embedded ? embedded.range() : v6.range();
}

/** The IPv4 address an IPv6 address stands for, if it is one of the forms that carry one. */
function embeddedIPv4(v6: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = v6.parts;
  const last32 = () => new ipaddr.IPv4([p[6] >> 8, p[6] & 0xff, p[7] >> 8, p[7] & 0xff]);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (the deprecated "compatible" form); :: and ::1 are themselves.
  if (p.slice(0, 5).every((x) => x === 0) && (p[5] === 0xffff || (p[5] === 0 && (p[6] !== 0 || p[7] > 1)))) return last32();
  // NAT64 well-known prefix 64:ff9b::/96 (RFC 6052).
  if (p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((x) => x === 0)) return last32();
  // 6to4 2002:aabb:ccdd::/48 (RFC 3056).
  if (p[0] === 0x2002) return new ipaddr.IPv4([p[1] >> 8, p[1] & 0xff, p[2] >> 8, p[2] & 0xff]);
  return null;
}

/** Suffixes of names that resolve only inside a network (RFC 6761, RFC 8375, ICANN's .internal, mDNS, common intranet ones). */
const PRIVATE_SUFFIXES = ["internal", "local", "localdomain", "home.arpa", "arpa", "lan", "intranet", "corp", "home", "private"];

/** A host as the URL parser left it: an IPv4 literal is always dotted decimal, an IPv6 one in brackets. */
function isIpLiteral(host: string): boolean {
  return host.startsWith("[") || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

/** True for localhost and *.localhost (RFC 6761: they always mean this machine). */
function isLocalhostName(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost");
}

/**
 * Why a webhook URL may not be used, or null when it may: https to a public
 * host name or address; http only to a loopback address or localhost, and
 * loopback only when the policy allows it; never a user name or password in
 * the URL. Host names are resolved when a lead is sent, and each address
 * judged again then (addressProblem).
 */
export function webhookUrlProblem(raw: string, policy: WebhookAddressPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "must be a URL such as https://crm.example.com/leads";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "must be an https:// URL";
  if (url.username || url.password) return "must not hold a user name or password (the signature proves who sent it)";
  const host = url.hostname.replace(/\.$/, "").toLowerCase();
  const loopbackHost =
    isLocalhostName(host) || (isIpLiteral(host) && rangeOf(ipaddr.parse(host.replace(/^\[|\]$/g, ""))) === "loopback");
  if (url.protocol === "http:" && !loopbackHost)
    return "must be an https:// URL (http:// only for a loopback receiver in development)";
  if (isIpLiteral(host)) {
    const problem = addressProblem(host, policy);
    return problem ? `must reach a public address: ${problem}` : null;
  }
  if (isLocalhostName(host))
    return policy.allowLoopback
      ? null
      : `must reach a public address: ${host} is this machine; set WEBHOOK_ALLOW_LOOPBACK=true to allow it in development`;
  if (!host.includes(".")) return `must name a public host: ${host} is a single-label (intranet) name`;
  const suffix = PRIVATE_SUFFIXES.find((s) => host === s || host.endsWith(`.${s}`));
  if (suffix) return `must name a public host: .${suffix} names resolve only inside a private network`;
  return null;
}
