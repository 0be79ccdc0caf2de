import type { BrandGroup } from "~/domain/content/home-page";

/**
 * The group's brands grid (spec 01 §1 'Group sites also show a brands grid
 * (car, motorcycle, truck and own-company brands)'): each brand's logo
 * (/brand-logos/{slug}.svg) linking to /{slug}/overview.
 */
export function BrandsGrid({ groups }: { groups: BrandGroup[] }) {
  if (!groups.length) return null;
  const headed = groups.length > 1;
  return (
    <section className="home-section" aria-labelledby="brands-title">
      <h2 id="brands-title">Our brands</h2>
      {groups.map((g) => (
        <div key={g.kind} className="brands-grid__group">
          {headed ? <h3 className="brands-grid__kind">{g.heading}</h3> : null}
          <ul className="brands-grid" aria-label={g.heading}>
            {g.brands.map((b) => (
              <li key={b.href}>
                <a className="brand-tile" href={b.href}>
                  <img src={b.logo} alt="" width={120} height={60} loading="lazy" decoding="async" />
                  <span className="brand-tile__name">{b.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
