import type { AnalyticsTags } from "~/domain/analytics/config";

/**
 * Loads the tenant's tag manager and/or GA4 tag (issue 10 §3) once the page
 * is interactive: after the load event, when the browser is idle, so neither
 * the first paint nor the Lighthouse budgets wait for it. The server allows
 * www.googletagmanager.com in that tenant's policy only
 * (app/server/analytics/csp.server.ts): that is what lets the scripts load,
 * on a rendered page and on one from the page cache alike. They also carry
 * the page's CSP nonce when it has one (a rendered page; a cached page has
 * none, docs/decisions/cached-page-csp.md), which GTM hands to its own tags.
 * Returns a function that cancels a load not yet started.
 */
export function loadTagsWhenIdle(tags: Pick<AnalyticsTags, "gtm_container_id" | "ga_measurement_id"> | null): () => void {
  const gtm = tags?.gtm_container_id ?? null;
  const ga = tags?.ga_measurement_id ?? null;
  if (!gtm && !ga) return () => undefined;
  let cancelled = false;
  const load = () => {
    if (cancelled) return;
    if (gtm) loadGtm(gtm);
    if (ga) loadGtag(ga);
  };
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(load, { timeout: 3000 }) : setTimeout(load, 1);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", whenIdle);
  };
}

/** The nonce of the page's own scripts (the browser hides the attribute, not the property); "" on a cached page. */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
}

function addScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.nonce = pageNonce();
  script.onerror = () => console.warn(`analytics: ${src} did not load`);
  document.head.appendChild(script);
}

function loadGtm(id: string): void {
  (window.dataLayer ??= []).push({ "gtm.start": Date.now(), event: "gtm.js" });
  addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
}

function loadGtag(id: string): void {
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js reads its commands as Arguments objects, as Google's snippet pushes them.
  const gtag: (...args: unknown[]) => void = function () {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  gtag("js", new Date());
  gtag("config", id);
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
}
