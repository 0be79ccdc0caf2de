import { Form, Link, NavLink, useLocation } from "react-router";
import type { PublicSite } from "~/domain/site";

const NAV: { to: string; label: string; long?: string }[] = [
  { to: "/search/new-cars", label: "New" },
  { to: "/search/used-cars", label: "Used" },
  { to: "/search/demo-cars", label: "Demo" },
  { to: "/search/new-used-and-demo-cars", label: "All Stock" },
  { to: "/special-offers", label: "Offers", long: "Special " },
];

/** The tenant's header: logo (or name), stock links and the phone number, in the tenant's colours; sign-in state (issue 11). */
export function SiteHeader({ site, user = null }: { site: PublicSite; user?: { firstName: string } | null }) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
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
        <a href={tel} className="site-header__phone" aria-label={`Call ${site.name} on ${site.phone}`}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
          </svg>
          <span>{site.phone}</span>
        </a>
        {user ? (
          <Form method="post" action="/sign-out" className="site-header__account">
            <span>Signed in{user.firstName ? ` as ${user.firstName}` : ""}</span>
            <input type="hidden" name="back" value={here} />
            <button type="submit" className="site-header__sign-out">
              Sign Out
            </button>
          </Form>
        ) : (
          <Link
            className="site-header__account"
            to={`/sign-in?redirect=${encodeURIComponent(here)}&back=${encodeURIComponent(here)}`}
            rel="nofollow"
          >
            Sign In
          </Link>
        )}
        <nav aria-label="Main" className="site-header__nav">
          <ul>
            {NAV.map((n) => (
              <li key={n.to}>
                <NavLink to={n.to} end>
                  {n.long ? <span className="site-header__long">{n.long}</span> : null}
                  {n.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
