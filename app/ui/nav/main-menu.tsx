import { lazy, Suspense, useEffect, useState } from "react";
import type { MenuItem } from "~/domain/navigation/menus";
import { MenuLinkAnchor } from "./menu-link-anchor";

const DesktopMenu = lazy(() => import("./desktop-menu"));

/** The width from which the header shows the menu in line (app.css); below it, the phone drawer. */
const DESKTOP = "(min-width: 1200px)";

/**
 * The header menu in line. The server renders it as plain markup (links
 * work, dropdown buttons wait); once the page runs on a wide screen, the
 * Radix menu (desktop-menu.tsx) is fetched and takes over the same markup.
 * A phone never downloads it: its menu is the drawer.
 */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const update = () => setWide((w) => w || query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  if (!wide) return <StaticMenu items={items} />;
  return (
    <Suspense fallback={<StaticMenu items={items} />}>
      <DesktopMenu items={items} />
    </Suspense>
  );
}

function StaticMenu({ items }: { items: MenuItem[] }) {
  return (
    <nav aria-label="Main" className="main-menu">
      <div style={{ position: "relative" }}>
        <ul className="main-menu__list">
          {items.map((item) => (
            <li key={item.label} className="main-menu__item">
              {item.kind === "link" ? (
                <MenuLinkAnchor link={item} className="main-menu__top" />
              ) : (
                <button type="button" className="main-menu__top main-menu__trigger" aria-expanded="false">
                  {item.label}
                  <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                    <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
