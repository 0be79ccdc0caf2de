import { createContext, type RouterContextProvider } from "react-router";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import type { Db } from "./db/client.server";
import type { KnownMedia } from "./media/known-media.server";
import type { PlatformMedia } from "./media/platform-media.server";
import type { Platform } from "./platform.server";
import type { PaymentProvider } from "./payments/provider.server";
import type { SearchIndex } from "./search/engine.server";

/**
 * React Router's typed request context (CONVENTIONS.md §2 'Request context,
 * not globals'). server/app.ts puts the started platform in every request's
 * context (platformContext); the root middleware (tenant-middleware.server.ts)
 * resolves the tenant from the Host and sets the three request-scoped values
 * below. Loaders and actions read them here and pass what each server function
 * needs as arguments; no server module reaches for the platform itself.
 */

/** The dealer site a request is for, resolved once by the root middleware from the host. */
export interface Tenant {
  id: number;
  slug: string;
  config: TenantConfig;
}

/** The process's platform: set by the composition root, read only by the root middleware. */
export const platformContext = createContext<Platform>();

/** The request's tenant. */
export const tenantContext = createContext<Tenant>();
/** The database (every data function still takes the tenant first). */
export const dbContext = createContext<Db>();
/**
 * The tenant's search index as it stood when the request began: a config
 * change swaps in a new index whole (sync.server.ts), so one request never
 * mixes two.
 */
export const searchIndexContext = createContext<SearchIndex>();

/**
 * What only the HTTP server knows about a request, set by the composition root
 * (server/app.ts) before React Router runs: the client's address (the socket's
 * peer, or X-Forwarded-For from a trusted proxy: security/client-address.server.ts),
 * whether it came over HTTPS, and this response's Content-Security-Policy nonce.
 */
export interface RequestInfo {
  clientIp: string;
  secure: boolean;
  cspNonce: string;
  /** A page's form POST the request guards refused, rendered as the page (http/request-guards.server.ts). */
  refusal?: { status: number; message: string };
}
export const requestInfoContext = createContext<RequestInfo>();

/**
 * How a page's render went, for the rendered-page cache (page-cache/): set by
 * the composition root per request, marked by app/entry.server.tsx when a
 * part streamed after the shell failed (its HTML then holds an error
 * fallback, and is not kept). Absent outside the HTTP server (loader tests).
 */
export interface PageRender {
  failed: boolean;
}
export const pageRenderContext = createContext<PageRender | null>(null);

/**
 * What the media routes (/images, /demo-photos, /demo-videos, the PDF's
 * photo) use: the tenant's known media paths, and the process's renderers.
 */
export interface MediaScope extends PlatformMedia {
  known: KnownMedia;
}
export const mediaContext = createContext<MediaScope>();

/** Sign-in (issue 11): the server secret that keys the codes' HMAC; set by the root middleware. */
export interface AuthScope {
  secret: Buffer;
}
export const authContext = createContext<AuthScope>();

/** Finance applications (issue 19 item 6): the remote lenders' API keys, by environment variable name. */
export interface FinanceScope {
  lenderKeys: Readonly<Record<string, string>>;
}
export const financeContext = createContext<FinanceScope>();

/** The trade-in valuation (issue 20 item 2): registration-lookup services' API keys, by environment variable name. */
export interface TradeInScope {
  regoLookupKeys: Readonly<Record<string, string>>;
}
export const tradeInContext = createContext<TradeInScope>();
/** Reserve deposits and online payments (issue 20): the process's payment provider. */
export const paymentsContext = createContext<PaymentProvider>();

/** Everything the root middleware scoped to the request. */
export interface TenantScope {
  tenant: Tenant;
  db: Db;
  index: SearchIndex;
}

export function tenantScope(context: Readonly<RouterContextProvider>): TenantScope {
  return { tenant: context.get(tenantContext), db: context.get(dbContext), index: context.get(searchIndexContext) };
}
