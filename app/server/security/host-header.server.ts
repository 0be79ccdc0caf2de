/**
 * The Host header, read strictly before anything builds a URL from it (issue
 * 8: `Host: greywattle.localhost:99999`, `Host: a, b` and HTTP/1.0 without a
 * Host threw 'Invalid URL' inside React Router). A request whose Host is not
 * one host name or address with an optional port gets 400.
 */
export interface HostHeader {
  /** Lower case, without a trailing dot. */
  hostname: string;
  port?: number;
  /** hostname[:port] as the request's URL and the Origin check use it. */
  host: string;
}

const LABEL = "[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?";
const HOSTNAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);
const IPV6 = /^\[[0-9a-f:.]+\]$/;

export function parseHostHeader(value: string | undefined): HostHeader | null {
  if (!value || value.length > 260) return null;
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(value.trim().toLowerCase());
  if (!m) return null;
  const [, name, portText] = m;
  if (!(IPV6.test(name) || (name.length <= 254 && HOSTNAME.test(name)))) return null;
  const hostname = name.replace(/\.$/, "");
  if (portText === undefined) return { hostname, host: hostname };
  const port = Number(portText);
  if (port < 1 || port > 65535) return null;
  return { hostname, port, host: `${hostname}:${port}` };
}
