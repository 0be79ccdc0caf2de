import { createRequestHandler } from "@react-router/express";
import express from "express";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { startPlatform, stopPlatform } from "~/server/platform.server";

/**
 * The SSR bundle's entry (see vite.config.ts): the platform's Express app.
 * Bundling it with the routes means the database and the search indexes exist
 * once per process, shared by the pages and the APIs.
 */
export const app = express();
app.disable("x-powered-by");
// Readiness for process managers and tests: answered once the platform has started.
app.get("/healthz", (_req, res) => {
  res.json({ ok: true });
});
app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
  }),
);

export { logger, startPlatform, stopPlatform };

export function listenAddress(): { port: number; host: string } {
  const e = env();
  return { port: e.PORT, host: e.HOST };
}
