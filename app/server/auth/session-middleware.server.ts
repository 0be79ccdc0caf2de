import type { MiddlewareFunction } from "react-router";
import { SESSION_COOKIE, sessionCookie, sessionToken } from "./cookie.server";
import { sessionReadBy } from "./current-user.server";

/**
 * The 30-day sliding expiry (issue 11 §4) kept in the browser too: when a
 * loader or action of this request read the session and that read moved its
 * expiry, the response re-issues the cookie with a fresh Max-Age. Requests
 * that never ask who is signed in (images, feeds) cost no session read.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  const read = sessionReadBy(request);
  if (!read) return response;
  const signedIn = await read;
  if (!signedIn?.slid) return response;
  // A response that sets the cookie itself (sign-in, sign-out) decides.
  if ((response.headers.get("set-cookie") ?? "").includes(`${SESSION_COOKIE}=`)) return response;
  const token = sessionToken(request);
  if (!token) return response;
  const maxAge = Math.round((signedIn.expiresAt.getTime() - Date.now()) / 1000);
  // A copy, since some responses (Response.redirect) have immutable headers.
  const out = new Response(response.body, response);
  out.headers.append("Set-Cookie", sessionCookie(request, token, maxAge));
  return out;
};
