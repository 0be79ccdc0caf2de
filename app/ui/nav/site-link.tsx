import { useEffect, type ComponentProps } from "react";
import { useNavigate } from "react-router";

/**
 * A link to a page of this site, for the links a page repeats by the dozen
 * (the header's menus, the footer, the listing's cards). React Router's
 * <Link> runs five hooks per link on every server render; with ~90 of them in
 * the header and footer alone they were a fifth of the bare page's render
 * (docs/PERFORMANCE.md 'Rendered pages'). This is the anchor alone: one
 * listener (useSiteLinks, in the root) follows it through the router, as
 * <Link> does, and `data-discover` lets the router learn its route before the
 * click, as <Link> does with lazy route discovery (`discover={false}` for
 * links the page keeps hidden: the router then learns their route when one
 * is followed). Before the script loads it is an ordinary link.
 */
export function SiteLink({
  to,
  discover = true,
  ...props
}: { to: string; discover?: boolean } & Omit<ComponentProps<"a">, "href">) {
  return <a href={to} data-discover={discover ? "true" : undefined} data-site-link="" {...props} />;
}

/** Follows a click on a SiteLink through the router, with the choices <Link> makes (shouldProcessLinkClick). */
export function useSiteLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      const path = siteLinkPath(event, window.location);
      if (path === null) return;
      event.preventDefault();
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // Like <Link>: a link to the page already shown replaces the history entry rather than adding one.
      void navigate(path, { replace: path === here });
    };
    // On window, so a handler React runs on the document (a menu closing itself, a card's own click)
    // has had its say first.
    window.addEventListener("click", follow);
    return () => window.removeEventListener("click", follow);
  }, [navigate]);
}

/**
 * The path a click should navigate to in the page, or null to leave it to the
 * browser: another button or a modifier key (a new tab or window), a target
 * or download, another origin, or a click that something has already handled.
 */
export function siteLinkPath(
  event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "target">,
  location: Pick<Location, "origin">,
): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    return null;
  const target = event.target as { closest?: (selector: string) => Element | null } | null;
  const anchor = target?.closest?.("a[data-site-link]") as HTMLAnchorElement | null | undefined;
  if (!anchor) return null;
  const frame = anchor.getAttribute("target");
  if ((frame && frame !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  return url.origin === location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
