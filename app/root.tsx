import {
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { analyticsTags } from "./domain/analytics/config";
import { publicSite, type PublicSite } from "./domain/tenant/public-site";
import { accountOf } from "./server/auth/account.server";
import { sessionMiddleware } from "./server/auth/session-middleware.server";
import { tenantContext, tenantScope } from "./server/context.server";
import { tenantMiddleware } from "./server/tenant-middleware.server";
import { AnalyticsTagLoader } from "./ui/analytics/tags";
import { recordVisit } from "./ui/lead-attribution";
import { SiteFooter } from "./ui/layout/site-footer";
import { SiteHeader } from "./ui/layout/site-header";
import { enableMainMenu, markCurrentMenuLink } from "./ui/nav/main-menu-behaviour";
import { useSiteLinks } from "./ui/nav/site-link";
import { ToastHost } from "./ui/toast/toast";
import { useStaticPage } from "./ui/page-script/page-mode";
import appCss from "./styles/app.css?url";
// The script of a page React does not hydrate, built on its own without React (vite.config.ts `worker`):
// the URL of its hashed file.
import staticPageScript from "./ui/page-script/static-page.ts?worker&url";

export const middleware: Route.MiddlewareFunction[] = [tenantMiddleware, sessionMiddleware];

/**
 * Stylesheets are route `links` with a `precedence`, so React puts them at the
 * top of <head>, where the browser finds them first; the scripts' preloads
 * come after the first paint (server/http/scripts-after-paint.server.ts,
 * docs/PERFORMANCE.md). Each route lists its own.
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appCss, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const config = context.get(tenantContext).config;
  // Sign-in (issue 11): the header's signed-in state, the tenant's garage path (null: no garage) and the
  // watchlist's ids for the Save buttons; only a request with a dp_session cookie queries.
  const { user, garagePath, savedIds } = await accountOf(tenantScope(context), request);
  // analytics: the tenant's tag ids only (issue 10 §3); null loads no third-party script.
  return {
    site: publicSite(config),
    user,
    account: { garagePath, savedIds },
    // The header menus and the footer (issue 12, spec 02 §4) are not data: the server renders them once per
    // site and the browser keeps them as they came (ui/layout/frozen-html.tsx).
    analytics: analyticsTags(config.analytics),
  };
}

/**
 * The site's public config does not change as the shopper moves between pages
 * of one site, so links and filters (GET navigations) need not reload it; a
 * submitted form still revalidates as usual.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const site = rootData?.site;
  // A page React does not hydrate (ui/page-script/page-mode.ts, decided by app/entry.server.tsx) gets no
  // React Router scripts and no loader data: its page script alone, which reads the tenant's tag ids from
  // its own attributes. Where React runs in the browser the page was hydrated, and stays so when the router
  // moves to such a route.
  const hydrate = !useStaticPage();
  const tags = rootData?.analytics ?? null;
  return (
    <html lang="en-AU" style={site ? themeStyle(site) : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Links />
      </head>
      <body>
        {site && rootData ? <SiteHeader site={site} garagePath={rootData.account.garagePath} user={rootData.user} /> : null}
        <main id="main">{children}</main>
        {site ? <SiteFooter site={site} /> : null}
        {hydrate ? (
          <>
            <ToastHost />
            <AnalyticsTagLoader tags={tags} />
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          <script
            type="module"
            async
            src={staticPageScript}
            data-page-script=""
            data-gtm={tags?.gtm_container_id ?? undefined}
            data-ga={tags?.ga_measurement_id ?? undefined}
          />
        )}
      </body>
    </html>
  );
}

function themeStyle(site: PublicSite): React.CSSProperties {
  return {
    "--brand": site.theme.primary_colour,
    "--brand-2": site.theme.secondary_colour,
    "--accent": site.theme.accent_colour ?? site.theme.primary_colour,
  } as React.CSSProperties;
}

export default function App() {
  // Issue 10 §2: every page view feeds the visitor's lead attribution (the first one is the landing).
  const { pathname, search } = useLocation();
  useSiteLinks();
  useEffect(() => {
    recordVisit();
  }, [pathname, search]);
  // The desktop menu was rendered for the page the document first showed (ui/layout/frozen-html.tsx).
  useEffect(() => markCurrentMenuLink(pathname), [pathname]);
  // The header menu's keys (on a page React does not hydrate, the page script gives them).
  useEffect(() => enableMainMenu(), []);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    const unknownHost = (error.data as { unknownHost?: boolean } | undefined)?.unknownHost;
    return (
      <section className="error-page">
        <title>{unknownHost ? "Site not found" : "Page not found"}</title>
        <h1>{unknownHost ? "Site not found" : "Page not found"}</h1>
        <p>
          {unknownHost
            ? "There is no dealer website at this address. Check the address you typed."
            : "We couldn't find that page. It may have moved or the car may have been sold."}
        </p>
        {unknownHost ? null : (
          <p>
            <a className="button" href="/search/new-used-and-demo-cars">
              Search our stock
            </a>
          </p>
        )}
      </section>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section className="error-page">
      <title>Something went wrong</title>
      <h1>Something went wrong</h1>
      <p>Sorry, this page could not be shown ({status}). Please try again in a moment.</p>
    </section>
  );
}
