import type { MenuItem, MenuLink } from "~/domain/navigation/menus";
import { MenuLinkAnchor } from "./menu-link-anchor";

/** The drawer's links: the header menu of spec 02 §2, each dropdown a <details>. */
export function DrawerList({ items }: { items: MenuItem[] }) {
  return (
    <ul className="nav-drawer__list">
      {items.map((item) => (
        <li key={item.label}>
          <DrawerEntry item={item} />
        </li>
      ))}
    </ul>
  );
}

function DrawerEntry({ item }: { item: MenuItem }) {
  if (item.kind === "link") return <MenuLinkAnchor link={item} className="nav-drawer__top" />;
  const links: MenuLink[] =
    item.kind === "list"
      ? item.links
      : item.kind === "models"
        ? modelLinks(item.groups)
        : [...item.groups.flatMap((g) => g.brands), { label: "All Brands", href: item.allHref }];
  return (
    <details className="nav-drawer__group">
      <summary className="nav-drawer__top">{item.label}</summary>
      <ul className="nav-drawer__sublist">
        {links.map((l) => (
          <li key={l.href}>
            <MenuLinkAnchor link={l} />
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One make: its models; several: the makes (a phone has no room for every model of every make). */
function modelLinks(groups: Extract<MenuItem, { kind: "models" }>["groups"]): MenuLink[] {
  if (groups.length === 1) return [{ label: `All ${groups[0].make}`, href: groups[0].href }, ...groups[0].models];
  return groups.map((g) => ({ label: g.make, href: g.href }));
}
