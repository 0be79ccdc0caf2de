import type { ComponentProps } from "react";
import type { MenuLink } from "~/domain/navigation/menus";
import { SiteLink } from "./site-link";

/**
 * A menu link: a site path through the router, an outside address as a plain
 * link. Other props (a class; those Radix's Menu.Link passes with asChild:
 * ref, onClick, data-active, aria-current) go onto the anchor.
 */
export function MenuLinkAnchor({ link, ...props }: { link: MenuLink } & Omit<ComponentProps<"a">, "href" | "children">) {
  return link.href.startsWith("/") ? (
    <SiteLink to={link.href} {...props}>
      {link.label}
    </SiteLink>
  ) : (
    <a href={link.href} rel="noopener" {...props}>
      {link.label}
    </a>
  );
}
