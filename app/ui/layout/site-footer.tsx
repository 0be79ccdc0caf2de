import type { MenuLink, SiteNav } from "~/domain/navigation/menus";
import type { PublicSite } from "~/domain/tenant/public-site";
import type { FooterTermsView } from "~/domain/content/footer-terms";
import { PaymentLogos } from "../content/payment-logos";
import { TermsOfUse } from "../content/terms-of-use";
import { SiteLink } from "../nav/site-link";
import { FrozenHtml } from "./frozen-html";

const tel = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;

/**
 * The tenant's footer: the footer groups of spec 02 §2 ('Models, Buyer
 * Tools, Servicing and Parts, dealership group') from its config, then
 * contact and locations, the accepted payment logos (spec 02 §2) and the
 * tenant's terms of use, collapsed on small screens (spec 02 §4). No script.
 * Its contents are the same on every page of the site: rendered once
 * (SiteFooterContent, ui/layout/frozen-html.tsx).
 */
export function SiteFooter({ site }: { site: PublicSite }) {
  return (
    <FrozenHtml
      part="footer"
      id="site-footer"
      as="footer"
      className="site-footer"
      style={site.theme_vars as React.CSSProperties}
    />
  );
}

/** What the footer holds. */
export function SiteFooterContent({ site, nav, terms }: { site: PublicSite; nav: SiteNav; terms: FooterTermsView | null }) {
  return (
    <>
      {nav.footer.length ? (
        <nav aria-label="Footer" className="site-footer__groups">
          {nav.footer.map((g) => (
            <div key={g.title}>
              <h2 className="site-footer__heading">{g.title}</h2>
              <ul className="site-footer__list">
                {g.links.map((l) => (
                  <li key={l.href}>
                    <FooterLink link={l} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      ) : null}
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
                <SiteLink to={`/locations/${l.slug}`}>{l.name}</SiteLink>, {l.city} {l.state} ·{" "}
                <a href={tel(l.phone)}>{l.phone}</a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__extras">
        <section className="site-footer__payments" aria-labelledby="footer-we-accept">
          <h2 className="site-footer__heading" id="footer-we-accept">
            We accept
          </h2>
          <PaymentLogos />
        </section>
        {terms ? (
          terms.html ? (
            <TermsOfUse
              className="terms-of-use--footer"
              html={terms.html}
              more={<SiteLink to={terms.href}>Read our full Terms and Conditions</SiteLink>}
            />
          ) : (
            <p>
              <SiteLink to={terms.href}>Terms and Conditions</SiteLink>
            </p>
          )
        ) : null}
      </div>
      <p className="site-footer__legal">
        © {new Date().getFullYear()} {site.name}. All prices in AUD.
      </p>
    </>
  );
}

function FooterLink({ link }: { link: MenuLink }) {
  return link.href.startsWith("/") ? <SiteLink to={link.href}>{link.label}</SiteLink> : <a href={link.href}>{link.label}</a>;
}
