import { createContext, use } from "react";
import { useMatches } from "react-router";

/**
 * A route's stylesheets, as its `handle` lists them (not its `links`): the
 * server writes each into the page as a <style> element so that first paint
 * waits for no stylesheet request (a phone on a slow network paid a round
 * trip and ~24 kB of competing downloads for the vehicle page's five files;
 * docs/PERFORMANCE.md 'Lighthouse and JavaScript'). A later client navigation
 * loads a new route's files as <link>s, which React holds the commit for.
 */
export interface StyledRouteHandle {
  stylesheets: readonly string[];
}

/** The built stylesheets' text by href, on the server only (app/server/http/inline-styles.server.ts). */
export const InlineStylesheets = createContext<ReadonlyMap<string, string> | null>(null);

export function RouteStylesheets({ always }: { always: readonly string[] }) {
  const inline = use(InlineStylesheets);
  const matches = useMatches();
  const hrefs = new Set(always);
  for (const match of matches) for (const href of stylesheetsOf(match.handle)) hrefs.add(href);
  return [...hrefs].map((href) => {
    const text = inline?.get(href);
    if (text !== undefined) {
      return (
        <style key={href} href={href} precedence="default">
          {text}
        </style>
      );
    }
    // In the browser, a file the server wrote into the page is there already: a <link> would fetch it again.
    if (inline === null && writtenIntoPage(href)) return null;
    return <link key={href} rel="stylesheet" href={href} precedence="default" />;
  });
}

function stylesheetsOf(handle: unknown): readonly string[] {
  const list = (handle as Partial<StyledRouteHandle> | undefined)?.stylesheets;
  return Array.isArray(list) ? list : [];
}

function writtenIntoPage(href: string): boolean {
  if (typeof document === "undefined") return false;
  // React writes adjacent stylesheets of one precedence as one element: data-href="/a.css /b.css".
  return [...document.querySelectorAll("style[data-href]")].some((style) =>
    (style.getAttribute("data-href") ?? "").split(" ").includes(href),
  );
}
