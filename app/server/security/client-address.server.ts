import net from "node:net";
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "../context.server";

/**
 * Who a request came from, for per-client limits and visitor counting.
 *
 * Express works the address out (server/app.ts sets its "trust proxy" to
 * TRUSTED_PROXIES): the socket's peer, or, only when that peer is a trusted
 * proxy, the nearest untrusted address in X-Forwarded-For. A header sent by
 * anyone else is ignored, so a client cannot pick its own key.
 */

/** Express's "trust proxy" value for TRUSTED_PROXIES: the list, or false when it is empty. */
export function trustProxySetting(trusted: readonly string[]): string[] | false {
  return trusted.length ? [...trusted] : false;
}

/** "::ffff:10.0.0.1" is IPv4 10.0.0.1; anything unreadable becomes "unknown" (one shared key). */
export function normaliseAddress(address: string | undefined): string {
  if (!address) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  return net.isIP(address) ? address.toLowerCase() : "unknown";
}

/**
 * The key a per-client limit counts under: an IPv4 address, or the /64 an
 * IPv6 address belongs to (one subscriber usually holds a whole /64, so
 * counting single IPv6 addresses would let one client take 2^64 keys).
 */
export function clientKey(address: string): string {
  if (net.isIP(address) !== 6) return address;
  return `${firstFourGroups(address).join(":")}::/64`;
}

/** The first four 16-bit groups of an IPv6 address, "::" expanded ("2001:db8::1" -> 2001, db8, 0, 0). */
function firstFourGroups(address: string): string[] {
  const [head, tail] = address.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An IPv4 tail (…:1.2.3.4) fills two groups.
  const rightGroups = right.reduce((n, g) => n + (g.includes(".") ? 2 : 1), 0);
  const zeros = tail === undefined ? 0 : Math.max(0, 8 - left.length - rightGroups);
  const groups = [...left, ...Array<string>(zeros).fill("0"), ...right];
  return groups.slice(0, 4).map((g) => (parseInt(g, 16) || 0).toString(16));
}

/** The per-client limit key of the request in this context (its address as server/app.ts found it). */
export function requestClientKey(context: Readonly<RouterContextProvider>): string {
  return clientKey(context.get(requestInfoContext).clientIp);
}
