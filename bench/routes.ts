import { route, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The HTTP benchmark's own pages, in the build bench/http.ts makes for itself
 * (BENCH_ROUTES=1 npx react-router build, into build-bench/): app/routes.ts
 * adds them only then, so the production server has none of them (issue 18
 * item 1). Files are named from app/, as React Router reads them.
 */
export function benchRoutes(): RouteConfigEntry[] {
  // The baseline page: the root layout around a paragraph (bench/bare-page.tsx), hydrated and not.
  return process.env.BENCH_ROUTES === "1"
    ? [route("bench/bare", "../bench/bare-page.tsx"), route("bench/bare-static", "../bench/bare-static-page.tsx")]
    : [];
}
