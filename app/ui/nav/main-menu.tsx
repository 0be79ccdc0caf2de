import type { MenuItem, MenuLink } from "~/domain/navigation/menus";
import { MAIN_MENU_ATTRIBUTE } from "./main-menu-behaviour";
import { MenuLinkAnchor } from "./menu-link-anchor";
import { SiteLink } from "./site-link";

/**
 * The desktop header menu (spec 02 §2 'Header menu') as a disclosure
 * navigation: every dropdown's panel is in the page (on a page React
 * hydrates, once it has), hidden, behind a button that names it
 * (aria-controls). The page script, not React, opens and
 * closes them (ui/nav/main-menu-behaviour.ts: click or hover, Enter or
 * Space, arrows, Escape), so the menu is the same on a page React hydrates
 * and on one it does not; below 1200px it is hidden and the phone drawer
 * serves (app.css). Rendered once per site and page it marks as current, on
 * the server (server/layout/frozen-layout.server.tsx); after a move within
 * the document the root marks the new current link (markCurrentMenuLink).
 */
export function MainMenu({ items, current }: { items: MenuItem[]; current: string }) {
  return (
    <nav aria-label="Main" className="main-menu" {...{ [MAIN_MENU_ATTRIBUTE]: "" }}>
      <ul className="main-menu__list">
        {items.map((item, i) => (
          <li key={item.label} className="main-menu__item">
            {item.kind === "link" ? (
              <MenuAnchor link={item} className="main-menu__top" current={current} panel={false} />
            ) : (
              <>
                <button
                  type="button"
                  className="main-menu__top main-menu__trigger"
                  aria-expanded="false"
                  aria-controls={`main-menu-${i}`}
                >
                  {item.label}
                  <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
                <div id={`main-menu-${i}`} className={`main-menu__panel main-menu__panel--${item.kind}`} hidden>
                  <MenuPanel item={item} current={current} />
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
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
                <SiteLink
                  to={b.href}
                  discover={false}
                  className="brand-tile"
                  aria-current={current === b.href ? "page" : undefined}
                >
                  <img src={b.logo} alt="" width={120} height={60} loading="lazy" decoding="async" />
                  <span>{b.label}</span>
                </SiteLink>
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

/**
 * A link of the menu; one in a dropdown panel (hidden until opened) is not discovered by the router ahead of
 * time: forty-odd hidden links would make every page's first route lookup twice as long.
 */
function MenuAnchor({
  link,
  className,
  current,
  panel = true,
}: {
  link: MenuLink;
  className?: string;
  current: string;
  panel?: boolean;
}) {
  return (
    <MenuLinkAnchor
      link={link}
      discover={!panel}
      className={className}
      aria-current={current === link.href ? "page" : undefined}
    />
  );
}
