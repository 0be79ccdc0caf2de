import { Link } from "react-router";
import type { PublicSite } from "~/domain/site";

const tel = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;

/** The tenant's footer: contact, locations (each with its stock) and stock links. */
export function SiteFooter({ site }: { site: PublicSite }) {
  return (
    <footer className="site-footer" style={site.theme_vars as React.CSSProperties}>
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__name">{site.name}</p>
          <p>
            Call us on <a href={tel(site.phone)}>{site.phone}</a>
          </p>
          {site.facebook_url || site.instagram_url ? (
            <p className="site-footer__social">
              {site.facebook_url ? <a href={site.facebook_url}>Facebook</a> : null}
              {site.instagram_url ? <a href={site.instagram_url}>Instagram</a> : null}
            </p>
          ) : null}
        </div>
        <div>
          <h2 className="site-footer__heading">Our Locations</h2>
          <ul className="site-footer__list">
            {site.locations.map((l) => (
              <li key={l.id}>
                {l.location_type === "sales" ? <Link to={`/search/${l.slug}`}>{l.name}</Link> : l.name}, {l.city} {l.state} ·{" "}
                <a href={tel(l.phone)}>{l.phone}</a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="site-footer__heading">Browse Stock</h2>
          <ul className="site-footer__list">
            <li>
              <Link to="/search/new-cars">New Cars</Link>
            </li>
            <li>
              <Link to="/search/used-cars">Used Cars</Link>
            </li>
            <li>
              <Link to="/search/demo-cars">Demo Cars</Link>
            </li>
            <li>
              <Link to="/special-offers">Special Offers</Link>
            </li>
          </ul>
        </div>
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {site.name}. All prices in AUD.
      </p>
    </footer>
  );
}
