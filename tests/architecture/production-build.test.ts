import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 18 item 1: the production server holds only the product. A server
 * whose database has no demo tenant loads none of the demo's code, and the
 * benchmark's page is not one of its routes. Read from the production build (made by
 * `npm test` before this runs; skipped when there is none): what the server
 * always loads (its entry, the route bundle it loads on start, the feed
 * worker, and every chunk those import statically) defines none of the
 * demo's functions, which sit in chunks of their own that only the dynamic
 * imports of app/server/demo.server.ts reach.
 */
const SERVER_DIR = path.resolve(process.env.BUILD_DIR ?? "build", "server");
const built = fs.existsSync(path.join(SERVER_DIR, "index.js"));

/** Definitions, not mentions: the product names renderDemoPhoto where it calls the loaded module. */
const DEMO_DEFINITION =
  /\b(?:function\s+(renderDemoPhoto|drawWheel|seedDemo|demoVehicles|renderWalkaroundVideo|demoHistoryReportPdf)\s*\(|class\s+(WalkaroundVideos)\b)/g;

const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^"';]*?\sfrom\s)?["'](\.{1,2}\/[^"']+)["']/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g;

const read = (file: string) => fs.readFileSync(file, "utf8");
const chunks = () =>
  [
    path.join(SERVER_DIR, "index.js"),
    ...fs.readdirSync(path.join(SERVER_DIR, "assets")).map((f) => path.join(SERVER_DIR, "assets", f)),
  ].filter((f) => f.endsWith(".js"));
const definedIn = (file: string) => [...read(file).matchAll(DEMO_DEFINITION)].map((m) => m[1] ?? m[2]);
const name = (file: string) => path.relative(SERVER_DIR, file);

/** The chunks loaded with `roots`, following static imports only. */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of read(file).matchAll(STATIC_IMPORT)) visit(path.resolve(path.dirname(file), m[1]));
  };
  roots.forEach(visit);
  return seen;
}

describe.skipIf(!built)("the production server build", () => {
  it("keeps the demo's code in chunks of its own", () => {
    const demoChunks = chunks().filter((f) => definedIn(f).length);
    const defined = new Set(demoChunks.flatMap(definedIn));
    // Every function looked for is in the build: the check below is not passing for want of them.
    expect([...defined].sort()).toEqual([
      "WalkaroundVideos",
      "demoHistoryReportPdf",
      "demoVehicles",
      "drawWheel",
      "renderDemoPhoto",
      "renderWalkaroundVideo",
      "seedDemo",
    ]);
    expect(demoChunks.map(name)).not.toContain("index.js");
    expect(demoChunks.map(name).filter((f) => /^assets\/app-/.test(f))).toEqual([]);
  });

  it("loads none of it until the demo is used", () => {
    const entry = path.join(SERVER_DIR, "index.js");
    // The server's entry loads the route bundle (server/app.ts) on start: it counts as always loaded.
    const alwaysDynamic = [...staticClosure([entry])].flatMap((f) =>
      [...read(f).matchAll(DYNAMIC_IMPORT)]
        .map((m) => path.resolve(path.dirname(f), m[1]))
        .filter((target) => /server-build-[^/]*\.js$/.test(target)),
    );
    expect(alwaysDynamic.length).toBeGreaterThan(0);
    // The worker threads' scripts (vite.config.ts workerEntries) start with the server too.
    const workers = ["feed-worker.js", "tenant-load-worker.js"].map((f) => path.join(SERVER_DIR, f));
    expect(workers.filter((f) => !fs.existsSync(f))).toEqual([]);
    const always = staticClosure([entry, ...alwaysDynamic, ...workers]);
    expect([...always].filter((f) => definedIn(f).length).map(name)).toEqual([]);
  });

  it("has no route for the benchmark's page (bench/routes.ts adds /bench/bare to the benchmark's own build)", () => {
    const [routeBundle, ...more] = chunks().filter((f) => /server-build-[^/]*\.js$/.test(f));
    expect(more).toEqual([]);
    const paths = [...read(routeBundle).matchAll(/^\s*path: "([^"]*)",$/gm)].map((m) => m[1]);
    expect(paths).toContain("demo-photos/:name");
    expect(paths.filter((p) => p.startsWith("bench"))).toEqual([]);
  });
});
