// First-load JavaScript per page type (issue 21 item 3), read from the production build. On a page React
// hydrates, the scripts a browser loads before it is interactive are React Router's entry and its imports,
// the module and imports of every route the page matches (the root and the page's route), as the build's
// route manifest (build/client/assets/manifest-*.js) lists them; on a page whose route says it is not hydrated (`handle.hydrate === false`, app/ui/page-script/page-mode.ts),
// the static page's page script and its imports alone. Sizes are the bytes the server sends to a browser
// that accepts gzip: the build's own .gz copies (vite.config.ts, precompressBrowserAssets).
//
//   npx tsx scripts/first-load.ts [buildDir]     prints the table (after `npx react-router build`)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { z } from "zod";

const routeEntry = z.object({
  id: z.string(),
  parentId: z.string().optional(),
  module: z.string(),
  imports: z.array(z.string()).optional(),
});
const manifestSchema = z.object({
  entry: z.object({ module: z.string(), imports: z.array(z.string()) }),
  routes: z.record(z.string(), routeEntry),
});
export type RouteManifest = z.infer<typeof manifestSchema>;

/**
 * The page types issue 21 budgets, each by the route it is measured at and its module in app/routes
 * (vite.config.ts plans the shared chunks for these pages first): first-load gzip at most `budget` bytes.
 * `ceiling` is what the build may weigh today where the budget is not met yet (the pages React hydrates:
 * React DOM and React Router are 108 kB on their own, docs/decisions/page-weight-budgets.md); a page past
 * its ceiling fails `npm test`, and the ceiling comes down to the budget as the pages get lighter.
 */
export const PAGE_BUDGETS = [
  { page: "home", route: "routes/home", module: "home", budget: 100_000, ceiling: 136_000 },
  { page: "listing", route: "routes/search", module: "search", budget: 100_000, ceiling: 132_500 },
  { page: "vehicle", route: "routes/vehicle", module: "vehicle", budget: 120_000, ceiling: 144_500 },
  { page: "location", route: "routes/locations", module: "locations", budget: 60_000, ceiling: 60_000 },
  { page: "dealer locator", route: "routes/dealer-locator", module: "dealer-locator", budget: 60_000, ceiling: 60_000 },
  { page: "content", route: "routes/content-about-us", module: "content", budget: 60_000, ceiling: 60_000 },
] as const;

/** Reads the route manifest a production build wrote into `clientDir/assets`. */
export function readRouteManifest(clientDir: string): RouteManifest {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`no route manifest (manifest-*.js) in ${assets}: run \`npx react-router build\` first`);
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  const json = text.replace(/^\s*window\.__reactRouterManifest\s*=\s*/, "").replace(/;\s*$/, "");
  return manifestSchema.parse(JSON.parse(json));
}

/** The script files (as the manifest names them, `/assets/…js`) a page of `routeId` loads at first, in load order. */
export function firstLoadFiles(manifest: RouteManifest, routeId: string): string[] {
  const chain: RouteManifest["routes"][string][] = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the build's manifest`);
    chain.unshift(route);
  }
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const file of [route.module, ...(route.imports ?? [])]) files.add(file);
  return [...files];
}

/**
 * A page script (app/ui/page-script/{name}.ts, built on its own by app/root.tsx's `?worker&url` import) and
 * the files it imports statically, as `/assets/…js`.
 */
export function pageScriptFiles(clientDir: string, name: "static-page"): string[] {
  const assets = path.join(clientDir, "assets");
  const found = fs.readdirSync(assets).filter((f) => new RegExp(`^${name}-[\\w-]+\\.js$`).test(f));
  if (found.length !== 1) throw new Error(`expected one ${name}-*.js in ${assets}, found ${found.length}`);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = fs.readFileSync(path.join(clientDir, file), "utf8");
    // Static imports only (`import … from"./x.js"`, `import"./x.js"`); an import() is a later load.
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)"\.\/([\w.-]+\.js)"/g)) visit(`/assets/${m[1]}`);
  };
  visit(`/assets/${found[0]}`);
  return [...files];
}

/** Gzip bytes of each file as served (its .gz copy), and their sum. */
export function gzipWeight(clientDir: string, files: string[]): { total: number; files: { file: string; bytes: number }[] } {
  const sized = files.map((file) => {
    const gz = path.join(clientDir, `${file}.gz`);
    if (!fs.existsSync(gz)) throw new Error(`${file} has no gzip copy in ${clientDir}`);
    return { file, bytes: fs.statSync(gz).size };
  });
  return { total: sized.reduce((sum, f) => sum + f.bytes, 0), files: sized };
}

/** Each budgeted page's first load in a build directory; `hydrates` says which pages' routes React hydrates. */
export function measurePages(buildDir: string, hydrates: ReadonlyMap<string, boolean>) {
  const clientDir = path.join(buildDir, "client");
  const manifest = readRouteManifest(clientDir);
  return PAGE_BUDGETS.map((page) => {
    const hydrated = hydrates.get(page.route);
    if (hydrated === undefined) throw new Error(`not said whether ${page.route} is hydrated`);
    const files = hydrated ? firstLoadFiles(manifest, page.route) : pageScriptFiles(clientDir, "static-page");
    return { ...page, hydrated, ...gzipWeight(clientDir, files) };
  });
}

/** Whether React hydrates each budgeted page, asked of the build's server bundle (server/app.ts routeHydrates). */
export async function budgetedPagesHydrate(buildDir: string): Promise<Map<string, boolean>> {
  const server = (await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href)) as {
    routeHydrates: (routeId: string) => Promise<boolean>;
  };
  return new Map(await Promise.all(PAGE_BUDGETS.map(async (p) => [p.route, await server.routeHydrates(p.route)] as const)));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  console.log("| page | route | hydrated | files | gzip | budget | ceiling |\n|---|---|---|---:|---:|---:|---:|");
  const buildDir = process.argv[2] ?? "build";
  for (const p of measurePages(buildDir, await budgetedPagesHydrate(buildDir))) {
    const row = [p.page, p.route, p.hydrated ? "yes" : "no", p.files.length, kB(p.total), kB(p.budget), kB(p.ceiling)];
    console.log(`| ${row.join(" | ")} |`);
  }
  process.exit(0);
}
