import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * Which methods a path answers, from the route table itself (app/routes.ts
 * as built), so a new route is covered without an edit here. Issue 8: TRACE
 * on any path was a 500, and a POST to a page without an action got React
 * Router's 405, whose body names the internal route id; both now stop here
 * with a 405 and an Allow header.
 *
 * GET and HEAD: every route. POST, PUT, PATCH, DELETE: only where the
 * matched route has an action (the action still checks the method it
 * wants). OPTIONS: answered here with the Allow list. Anything else: 405.
 */
export const MUTATIONS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** How many paths' matched routes are kept (a few MB at most). */
const KEPT_ANSWERS = 20_000;

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

export type MethodVerdict = { ok: true } | { ok: false; status: 204 | 405; allow: string };

export interface MethodTable {
  check(method: string, pathname: string): MethodVerdict;
  /**
   * Whether a GET of this path renders a page (its route has a component) or
   * runs a page's loaders (`.data`), rather than a resource route (images,
   * APIs, feeds): the render queue's question (http/react-router-handler.server.ts).
   */
  rendersPage(pathname: string): boolean;
}

export function methodTable(routes: ServerBuild["routes"]): MethodTable {
  const tree = routeTree(routes);
  // matchRoutes flattens and ranks the whole table on every call (about 1.4 ms here), and the same
  // paths are asked about again and again: each path's leaf is kept, up to a bound that a crawl of
  // odd paths cannot pass. Both questions below read it.
  const leaves = new Map<string, RouteModule | null>();
  const leafModule = (pathname: string): RouteModule | null => {
    let module = leaves.get(pathname);
    if (module === undefined) {
      if (leaves.size >= KEPT_ANSWERS) leaves.clear();
      const matches = matchRoutes(tree, dataRequestPath(pathname));
      const leaf = matches?.[matches.length - 1]?.route.id;
      module = (leaf && routes[leaf]?.module) || null;
      leaves.set(pathname, module);
    }
    return module;
  };
  return {
    rendersPage: (pathname) => Boolean(leafModule(pathname)?.default),
    check(method, pathname) {
      if (method === "GET" || method === "HEAD") return { ok: true };
      const hasAction = Boolean(leafModule(pathname)?.action);
      const allow = hasAction ? "GET, HEAD, POST, OPTIONS" : "GET, HEAD, OPTIONS";
      if (method === "OPTIONS") return { ok: false, status: 204, allow };
      if (MUTATIONS.has(method) && hasAction) return { ok: true };
      return { ok: false, status: 405, allow };
    },
  };
}

/** React Router's data requests: /cars/x.data is /cars/x, /book-test-drive/_.data is /book-test-drive/, /_root.data is /. */
function dataRequestPath(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
}

function routeTree(routes: ServerBuild["routes"]): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>();
  for (const r of Object.values(routes)) {
    if (!r) continue;
    const node = (
      r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: [] }
    ) as RouteObject;
    const siblings = byParent.get(r.parentId) ?? [];
    siblings.push(node);
    byParent.set(r.parentId, siblings);
  }
  const attach = (nodes: RouteObject[]): RouteObject[] =>
    nodes.map((n) => (n.index ? n : { ...n, children: attach(byParent.get(n.id) ?? []) }));
  return attach(byParent.get(undefined) ?? []);
}
