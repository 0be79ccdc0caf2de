import * as Menu from "@radix-ui/react-navigation-menu";
import { useLocation } from "react-router";
import type { MenuItem, MenuLink } from "~/domain/navigation/menus";
import { MenuLinkAnchor } from "./menu-link-anchor";
import { SiteLink } from "./site-link";

/**
 * The desktop header menu (spec 02 §2 'Header menu'), on Radix
 * NavigationMenu: Tab reaches each entry, Enter or Space opens a dropdown,
 * ArrowDown enters it, arrows move between entries and links, Escape closes
 * and gives focus back to its button. Loaded on its own by main-menu.tsx,
 * only on screens wide enough to show it.
 */
export default function DesktopMenu({ items }: { items: MenuItem[] }) {
  const { pathname } = useLocation();
  return (
    <Menu.Root className="main-menu" aria-label="Main">
      <Menu.List className="main-menu__list">
        {items.map((item) => (
          <Menu.Item key={item.label} className="main-menu__item">
            {item.kind === "link" ? (
              <MenuAnchor link={item} className="main-menu__top" current={pathname} />
            ) : (
              <>
                <Menu.Trigger className="main-menu__top main-menu__trigger">
                  {item.label}
                  <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </Menu.Trigger>
                <Menu.Content className={`main-menu__panel main-menu__panel--${item.kind}`}>
                  <MenuPanel item={item} current={pathname} />
                </Menu.Content>
              </>
            )}
          </Menu.Item>
        ))}
      </Menu.List>
    </Menu.Root>
  );
}

function MenuPanel({ item, current }: { item: Exclude<MenuItem, { kind: "link" }>; current: string }) {
  if (item.kind === "list") return <LinkList links={item.links} current={current} />;
  if (item.kind === "models") {
    return (
      <div className="main-menu__columns">
        {item.groups.map((g) => (
          <div key={g.make} className="main-menu__column">
            <MenuAnchor link={{ label: `All ${g.make}`, href: g.href }} className="main-menu__heading" current={current} />
            <LinkList links={g.models} current={current} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <div className="main-menu__brands">
      {item.groups.map((g) => (
        <section key={g.kind} className="main-menu__brand-group" aria-label={g.title}>
          <p className="main-menu__group-title">{g.title}</p>
          <ul className="brand-tiles">
            {g.brands.map((b) => (
              <li key={b.href}>
                <Menu.Link asChild active={current === b.href}>
                  <SiteLink to={b.href} className="brand-tile">
                    <img src={b.logo} alt="" width={120} height={60} loading="lazy" decoding="async" />
                    <span>{b.label}</span>
                  </SiteLink>
                </Menu.Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <MenuAnchor link={{ label: "All Brands", href: item.allHref }} className="main-menu__all" current={current} />
    </div>
  );
}

function LinkList({ links, current }: { links: MenuLink[]; current: string }) {
  return (
    <ul className="main-menu__links">
      {links.map((l) => (
        <li key={l.href}>
          <MenuAnchor link={l} current={current} />
        </li>
      ))}
    </ul>
  );
}

/** A site link through the router (an outside address as a plain link); selecting it closes the menu. */
function MenuAnchor({ link, className, current }: { link: MenuLink; className?: string; current: string }) {
  const active = current === link.href;
  return (
    <Menu.Link asChild active={active}>
      <MenuLinkAnchor link={link} className={className} />
    </Menu.Link>
  );
}
