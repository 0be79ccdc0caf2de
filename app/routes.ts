import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Every public URL of the platform in one place. */
export default [
  index("routes/home.tsx"),

  // --- search listing routes (issue 3) ---
  route("search/new-used-and-demo-cars", "routes/search.tsx"),
  // --- end search listing routes ---

  // --- vehicle page routes (issue 4) ---
  route("cars/:slug", "routes/vehicle.tsx"),
  // --- end vehicle page routes ---

  route("api/search", "routes/api.search.ts"),
  route("api/feed", "routes/api.feed.ts"),
  route("demo-photos/:name", "routes/demo-photos.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
