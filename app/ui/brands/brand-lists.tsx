import { Link } from "react-router";
import type { BrandsPageData } from "~/domain/content/brands";

/** The brands grid by kind (spec 01 §1): a logo tile per brand, each to its overview. */
export function BrandGroups({ groups }: { groups: BrandsPageData["groups"] }) {
  return (
    <>
      {groups.map((g) => (
        <section key={g.kind} className="brands-page__group" aria-labelledby={`brands-${g.kind}`}>
          <h2 id={`brands-${g.kind}`}>{g.title}</h2>
          <ul className="brand-tiles">
            {g.brands.map((b) => (
              <li key={b.href}>
                <Link to={b.href} className="brand-tile">
                  <img src={b.logo} alt="" width={120} height={60} loading="lazy" decoding="async" />
                  <span>{b.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Spec 02 §2 'Manufacturer list': every make in stock, A to Z, each to its listing. */
export function ManufacturerList({ manufacturers }: { manufacturers: BrandsPageData["manufacturers"] }) {
  if (!manufacturers.length) return null;
  return (
    <section className="brands-page__group" aria-labelledby="manufacturers">
      <h2 id="manufacturers">All Manufacturers</h2>
      <ul className="manufacturer-list">
        {manufacturers.map((m) => (
          <li key={m.href}>
            <Link to={m.href}>
              {m.name} <span className="manufacturer-list__count">({m.count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
