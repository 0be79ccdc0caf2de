import { createContext, useContext, type CSSProperties } from "react";

/**
 * The parts of the layout that are the same on every page of a site: the
 * desktop menu, the phone drawer's list and the footer. The server renders
 * each once per site and keeps its HTML (frozen-layout.server.tsx);
 * a page writes that HTML as it is instead of rendering their hundred-odd
 * elements again (docs/PERFORMANCE.md 'SSR profile'). Nothing in them is
 * React's: their links are SiteLinks (one listener in the root), the menu's
 * keys are the page script's (ui/nav/main-menu-behaviour.ts).
 */
export type FrozenPart = "menu" | "drawer" | "footer";
export type FrozenLayout = Readonly<Record<FrozenPart, string>>;

/** Given by app/entry.server.tsx for the page being rendered; absent in the browser. */
export const FrozenLayoutContext = createContext<FrozenLayout | null>(null);

/** The HTML read back from the document, once per element: React never rewrites what it holds. */
const readBack = new Map<string, string>();

function frozenHtml(part: FrozenPart, id: string, server: FrozenLayout | null): string {
  if (server) return server[part];
  if (typeof document === "undefined") return "";
  let html = readBack.get(id);
  if (html === undefined) {
    html = document.getElementById(id)?.innerHTML ?? "";
    readBack.set(id, html);
  }
  return html;
}

/**
 * An element holding a frozen part. In the browser React hydrates the element
 * and leaves its contents as the server wrote them (an element given its
 * inner HTML has no children for React to match); the HTML it is given there
 * is the document's own, so a later render changes nothing.
 */
export function FrozenHtml({
  part,
  id,
  as: Tag = "div",
  className,
  style,
  ...aria
}: {
  part: FrozenPart;
  id: string;
  as?: "div" | "footer" | "nav";
  className?: string;
  style?: CSSProperties;
  "aria-label"?: string;
}) {
  const server = useContext(FrozenLayoutContext);
  return (
    <Tag
      className={className}
      id={id}
      style={style}
      dangerouslySetInnerHTML={{ __html: frozenHtml(part, id, server) }}
      {...aria}
    />
  );
}
