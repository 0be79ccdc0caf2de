import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { platformContext } from "~/server/context.server";
import { env } from "~/server/env.server";
import { logger } from "~/server/logger.server";
import { startPlatform as openPlatform, stopPlatform, type Platform } from "~/server/platform.server";

/**
 * The SSR bundle's entry (see vite.config.ts) and the composition root: the
 * one place that makes the platform (database, tenant registry and indexes)
 * and hands it to React Router. Each request's context starts with the
 * platform; the root middleware scopes it to the request's tenant
 * (app/server/tenant-middleware.server.ts).
 */
export function createApp(platform: Platform): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Readiness for process managers and tests: the app exists once the platform has started.
  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });
  app.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: () => {
        const context = new RouterContextProvider();
        context.set(platformContext, platform);
        return context;
      },
    }),
  );
  return app;
}

/** Opens the database and loads every tenant, from the validated environment. */
export function startPlatform(): Promise<Platform> {
  return openPlatform(env());
}

export { logger, stopPlatform };

export function listenAddress(): { port: number; host: string } {
  const e = env();
  return { port: e.PORT, host: e.HOST };
}
