import type { QuickLink } from "~/domain/content/home-page";

/** Shop by body type, make and price (issue 12 deliver 1): links to the listing, each with its stock count. */
export function QuickLinks({ body, make, price }: { body: QuickLink[]; make: QuickLink[]; price: QuickLink[] }) {
  const groups = [
    { id: "shop-body", title: "Shop by body type", links: body },
    { id: "shop-make", title: "Shop by make", links: make },
    { id: "shop-price", title: "Shop by price", links: price },
  ].filter((g) => g.links.length > 0);
  if (!groups.length) return null;
  return (
    <div className="quick-links">
      {groups.map((g) => (
        <section key={g.id} className="quick-links__group" aria-labelledby={g.id}>
          <h2 id={g.id} className="quick-links__title">
            {g.title}
          </h2>
          <ul className="quick-links__list">
            {g.links.map((l) => (
              <li key={l.href}>
                <a className="quick-link" href={l.href}>
                  {l.label} <span className="quick-link__count">({l.count.toLocaleString("en-AU")})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
