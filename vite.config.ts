import { reactRouter } from "@react-router/dev/vite";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { defineConfig, type Plugin, type Rollup } from "vite";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The SSR bundle's entry is our Express app (server/app.ts) so that the
  // database, tenant cache and search index exist once per process.
  environments: {
    // experimentalMinChunkSize: Rollup merges side-effect-free chunks under 30 kB into their importers.
    // Fewer requests beat a few hundred bytes more on a phone's first load: the vehicle page went from 19
    // files to 16, the listing from 16 to 12 (Lighthouse +1 on each; docs/PERFORMANCE.md).
    client: {
      build: { rollupOptions: { output: { manualChunks: browserChunk, experimentalMinChunkSize: 30_000 } } },
    },
    ssr: { build: { minify: false, rollupOptions: { input: "./server/app.ts" } } },
  },
  build: {
    // Terser gives the browser bundles ~4 kB gzip less than esbuild's minifier
    // on a listing page (docs/PERFORMANCE.md); the server bundle stays readable.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, ecma: 2020 },
  },
  plugins: [reactRouterProductionBuildInBrowser(), reactRouter(), precompressBrowserAssets(), feedWorkerEntry()],
});

/** The browser's shared chunks, by what loads them (the server bundle keeps Rollup's own split). */
function browserChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  // React, React DOM and React Router as one file every page shares:
  // four requests become one, and one gzip stream is ~1 kB smaller.
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return "framework";
  // What the root route imports is loaded on every page: one file for it beside the root's own
  // (Rollup sees the routes as separate entries and splits root's imports by which routes share them).
  if (!isOurModule(id) || isRouteModule(id)) return undefined;
  const routes = routesNeeding(id, getModuleInfo);
  if (routes.has("root")) return "site";
  // Our modules that two or more of the busiest pages load with them, as one file each: on a phone's six
  // connections a small file costs a round trip more than its bytes (the vehicle page loaded eleven files
  // under 3 kB). Only these pages' kits: one file of everything shared would add 40 kB gzip to every page.
  for (const { kit, pages, alsoFor } of KITS) {
    const busy = pages.filter((page) => routes.has(page)).length;
    if (busy > 1 && [...routes].every((route) => pages.includes(route) || alsoFor.includes(route))) return kit;
  }
  return undefined;
}

/**
 * A kit is what two or more of its busy pages share, when no page outside the kit (and the pages it is also
 * for, which show the same cards) needs it: a module the enquiry pages need too stays out of the locations
 * kit, so that they do not load the carousel with it. (Rollup also moves into a kit the modules it imports
 * that no rule places, so a wider kit drags other pages' code along: a kit of the vehicle page alone put
 * 12 kB gzip more on the listing.)
 */
const KITS: { kit: string; pages: string[]; alsoFor: string[] }[] = [
  {
    kit: "stock-kit",
    pages: ["home", "search", "vehicle"],
    alsoFor: ["favourites", "my-garage", "compare", "brands.overview", "print", "sign-in"],
  },
  { kit: "locations-kit", pages: ["home", "locations", "dealer-locator"], alsoFor: [] },
];
const isOurModule = (id: string) => /\/app\//.test(id) && !id.includes("/node_modules/");
const isRouteModule = (id: string) => /\/app\/(routes\/|root\.tsx)/.test(id);
const routeNeeds = new Map<string, Set<string>>();
/**
 * The routes ('root', 'vehicle', …) whose modules import the module with them, directly or through other
 * modules (static imports only).
 */
function routesNeeding(id: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const known = routeNeeds.get(id);
  if (known) return known;
  const routes = new Set<string>();
  // A cycle answers none until the walk that entered it finishes.
  routeNeeds.set(id, routes);
  for (const importer of getModuleInfo(id)?.importers ?? []) {
    if (isRouteModule(importer)) routes.add(importer.replace(/\?.*$/, "").replace(/^.*\/app\/(routes\/)?|\.tsx$/g, ""));
    else for (const route of routesNeeding(importer, getModuleInfo)) routes.add(route);
  }
  return routes;
}

/**
 * The stock import's worker thread (issue 8: feeds are parsed and validated
 * off the event loop) as its own file beside the server bundle,
 * build/server/feed-worker.js, which app/server/inventory/validate-in-worker.server.ts
 * starts. Emitted as a chunk, so it shares modules with the bundle and the
 * bundle's entry stays index.js.
 */
function feedWorkerEntry(): Plugin {
  return {
    name: "feed-worker-entry",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      const id = fileURLToPath(new URL("./app/server/inventory/feed-worker.server.ts", import.meta.url));
      this.emitFile({ type: "chunk", id, fileName: "feed-worker.js" });
    },
  };
}

/**
 * React Router's package exports only its development build (warnings and
 * checks left in); the browser gets the production build the package also
 * ships. The server keeps the package's own entry so that it and
 * @react-router/node share one copy.
 */
function reactRouterProductionBuildInBrowser(): Plugin {
  const files: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  return {
    name: "react-router-production-build-in-browser",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source) {
      const file = files[source];
      return file ? fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url)) : null;
    },
  };
}

/**
 * Writes brotli (quality 11) and gzip (level 9) copies beside every browser
 * script and stylesheet, which server.js serves as they are: smaller transfers
 * than per-request compression, and no compression work while rendering.
 */
function precompressBrowserAssets(): Plugin {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  return {
    name: "precompress-browser-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? "";
      const writes = Object.values(bundle)
        .filter((file) => /\.(js|css)$/.test(file.fileName))
        .map(async (file) => {
          const source = file.type === "chunk" ? Buffer.from(file.code) : Buffer.from(file.source);
          const target = path.join(outDir, file.fileName);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            gzip(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        });
      await Promise.all(writes);
    },
  };
}
