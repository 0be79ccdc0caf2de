import { createContext, useContext } from "react";

/**
 * Pages React hydrates and pages it does not. A route whose page needs no
 * script of its own (a location, a content page) says `handle = { hydrate:
 * false }`: the root then writes no React Router scripts and no loader data
 * into it, only the page script (static-page.ts), which gives the header,
 * dialogs, carousels and open-status lines their behaviour without React.
 * docs/decisions/page-weight-budgets.md.
 */
export interface PageHandle {
  hydrate?: boolean;
}

/** Whether React hydrates the page these routes make: unless one of them says not. */
export function pageHydrates(matches: readonly { handle?: unknown }[]): boolean {
  return !matches.some((m) => (m.handle as PageHandle | undefined)?.hydrate === false);
}

/**
 * True while rendering a page React will not hydrate: the root then writes the page script instead of
 * React Router's, and components leave in the markup what the page script reads. Set by the server's
 * entry (app/entry.server.tsx) from the request's matched routes, so nothing subscribes to the router for
 * it; in the browser, where React runs only on pages it hydrates, it stays false.
 */
export const StaticPageContext = createContext(false);
export const useStaticPage = () => useContext(StaticPageContext);
