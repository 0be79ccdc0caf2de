/**
 * `redirect` and `back` on /sign-in (spec 02 §2) accept only a path on the
 * same site (issue 11 §1: no open redirect). A browser treats "//evil.com",
 * "/\evil.com" and "/\t/evil.com" as other hosts, so only a path that starts
 * with exactly one "/" followed by something other than "/" or "\", with no
 * backslash or control character anywhere, is accepted; anything else (an
 * absolute URL, "javascript:", a relative path) is refused.
 */

const MAX_LENGTH = 2048;

export function safeReturnPath(input: string | null | undefined): string | null {
  if (typeof input !== "string" || input.length === 0 || input.length > MAX_LENGTH) return null;
  if (!input.startsWith("/")) return null;
  if (input.length > 1 && (input[1] === "/" || input[1] === "\\")) return null;
  if (input.includes("\\")) return null;
  if (/[\u0000-\u001f\u007f-\u009f\s]/.test(input)) return null;
  // Percent-encoded tricks: decode once and apply the same tests (a path "/%2F%2Fevil.com" is harmless to the
  // browser, but a server-side redirect that decodes it would not be).
  let decoded: string;
  try {
    decoded = decodeURIComponent(input);
  } catch {
    return null;
  }
  if (decoded !== input) {
    if (decoded.length > 1 && (decoded[1] === "/" || decoded[1] === "\\")) return null;
    if (decoded.includes("\\")) return null;
    if (/[\u0000-\u001f\u007f-\u009f]/.test(decoded)) return null;
  }
  // The URL parser is the judge of last resort: the path must stay on an arbitrary base origin.
  const base = "https://same.site.invalid";
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path, or the fallback (the home page) when the given one is not a same-site path. */
export function returnPathOr(input: string | null | undefined, fallback = "/"): string {
  return safeReturnPath(input) ?? fallback;
}
