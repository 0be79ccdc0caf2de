import { Link } from "react-router";
import type { SiteNav } from "~/domain/navigation-menus";
import type { PublicSite } from "~/domain/site";
import { AccountLinks } from "~/ui/nav/account-links";
import { MainMenu } from "~/ui/nav/main-menu";
import { PhoneDrawer } from "~/ui/nav/phone-drawer";

/**
 * The tenant's header: logo (or name), the menu of spec 02 §2 (a Radix menu
 * from 1200px, a drawer below; app.css), sign-in state (issue 11) and the phone
 * number, in the tenant's colours.
 */
export function SiteHeader({ site, nav, user = null }: { site: PublicSite; nav: SiteNav; user?: { firstName: string } | null }) {
  const tel = `tel:${site.phone.replace(/[^0-9+]/g, "")}`;
  return (
    <header className="site-header" style={site.theme_vars as React.CSSProperties}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          {/* Low priority: React then does not preload the logo ahead of the styles and the first car photo. */}
          {site.theme.logo_url ? (
            <img src={site.theme.logo_url} alt={site.name} width={154} height={44} fetchPriority="low" />
          ) : (
            <span className="site-header__name">{site.name}</span>
          )}
        </Link>
        <div className="site-header__menu">
          <MainMenu items={nav.header} />
        </div>
        <AccountLinks user={user} garagePath={nav.garagePath} className="site-header__account" />
        <a href={tel} className="site-header__phone" aria-label={`Call ${site.name} on ${site.phone}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
          </svg>
          <span>{site.phone}</span>
        </a>
        <PhoneDrawer
          items={nav.header}
          account={<AccountLinks user={user} garagePath={nav.garagePath} className="nav-drawer__account" />}
        />
      </div>
    </header>
  );
}
