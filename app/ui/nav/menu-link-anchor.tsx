import type { ComponentProps } from "react";
import type { MenuLink } from "~/domain/navigation/menus";
import { SiteLink } from "./site-link";

/**
 * A menu link: a site path through the router, an outside address as a plain
 * link. Other props (a class, aria-current) go onto the anchor; `discover`
 * as SiteLink takes it.
 */
export function MenuLinkAnchor({
  link,
  discover,
  ...props
}: { link: MenuLink; discover?: boolean } & Omit<ComponentProps<"a">, "href" | "children">) {
  return link.href.startsWith("/") ? (
    <SiteLink to={link.href} discover={discover} {...props}>
      {link.label}
    </SiteLink>
  ) : (
    <a href={link.href} rel="noopener" {...props}>
      {link.label}
    </a>
  );
}
