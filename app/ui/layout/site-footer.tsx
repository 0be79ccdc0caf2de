import type { PublicSite } from "~/domain/site";

export function SiteFooter({ site }: { site: PublicSite }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div>
          <p className="site-footer__name">{site.name}</p>
          <p>Call us on <a href={`tel:${site.phone.replace(/[^0-9+]/g, "")}`}>{site.phone}</a></p>
        </div>
        <div>
          <h2 className="site-footer__heading">Our Locations</h2>
          <ul className="site-footer__locations">
            {site.locations.map((l) => (
              <li key={l.id}>
                {l.name}, {l.city} {l.state} · <a href={`tel:${l.phone.replace(/[^0-9+]/g, "")}`}>{l.phone}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} {site.name}.</p>
    </footer>
  );
}
