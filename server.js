// Starts the platform: `node server.js` serves the production build (npm start
// builds it first); `node server.js --dev` serves the source through Vite.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";

const DEVELOPMENT = process.argv.includes("--dev");
// React and the app read NODE_ENV when first imported (below): serving the
// build means production unless the caller says otherwise.
process.env.NODE_ENV ??= DEVELOPMENT ? "development" : "production";
const server = express();
/** Set by shutdown() below. */
let stopping = false;
server.disable("x-powered-by");
// While shutting down, every response closes its connection (no new request on a kept-alive one).
server.use((_req, res, next) => {
  if (stopping) res.setHeader("Connection", "close");
  next();
});
// Rendered pages are compressed as they stream (each carries its own CSP nonce). Brotli at quality 3
// rather than compression's 4: about half the CPU for 4 % more bytes on a listing page
// (docs/PERFORMANCE.md 'SSR profile'). A page cache hit is not: it is sent as the copy the page cache
// compressed once when it stored the page (app/server/page-cache/stored-page.server.ts).
server.use(
  compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } },
    filter: (req, res) => res.getHeader("X-Cache") !== "HIT" && compression.filter(req, res),
  }),
);

let entry;
let platform;
if (DEVELOPMENT) {
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  entry = await viteDevServer.ssrLoadModule("./server/app.ts");
  applySecurityHeaders(entry);
  server.use(viteDevServer.middlewares);
  platform = await entry.startPlatform();
  // The platform is made once; the app around it is remade when Vite reloads the source.
  let loaded;
  let app;
  server.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      if (source !== loaded) [loaded, app] = [source, source.createApp(platform)];
      return await app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const buildDir = process.env.BUILD_DIR ?? "build";
  entry = await import(new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href);
  applySecurityHeaders(entry);
  // Hashed assets, sent as the brotli or gzip copies the build wrote beside them (vite.config.ts).
  server.use(
    "/assets",
    expressStaticGzip(`${buildDir}/client/assets`, {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: { immutable: true, maxAge: "1y" },
    }),
  );
  // The build's other public files (public/), if any: looked up only for their own paths, so a
  // page request does not cost a stat() of the disk first.
  const publicFiles = listFiles(`${buildDir}/client`, ["assets"]);
  if (publicFiles.size > 0) {
    const files = express.static(`${buildDir}/client`, { maxAge: "1h" });
    server.use((req, res, next) => (publicFiles.has(req.path) ? files(req, res, next) : next()));
  }
  platform = await entry.startPlatform();
  server.use(entry.createApp(platform));
}

// Errors from the static files and anything else before the app: logged once, never a stack in the answer.
server.use(entry.expressErrorHandler);

/** "/name" for every file under dir, except under the top-level folders skipped. */
function listFiles(dir, skip) {
  const found = new Set();
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    if (!skip.includes(rel.split("/")[0])) found.add(`/${rel}`);
  }
  return found;
}

/** Security headers (and the proxies trusted to say HTTPS) on every response, static files included. */
function applySecurityHeaders(app) {
  server.set("trust proxy", app.trustProxy());
  server.use(app.securityHeaders);
}

const { port, host } = entry.listenAddress();
const http = server.listen(port, host, () => {
  const address = http.address();
  entry.logger.info({ url: `http://${host === "0.0.0.0" ? "localhost" : host}:${address.port}` }, "platform listening");
});

/**
 * Graceful shutdown on SIGTERM or SIGINT (docs/ARCHITECTURE.md 'Start-up and
 * shutdown'): stop accepting connections, close the idle keep-alive ones,
 * let requests in flight finish (their responses say Connection: close) for
 * up to SHUTDOWN_GRACE_MS (10 s), then cut what is left; then stop the
 * platform (the outbox worker hands back or finishes its deliveries, feed
 * validation threads are ended, the registry stops polling, the database is
 * closed: PGlite writes its files on close) and exit 0 (1 if stopping failed).
 * A second signal cuts the connections at once.
 */
async function shutdown(signal) {
  if (stopping) {
    entry.logger.warn({ signal }, "second signal: closing the connections still open");
    http.closeAllConnections();
    return;
  }
  stopping = true;
  const graceMs = entry.shutdownGraceMs();
  entry.logger.info({ signal, graceMs }, "shutting down: finishing the requests in flight");
  const closed = new Promise((resolve) => http.close(resolve));
  http.closeIdleConnections();
  // A keep-alive connection becomes idle when its response ends: close those as they come.
  const idle = setInterval(() => http.closeIdleConnections(), 100);
  const cut = setTimeout(() => {
    entry.logger.warn({ graceMs }, "requests still running after the grace period: closing their connections");
    http.closeAllConnections();
  }, graceMs);
  await closed;
  clearInterval(idle);
  clearTimeout(cut);
  let code = 0;
  try {
    await entry.stopPlatform(platform);
  } catch (err) {
    entry.logger.error({ err }, "stopping the platform failed");
    code = 1;
  }
  entry.logger.info({ code }, "stopped");
  process.exit(code);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
