import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { analyticsCsp } from "~/server/analytics/csp.server";
import { paymentsCsp } from "~/server/payments/csp.server";
import {
  pageRenderContext,
  platformContext,
  requestInfoContext,
  type PageRender,
  type RequestInfo,
} from "~/server/context.server";
import { env } from "~/server/env.server";
import { expressErrorHandler } from "~/server/http/error-log.server";
import { recordPageViewCookie } from "~/server/leads/attribution-cookie.server";
import { reactRouterHandler } from "~/server/http/react-router-handler.server";
import { requestGuards } from "~/server/http/request-guards.server";
import { WorkQueue } from "~/server/work-queue.server";
import { logger } from "~/server/logger.server";
import { PageCache } from "~/server/page-cache/page-cache.server";
import { startPlatform as openPlatform, stopPlatform, type Platform } from "~/server/platform.server";
import { normaliseAddress, trustProxySetting } from "~/server/security/client-address.server";
import { securityHeaders } from "~/server/security/security-headers.server";
import { pageHydrates } from "../app/ui/page-script/page-mode";

/**
 * The SSR bundle's entry (see vite.config.ts): starts the platform once with
 * the validated environment (startPlatform, app/server/platform.server.ts, the
 * composition root the tests use too) and hands it to React Router. Each request's context starts with the
 * platform and what only the HTTP server knows (client address, HTTPS, the
 * CSP nonce); the root middleware scopes it to the request's tenant
 * (app/server/tenant-middleware.server.ts).
 *
 * Every request passes, in order: security headers, /healthz, the request
 * guards (Host, method, cross-site, declared body size), then React Router
 * with the body counted as it streams. docs/ARCHITECTURE.md 'Request guards'.
 */
export function createApp(platform: Platform, pageCache: PageCache = createPageCache()): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // req.ip and req.secure believe X-Forwarded-For / -Proto only from these proxies.
  app.set("trust proxy", trustProxy());
  app.use(securityHeaders);
  // A tenant that configures a tag manager gets its hosts in the CSP (issue 10 §3); no other tenant does.
  app.use(analyticsCsp((host) => platform.registry.resolveHost(host)));
  // Stripe's Payment Element on the payment pages, only where Stripe takes the payments.
  app.use(paymentsCsp(platform.payments));
  // Readiness for process managers and tests: the app exists once the platform has started.
  app.get("/healthz", (_req, res) => {
    res.json({ ok: true });
  });
  app.use(requestGuards(async () => (await build()).routes));
  app.use(
    reactRouterHandler({
      build,
      // Anything but development hides error messages from responses.
      mode: env().NODE_ENV === "development" ? "development" : "production",
      pageCache: {
        cache: pageCache,
        siteOf: (host) => platform.registry.revisionsAt(host.host),
      },
      renderQueue: new WorkQueue("page rendering", env().RENDER_CONCURRENCY, env().RENDER_QUEUE_LIMIT),
      // Every page view feeds the visitor's lead attribution cookie, so a form posted without JavaScript carries it too.
      onPage: (req, res, url) => {
        const view = { url, referrer: req.get("referer"), cookieHeader: req.headers.cookie, secure: req.secure };
        res.append("Set-Cookie", recordPageViewCookie(view).setCookie);
      },
      getLoadContext: (req, res) => {
        const context = new RouterContextProvider();
        const render: PageRender = { failed: false };
        res.locals.pageRender = render;
        context.set(pageRenderContext, render);
        context.set(platformContext, platform);
        context.set(requestInfoContext, {
          clientIp: normaliseAddress(req.ip),
          secure: req.secure,
          cspNonce: res.locals.cspNonce as string,
          refusal: res.locals.refusal as RequestInfo["refusal"],
        });
        return context;
      },
    }),
  );
  app.use(expressErrorHandler);
  return app;
}

/** This build's routes and their modules, as React Router's Vite plugin provides them. */
const build = () => import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * Whether React hydrates the page a route makes (its handle and its parents', app/ui/page-script/page-mode.ts),
 * read from this build's route modules: scripts/first-load.ts weighs each page's first load by it.
 */
export async function routeHydrates(routeId: string): Promise<boolean> {
  const { routes } = await build();
  const chain: { handle?: unknown }[] = [];
  for (let id: string | undefined = routeId; id; id = routes[id]?.parentId) {
    const route = routes[id];
    if (!route) throw new Error(`route ${id} is not in the build`);
    chain.push({ handle: route.module.handle });
  }
  return pageHydrates(chain);
}

/** The rendered-page cache from PAGE_CACHE_TTL_MS and PAGE_CACHE_MAX_MB (0 turns it off). */
export function createPageCache(): PageCache {
  const e = env();
  return new PageCache({ maxBytes: e.PAGE_CACHE_MAX_MB * 1024 * 1024, ttlMs: e.PAGE_CACHE_TTL_MS });
}

/** Express's "trust proxy" for TRUSTED_PROXIES; server.js sets it on its own app too, for the static files. */
export function trustProxy(): string[] | false {
  return trustProxySetting(env().TRUSTED_PROXIES);
}

/** The platform from the validated environment, with nothing overridden. */
export function startPlatform(): Promise<Platform> {
  return openPlatform(env());
}

export { expressErrorHandler, logger, securityHeaders, stopPlatform };

/** How long server.js lets requests in flight finish on SIGTERM/SIGINT (SHUTDOWN_GRACE_MS). */
export function shutdownGraceMs(): number {
  return env().SHUTDOWN_GRACE_MS;
}

export function listenAddress(): { port: number; host: string } {
  const e = env();
  return { port: e.PORT, host: e.HOST };
}
