/**
 * The page a request is for. React Router's data requests (a client
 * navigation, a fetcher's POST) arrive at "{path}.data", and those for "/" at
 * "/_root.data"; a loader that reads its page from the URL reads it here.
 */
export function pagePath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_root.data") return "/";
  return pathname.replace(/\.data$/, "") || "/";
}
