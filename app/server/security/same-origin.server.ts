import type { HostHeader } from "./host-header.server";

/**
 * Cross-site request refusal (issue 8 'Cross-site writes': any web site could
 * make its visitors' browsers post to ours). A state-changing request is
 * accepted only when the browser says it comes from this very host:
 *
 * 1. Origin, which browsers send with every POST, form posts without
 *    JavaScript included; "null" (sandboxed frames, privacy redirects) is
 *    refused;
 * 2. when Origin is absent, Referer;
 * 3. when both are absent, Sec-Fetch-Site: same-origin.
 *
 * "Same site" is not enough: two tenants can be sites of one domain
 * (greywattle.localhost and ironbark-ridge.localhost). The scheme is not
 * compared, because behind a TLS-terminating proxy that is not trusted the
 * server cannot know it; a host name is what an attacker's page cannot borrow.
 */
export type OriginVerdict = { ok: true } | { ok: false; reason: string };

export interface OriginHeaders {
  origin?: string;
  referer?: string;
  secFetchSite?: string;
}

export function checkSameOrigin(headers: OriginHeaders, host: HostHeader): OriginVerdict {
  if (headers.origin !== undefined) {
    return sameHost(headers.origin, host)
      ? { ok: true }
      : { ok: false, reason: `Origin ${JSON.stringify(headers.origin.slice(0, 200))} is not this site` };
  }
  if (headers.referer !== undefined) {
    return sameHost(headers.referer, host)
      ? { ok: true }
      : { ok: false, reason: "the page that sent this request is not on this site" };
  }
  if (headers.secFetchSite === "same-origin") return { ok: true };
  return { ok: false, reason: "the request does not say which site sent it (no Origin, Referer or Sec-Fetch-Site)" };
}

function sameHost(url: string, host: HostHeader): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  const hostname = parsed.hostname.replace(/\.$/, "");
  // URL drops a scheme's default port; the Host header may still carry it.
  const port = parsed.port ? Number(parsed.port) : undefined;
  const hostPort = host.port === 80 || host.port === 443 ? undefined : host.port;
  return hostname === host.hostname && port === hostPort;
}
