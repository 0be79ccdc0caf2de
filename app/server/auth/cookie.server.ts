import { parseCookie } from "cookie";

/**
 * The session cookie (issue 11 §4). Its name is `dp_session`: the page cache
 * serves no cached page to a request carrying it. HttpOnly, SameSite=Lax,
 * Path=/, Secure except on localhost (where development runs over plain
 * HTTP). Host-only (no Domain attribute), so it goes back only to the dealer
 * site that set it.
 */
export const SESSION_COOKIE = "dp_session";

/** The session cookie's value in a request, if any. */
export function sessionToken(request: Request): string | null {
  return parseCookie(request.headers.get("cookie") ?? "")[SESSION_COOKIE] || null;
}

/** localhost, *.localhost and loopback addresses: browsers treat them as secure contexts over HTTP. */
export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h.endsWith(".localhost") || h === "::1" || /^127(?:\.\d{1,3}){3}$/.test(h);
}

function attributes(request: Request): string {
  const secure = isLocalHost(new URL(request.url).hostname) ? "" : "; Secure";
  return `; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/** Set-Cookie for a new session. Max-Age matches the server's 30 days; the server decides (sliding) either way. */
export function sessionCookie(request: Request, token: string, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}${attributes(request)}`;
}

/** Set-Cookie that removes the session cookie. */
export function clearSessionCookie(request: Request): string {
  return `${SESSION_COOKIE}=; Max-Age=0${attributes(request)}`;
}
