// Lighthouse (mobile settings, the system Chromium) against the production
// build, for a listing page; prints the performance and accessibility scores
// and the JavaScript the page loads: gzip level 6 of each built file, in bytes,
// kB (1000 bytes) and KiB (1024 bytes), and kB as transferred (brotli).
//
//   BUILD_DIR=/tmp/issue3-build npx react-router build
//   BUILD_DIR=/tmp/issue3-build node bench/lighthouse.mjs [--port 3302] [--tenant greywattle] [--path /search/new-used-and-demo-cars] [--runs 3] [--save DIR] [--no-server]
//
// Unless --no-server, it starts `node server.js` on the build with a fresh
// data directory (seeded with the demo tenants) and stops it afterwards.
// Record the printed results in docs/PERFORMANCE.md.
import { spawn } from "node:child_process";
import http from "node:http";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "../deploy/node-flags.mjs";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const PORT = Number(opt("port", process.env.PORT ?? 3302));
const TENANT = opt("tenant", "greywattle");
const PATHS = opt("path", "/search/new-used-and-demo-cars").split(",");
const RUNS = Number(opt("runs", 3));
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// --save DIR keeps each run's whole report (JSON), to read where the time went.
const SAVE_DIR = opt("save", undefined);

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** GET from the test process (Node does not resolve *.localhost as Chromium does, so the tenant goes in the Host header). */
function get(urlPath) {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port: PORT, path: urlPath, headers: { host: `${TENANT}.localhost:${PORT}` } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

let server;
if (!args.includes("--no-server")) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-data-"));
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.js"], {
    env: {
      ...process.env,
      ...SERVER_ENV,
      BUILD_DIR,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${PORT}/healthz`, 180_000);
}

/** gzip (level 6) size of a built asset, read from the build directory. */
function gzipOfAsset(urlPath) {
  const file = path.join(BUILD_DIR, "client", urlPath);
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 6 }).length : null;
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const rows = [];
try {
  for (const p of PATHS) {
    const url = `http://${TENANT}.localhost:${PORT}${p}`;
    // An unmeasured load warms the server: the tenant's first search and the first cards' photo renditions
    // (the image endpoint renders each size once, then serves it from its cache).
    const html = await get(p);
    const photos = [...html.matchAll(/\/images\?src=[^" ,]+/g)].map((m) => m[0].replace(/&amp;/g, "&")).slice(0, 30);
    for (const photo of new Set(photos)) await get(photo);
    for (let run = 1, failures = 0; run <= RUNS; run++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      });
      const lhr = result.lhr;
      // Lighthouse now and then loses its trace (NO_NAVSTART): that load measured nothing, so it is run again.
      if (lhr.runtimeError) {
        console.log(`run ${run} of ${p} failed (${lhr.runtimeError.code}); running it again`);
        if (++failures > 3) throw new Error(`Lighthouse failed ${failures} times on ${p}`);
        run--;
        continue;
      }
      if (SAVE_DIR) {
        fs.mkdirSync(SAVE_DIR, { recursive: true });
        const name = `${TENANT}${p.replace(/[^a-z0-9]+/gi, "-")}-run${run}.json`;
        fs.writeFileSync(path.join(SAVE_DIR, name), JSON.stringify(lhr));
      }
      const scripts = lhr.audits["network-requests"].details.items.filter((r) => r.resourceType === "Script");
      const transferred = scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0);
      const gzip = scripts.reduce((n, r) => n + (gzipOfAsset(new URL(r.url).pathname) ?? r.transferSize ?? 0), 0);
      rows.push({
        url,
        run,
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
        tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
        jsFiles: scripts.length,
        jsGzipBytes: gzip,
        jsGzipKB: Number((gzip / 1000).toFixed(1)),
        jsGzipKiB: Number((gzip / 1024).toFixed(1)),
        jsTransferredKB: Number((transferred / 1000).toFixed(1)),
      });
      if (run === RUNS) {
        const failing = Object.values(lhr.audits).filter(
          (a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id),
        );
        if (failing.length) console.log(`accessibility audits not passed on ${p}:`, failing.map((a) => a.id).join(", "));
      }
    }
  }
} finally {
  chrome.kill();
  server?.kill("SIGTERM");
}
console.table(rows);
console.log(JSON.stringify(rows));
