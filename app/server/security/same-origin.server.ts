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
 * (greywattle.localhost and ironbark-ridge.localhost). The scheme must match
 * too, as React Router's own check of data requests wants: behind a proxy
 * that ends TLS, the proxy must be in TRUSTED_PROXIES so that its
 * X-Forwarded-Proto says the request came over HTTPS.
 */
export type OriginVerdict = { ok: true } | { ok: false; reason: string };

export interface OriginHeaders {
  origin?: string;
  referer?: string;
  secFetchSite?: string;
}

export function checkSameOrigin(headers: OriginHeaders, host: HostHeader, secure: boolean): OriginVerdict {
  const scheme = secure ? "https:" : "http:";
  if (headers.origin !== undefined) {
    return sameOrigin(headers.origin, scheme, host)
      ? { ok: true }
      : { ok: false, reason: `Origin ${JSON.stringify(headers.origin.slice(0, 200))} is not this site` };
  }
  if (headers.referer !== undefined) {
    return sameOrigin(headers.referer, scheme, host)
      ? { ok: true }
      : { ok: false, reason: "the page that sent this request is not on this site" };
  }
  if (headers.secFetchSite === "same-origin") return { ok: true };
  return { ok: false, reason: "the request does not say which site sent it (no Origin, Referer or Sec-Fetch-Site)" };
}

function sameOrigin(url: string, scheme: string, host: HostHeader): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== scheme) return false;
  const hostname = parsed.hostname.replace(/\.$/, "");
  // URL drops a scheme's default port; the Host header may still carry it.
  const port = parsed.port ? Number(parsed.port) : undefined;
  const hostPort = host.port === 80 || host.port === 443 ? undefined : host.port;
  return hostname === host.hostname && port === hostPort;
}
