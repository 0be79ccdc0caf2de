import { Transform, type TransformCallback } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  isRouteErrorResponse,
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { logClientGone, logServerError } from "./server/http/error-log.server";
import { scriptsAfterPaint } from "./server/http/scripts-after-paint.server";
import { footerTermsView } from "./server/content/footer-terms.server";
import { pageRenderContext, requestInfoContext, searchIndexContext, tenantContext } from "./server/context.server";
import { siteNav } from "./server/navigation/site-nav.server";
import { FrozenLayoutContext } from "./ui/layout/frozen-html";
import { frozenLayout } from "./ui/layout/frozen-layout.server";
import { pageHydrates, StaticPageContext } from "./ui/page-script/page-mode";

/**
 * React Router's default Node entry (@react-router/dev's entry.server.node.tsx)
 * with two additions (issue 8): the response's Content-Security-Policy nonce
 * on every inline script React Router and React write (ServerRouter hands it
 * to <Scripts>, <ScrollRestoration> and the streamed data; React's own
 * streaming scripts get it from renderToPipeableStream), and errors logged
 * through pino once (handleError), never written into the page. A page the
 * page cache keeps is stored without the nonce: the scripts that carried it
 * are allowed on a hit by their hashes (page-cache/stored-page.server.ts).
 * Issue 19: the shell's scripts start loading after the first paint
 * (http/scripts-after-paint.server.ts), so the style sheets and the main photo
 * have the connection to themselves.
 */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestInfoContext).cspNonce;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let body: Coalescing | undefined;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; browsers get the shell first and the slow parts streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    // A page whose route says it is not hydrated is rendered with the page script instead of React Router's.
    const staticPage = !pageHydrates(routerContext.staticHandlerContext.matches.map((m) => ({ handle: m.route.handle })));
    // The header menus and the footer, rendered once per site (ui/layout/frozen-html.tsx); a page whose root
    // loader found no site (an unknown host) has no layout to freeze.
    const rootData = routerContext.staticHandlerContext.loaderData.root as { site?: unknown } | undefined;
    const frozen = rootData?.site ? frozenLayout(layoutSource(loadContext), new URL(request.url).pathname) : null;
    const page = (
      <StaticPageContext value={staticPage}>
        <FrozenLayoutContext value={frozen}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </FrozenLayoutContext>
      </StaticPageContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        body = new Coalescing(() => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // A page with a failed part is never kept by the page cache.
        const render = loadContext.get(pageRenderContext);
        if (render) render.failed = true;
        // Errors in the shell reject above and reach handleError; these are from streamed parts.
        if (!shellRendered) return;
        // The client went away mid-page ("The destination stream closed early."): not a server error.
        if (request.signal.aborted || body?.destroyed) logClientGone({ method: request.method, url: request.url }, error);
        else logServerError(error, { method: request.method, url: request.url });
      },
    });
  });
}

/** What the layout's frozen parts are drawn from: the request's site, its menus and its terms of use. */
export function layoutSource(context: Readonly<RouterContextProvider>) {
  const config = context.get(tenantContext).config;
  return { config, nav: siteNav(config, context.get(searchIndexContext)), terms: footerTermsView(config) };
}

/**
 * The page's bytes as React writes them, passed on once per flush: React
 * writes 4 kB views and calls flush() when it has written all it has for now
 * (the shell, then each streamed part), so what goes on through the web
 * stream, the page cache, the compressor and the socket is a few large chunks
 * instead of dozens of small ones (each layer costs per chunk: docs/PERFORMANCE.md
 * 'SSR profile'). Nothing waits: a flush comes at the end of every write pass.
 */
class Coalescing extends Transform {
  private pending: Buffer[] = [];
  private shellSent = false;

  constructor(private readonly onEnd: () => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    callback();
  }

  /** Called by React after each write pass. */
  flush(): void {
    if (this.pending.length === 0) return;
    const chunks = this.pending;
    this.pending = [];
    const bytes = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
    if (this.shellSent) return void this.push(bytes);
    // The first pass is the whole shell: <head> and React Router's <Scripts>.
    this.shellSent = true;
    this.push(scriptsAfterPaint(bytes));
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    this.onEnd();
    callback();
  }
}

/**
 * Loader, action and render errors (React Router calls this on the server).
 * Aborted requests and answers the app chose (a thrown 4xx) are not errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Whatever the page shows for it (a rejected deferred value too), it is not kept by the page cache.
  const render = (context as Readonly<RouterContextProvider> | undefined)?.get(pageRenderContext);
  if (render) render.failed = true;
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logServerError(error, { method: request.method, url: request.url });
};
