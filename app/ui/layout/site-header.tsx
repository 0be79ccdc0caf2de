import type { PublicSite } from "~/domain/tenant/public-site";
import { AccountLinks } from "~/ui/nav/account-links";
import { PhoneDrawer } from "~/ui/nav/phone-drawer";
import { SiteLink } from "~/ui/nav/site-link";
import { FrozenHtml } from "./frozen-html";

/**
 * The tenant's header, in the tenant's colours (docs/decisions/header-menu.md).
 * From 1200px: a slim bar with the phone number and the sign-in state (issue
 * 11) above the logo and the menu of spec 02 §2, so the menu has the whole
 * width and a long name never runs into it. Below 1200px: the logo, the phone
 * and a Menu button; the menu and the sign-in state are in the drawer (app.css).
 * The menu and the drawer's links are rendered once per site
 * (ui/layout/frozen-html.tsx); the sign-in state with each page.
 */
export function SiteHeader({
  site,
  garagePath,
  user = null,
}: {
  site: PublicSite;
  garagePath: string | null;
  user?: { firstName: string } | null;
}) {
  return (
    <header className="site-header" style={site.theme_vars as React.CSSProperties}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__bar">
        <div className="site-header__bar-inner">
          <PhoneLink site={site} className="site-header__bar-phone" />
          <AccountLinks user={user} garagePath={garagePath} className="site-header__account" />
        </div>
      </div>
      <div className="site-header__inner">
        <SiteLink to="/" className="site-header__brand">
          {/* Low priority: React then does not preload the logo ahead of the styles and the first car photo. */}
          {site.theme.logo_url ? (
            <img src={site.theme.logo_url} alt={site.name} width={154} height={44} fetchPriority="low" />
          ) : (
            <span className="site-header__name">{site.name}</span>
          )}
        </SiteLink>
        <FrozenHtml part="menu" id="site-menu" className="site-header__menu" />
        <PhoneLink site={site} className="site-header__phone" />
        <PhoneDrawer account={<AccountLinks user={user} garagePath={garagePath} className="nav-drawer__account" />} />
      </div>
    </header>
  );
}

/** The dealer's number: a pill beside the Menu button on narrow screens, in the top bar on wide ones (one shows at a time). */
function PhoneLink({ site, className }: { site: PublicSite; className: string }) {
  return (
    <a href={`tel:${site.phone.replace(/[^0-9+]/g, "")}`} className={className} aria-label={`Call ${site.name} on ${site.phone}`}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
      </svg>
      <span>{site.phone}</span>
    </a>
  );
}
