import { data, redirect } from "react-router";

/** A payment page's answers are the shopper's own: never stored by a cache. */
export const PRIVATE = { "Cache-Control": "private, no-store" } as const;

/** What a payment page's action decided (checkout and /online-payment): a page to go to, or the page again. */
export interface PageAnswer<Result> {
  status: number;
  result?: Result;
  redirectTo?: string;
  retryAfterSeconds?: number;
  /** A cookie the answer sets (the online purchase's anonymous order cookie). */
  setCookie?: string;
}

/** The action's response: the redirect thrown, or the page's data with its status (Retry-After when limited; its cookie). */
export function respondWith<Result>(answer: PageAnswer<Result>) {
  const headers: Record<string, string> = { ...PRIVATE };
  if (answer.setCookie) headers["Set-Cookie"] = answer.setCookie;
  if (answer.redirectTo) throw redirect(answer.redirectTo, { status: answer.status, headers });
  if (answer.retryAfterSeconds) headers["Retry-After"] = String(answer.retryAfterSeconds);
  return data(answer.result!, { status: answer.status, headers });
}
