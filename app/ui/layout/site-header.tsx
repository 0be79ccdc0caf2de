import { Link } from "react-router";
import type { PublicSite } from "~/domain/site";

export function SiteHeader({ site }: { site: PublicSite }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={`${site.name} home`}>
          {site.theme.logo_url ? <img src={site.theme.logo_url} alt="" width={40} height={40} /> : null}
          <span>{site.name}</span>
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <Link to="/search/new-used-and-demo-cars">Our Stock</Link>
          <a href={`tel:${site.phone.replace(/[^0-9+]/g, "")}`} className="site-header__phone">
            {site.phone}
          </a>
        </nav>
      </div>
    </header>
  );
}
