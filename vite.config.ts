import { reactRouter } from "@react-router/dev/vite";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { PAGE_BUDGETS } from "./scripts/first-load";
import { planSharedChunks, type SharedModule } from "./scripts/shared-chunks";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The SSR bundle's entry is our Express app (server/app.ts) so that the
  // database, tenant cache and search index exist once per process.
  environments: {
    // The shared chunks are planned from the route graph (browserChunk). Rollup's experimentalMinChunkSize
    // stays off: it merged small chunks behind the plan's back, a lazily loaded one into the page that
    // loads it later (the vehicle page's carousel then brought the locations' code into its first load).
    client: { build: { rollupOptions: { output: { manualChunks: browserChunk } } } },
    ssr: { build: { minify: false, rollupOptions: { input: "./server/app.ts" } } },
  },
  // The page script (app/ui/page-script) is built as a worker bundle: its own module graph, no React.
  worker: { format: "es" },
  build: {
    // Terser gives the browser bundles ~4 kB gzip less than esbuild's minifier
    // on a listing page (docs/PERFORMANCE.md); the server bundle stays readable.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, ecma: 2020 },
  },
  plugins: [reactRouterProductionBuildInBrowser(), reactRouter(), precompressBrowserAssets(), workerEntries()],
});

/** The browser's chunks besides the routes' own, by what loads them (the server bundle keeps Rollup's split). */
function browserChunk(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  // React, React DOM and React Router as one file every page shares:
  // four requests become one, and one gzip stream is ~1 kB smaller.
  if (isFramework(id)) return "framework";
  if (id.startsWith("\0") || isRouteModule(id)) return undefined;
  const entries = entriesLoading(id, meta.getModuleInfo);
  // What the root route imports is loaded on every page: one file for it beside the root's own.
  if (entries.has("root")) return "site";
  // What several entries share, grouped by the route graph (scripts/shared-chunks.ts) with the budgeted
  // pages weighing most; a module one entry loads stays in that entry's chunk.
  sharedChunks ??= planSharedChunks(sharedModules(meta), { weight: entryWeight, fileCost: FILE_COST });
  return sharedChunks.get(id);
}

/**
 * One more file costs a page about a round trip on a phone, worth some 1.2 kB gzip, about 4 kB of code
 * (the sizes the plan weighs are of code before minifying). Measured with scripts/first-load.ts against
 * 2,000 and 8,000: 2,000 left the home page 13 files, 8,000 put 1.6–3.2 kB more on the location pages.
 */
const FILE_COST = 4_000;
/** The budgeted page types' routes (scripts/first-load.ts) count fully, other routes a tenth, later loads less. */
const BUSY_ROUTES: ReadonlySet<string> = new Set(PAGE_BUDGETS.map((p) => p.module));
const entryWeight = (entry: string) => (BUSY_ROUTES.has(entry) ? 1 : entry.startsWith("later:") ? 0.05 : 0.1);
let sharedChunks: Map<string, string> | undefined;

/** Every module two or more entries load, with its size (its code as transformed). */
function sharedModules({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): SharedModule[] {
  const shared: SharedModule[] = [];
  for (const id of getModuleIds()) {
    if (id.startsWith("\0") || isRouteModule(id) || isFramework(id)) continue;
    const entries = entriesLoading(id, getModuleInfo);
    if (entries.size < 2 || entries.has("root")) continue;
    shared.push({ id, routes: entries, size: getModuleInfo(id)?.code?.length ?? 0 });
  }
  return shared;
}

const isFramework = (id: string) => /node_modules\/(react|react-dom|scheduler|react-router)\//.test(id);
const isRouteModule = (id: string) => /\/app\/(routes\/|root\.tsx)/.test(id);
/** 'root', 'vehicle', 'search', …: a route module's file name, as scripts/first-load.ts names them. */
const routeName = (id: string) => id.replace(/\?.*$/, "").replace(/^.*\/app\/(routes\/)?|\.tsx$/g, "");

const entryNeeds = new Map<string, Set<string>>();
/**
 * The entries that load a module: the routes whose modules import it, directly or through other modules,
 * and the modules above it that code loads later with import() (`later:` and the path; each starts a chunk
 * of its own, so a plan that put it with a page's code would drag that code along).
 */
function entriesLoading(id: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const known = entryNeeds.get(id);
  if (known) return known;
  const entries = new Set<string>();
  // A cycle answers none until the walk that entered it finishes.
  entryNeeds.set(id, entries);
  const info = getModuleInfo(id);
  if (info?.dynamicImporters.length) entries.add(`later:${id.replace(/^.*\/(app|node_modules)\//, "")}`);
  for (const importer of info?.importers ?? []) {
    if (isRouteModule(importer)) entries.add(routeName(importer));
    else for (const entry of entriesLoading(importer, getModuleInfo)) entries.add(entry);
  }
  return entries;
}

/**
 * The server's worker threads as files of their own beside the server bundle
 * (app/server/worker-script.server.ts finds them): build/server/feed-worker.js,
 * the stock import's (issue 8: feeds are parsed and validated off the event
 * loop), and build/server/tenant-load-worker.js, the tenant registry's loader
 * threads at start-up. Emitted as chunks, so they share modules with the
 * bundle and the bundle's entry stays index.js.
 */
function workerEntries(): Plugin {
  const workers = {
    "feed-worker": "./app/server/inventory/feed-worker.server.ts",
    "tenant-load-worker": "./app/server/tenant-load-worker.server.ts",
  };
  return {
    name: "worker-entries",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    buildStart() {
      for (const [name, source] of Object.entries(workers)) {
        this.emitFile({ type: "chunk", id: fileURLToPath(new URL(source, import.meta.url)), fileName: `${name}.js` });
      }
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
