import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  budgetedPagesHydrate,
  firstLoadFiles,
  measurePages,
  PAGE_BUDGETS,
  pageScriptFiles,
  type RouteManifest,
} from "../../scripts/first-load";

/**
 * Issue 21 item 3: each page type's first-load JavaScript (gzip, as served) stays within its ceiling, read
 * from the production build `npm test` makes before this runs (skipped when there is none). A ceiling is
 * the budget where the page meets it, else what the page weighs today: a change that makes a page
 * heavier fails here, and a page that reaches its budget fails the second test until its ceiling comes
 * down to the budget (docs/decisions/page-weight-budgets.md says what the budgets need).
 */
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");
const built = fs.existsSync(path.join(BUILD_DIR, "client", "assets"));
/** Which pages React hydrates, asked of the build's own route modules. */
const hydrates = built ? await budgetedPagesHydrate(BUILD_DIR) : new Map<string, boolean>();

describe.skipIf(!built)("first-load JavaScript per page type", () => {
  const pages = built ? measurePages(BUILD_DIR, hydrates) : [];
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;

  it.each(PAGE_BUDGETS.map((p) => [p.page]))("the %s page stays within its ceiling", (name) => {
    const page = pages.find((p) => p.page === name)!;
    const detail = page.files.map((f) => `${f.file} ${kB(f.bytes)}`).join(", ");
    expect(page.total, `${name}: ${kB(page.total)} over ${kB(page.ceiling)} (${detail})`).toBeLessThanOrEqual(page.ceiling);
  });

  it("counts a page React does not hydrate as its page script alone, and one it does with React Router's", () => {
    const location = pages.find((p) => p.page === "location")!;
    expect(location.hydrated).toBe(false);
    expect(location.files.map((f) => f.file)).toEqual(pageScriptFiles(path.join(BUILD_DIR, "client"), "static-page"));
    const listing = pages.find((p) => p.page === "listing")!;
    expect(listing.hydrated).toBe(true);
    expect(listing.files.map((f) => f.file)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/framework-/), expect.stringMatching(/\/root-/)]),
    );
  });

  it("holds a page that meets its budget to the budget", () => {
    const loose = pages.filter((p) => p.total <= p.budget && p.ceiling > p.budget).map((p) => p.page);
    expect(loose, "these pages meet their budget: set their ceiling to it in scripts/first-load.ts").toEqual([]);
  });
});

describe("the first load read from a route manifest", () => {
  const manifest: RouteManifest = {
    entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
    routes: {
      root: { id: "root", module: "/assets/root.js", imports: ["/assets/framework.js", "/assets/site.js"] },
      "routes/a": { id: "routes/a", parentId: "root", module: "/assets/a.js", imports: ["/assets/site.js", "/assets/kit.js"] },
      "routes/b": { id: "routes/b", parentId: "root", module: "/assets/b.js" },
    },
  };

  it("is the entry, then each route from the root down to the page's, each file once", () => {
    expect(firstLoadFiles(manifest, "routes/a")).toEqual([
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/root.js",
      "/assets/site.js",
      "/assets/a.js",
      "/assets/kit.js",
    ]);
    expect(firstLoadFiles(manifest, "routes/b")).not.toContain("/assets/kit.js");
  });

  it("names a route the build does not have", () => {
    expect(() => firstLoadFiles(manifest, "routes/c")).toThrow("route routes/c is not in the build's manifest");
  });
});
