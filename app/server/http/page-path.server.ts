/**
 * The page a request is for. React Router's data requests (a client
 * navigation, a fetcher's POST) arrive at "{path}.data", those for a path
 * ending in "/" at "{path}_.data", and those for "/" at "/_root.data"; a
 * loader that reads its page from the URL reads it here.
 */
export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  // A path with a trailing slash (/book-test-drive/) asks at "{path}/_.data" (v8_trailingSlashAwareDataRequests).
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.replace(/\.data$/, "") || "/";
}
