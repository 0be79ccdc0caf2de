import { Link } from "react-router";
import type { CompareView } from "~/domain/vehicle/compare-view";
import { COMPARE_LIMIT, compareHref } from "~/domain/garage/favourites";
import { cardImage } from "~/domain/search/card-view";
import { DEFAULT_LISTING_PATH } from "~/domain/search/listing-paths";
import { useSavedCars } from "../search/use-saved-cars";

/**
 * The compare page: the cars of the URL side by side (photo, price, key
 * information, specifications, equipment), rows where they differ marked in
 * words and colour. 'Only show differences' is a checkbox the stylesheet
 * reads, so it works before JavaScript. A plain table: row and column
 * headers for screen readers, links and checkbox for the keyboard, and the
 * table scrolls sideways within its own focusable region on a phone.
 */
export function ComparePage({
  view,
  missing,
  siteSlug,
  themeVars,
}: {
  view: CompareView;
  missing: number;
  siteSlug: string;
  themeVars: Record<string, string>;
}) {
  const compare = useSavedCars(siteSlug, "compare");
  const cars = view.cards;
  const without = (id: number) => compareHref(cars.filter((c) => c.id !== id));
  return (
    <div className="compare" style={themeVars as React.CSSProperties}>
      <div className="compare__head">
        <h1>Compare cars</h1>
        <p className="compare__lead">
          {cars.length > 1
            ? `${cars.length} cars side by side. Rows where they differ are marked.`
            : "Tick Compare on up to 3 cars to see them side by side."}
        </p>
      </div>
      {missing > 0 ? (
        <p className="compare__notice" role="note">
          {missing === 1 ? "1 car in this comparison is" : `${missing} cars in this comparison are`} no longer available.
        </p>
      ) : null}
      {cars.length === 0 ? (
        <p>
          <Link className="button" to={DEFAULT_LISTING_PATH}>
            Browse our stock
          </Link>
        </p>
      ) : (
        <>
          <div className="compare__tools">
            {cars.length > 1 ? (
              <label className="compare__only-diff">
                <input type="checkbox" id="compare-only-differences" /> Only show differences
              </label>
            ) : (
              <span />
            )}
            {cars.length < COMPARE_LIMIT ? (
              <Link to={DEFAULT_LISTING_PATH} className="compare__add">
                Add another car
              </Link>
            ) : null}
          </div>
          <div className="compare__scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
            <table className="compare-table" style={{ "--cars": cars.length } as React.CSSProperties}>
              <caption id="compare-caption" className="visually-hidden">
                {cars.map((c) => c.title).join(", ")} compared
              </caption>
              <thead>
                <tr>
                  <td className="compare-table__corner" />
                  {cars.map((c) => (
                    <th key={c.id} scope="col" className="compare-table__car">
                      <CompareImage photo={c.primary_image_url} />
                      <Link to={c.path} className="compare-table__title">
                        {c.title}
                      </Link>
                      {c.subtitle ? <span className="compare-table__subtitle">{c.subtitle}</span> : null}
                      <Link
                        to={without(c.id)}
                        className="compare-table__remove"
                        onClick={() => compare.remove(c.id)}
                        aria-label={`Remove ${c.title} ${c.subtitle} from the comparison`.replace(/\s+/g, " ")}
                      >
                        Remove
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <Row label="Price" differs={new Set(cars.map((c) => c.price.text)).size > 1}>
                  {cars.map((c) => (
                    <td key={c.id} className="compare-table__price">
                      {c.sold ? (
                        <strong>{c.banner?.text ?? "Sold"}</strong>
                      ) : (
                        <>
                          {c.price.was ? (
                            <s className="compare-table__was">
                              <span className="visually-hidden">Was </span>
                              {c.price.was}
                            </s>
                          ) : null}
                          <strong>
                            {c.price.text}
                            {c.price.suffix}
                          </strong>
                          {c.price.type ? <span className="compare-table__type"> {c.price.type}</span> : null}
                        </>
                      )}
                    </td>
                  ))}
                </Row>
                <Row label="Location" differs={new Set(view.locations).size > 1}>
                  {view.locations.map((l, i) => (
                    <td key={cars[i].id}>{l}</td>
                  ))}
                </Row>
              </tbody>
              {view.sections.map((s) => (
                <tbody key={s.id}>
                  <tr className="compare-table__section">
                    <th scope="colgroup" colSpan={cars.length + 1}>
                      {s.title}
                    </th>
                  </tr>
                  {s.rows.map((r) => (
                    <Row key={r.key} label={r.label} differs={r.differs}>
                      {r.values.map((v, i) => (
                        <td key={cars[i].id}>
                          {v === null ? (
                            <span className="compare-table__none">
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">{s.id === "equipment" ? "No" : "Not listed"}</span>
                            </span>
                          ) : s.id === "equipment" ? (
                            <span className="compare-table__yes">
                              <span aria-hidden="true">✓</span>
                              <span className="visually-hidden">Yes</span>
                            </span>
                          ) : (
                            v
                          )}
                        </td>
                      ))}
                    </Row>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        </>
      )}
    </div>
  );
}

function Row({ label, differs, children }: { label: string; differs: boolean; children: React.ReactNode }) {
  return (
    <tr className={differs ? "compare-table__row compare-table__row--differs" : "compare-table__row"}>
      <th scope="row">
        {label}
        {differs ? (
          <>
            <span className="compare-table__differs" aria-hidden="true" title="The cars differ here">
              ≠
            </span>
            <span className="visually-hidden"> (the cars differ)</span>
          </>
        ) : null}
      </th>
      {children}
    </tr>
  );
}

function CompareImage({ photo }: { photo: string | null }) {
  const image = cardImage(photo);
  return image ? (
    <img src={image.src} srcSet={image.srcSet} sizes="(min-width: 992px) 360px, 45vw" alt="" width={600} height={400} />
  ) : (
    <span className="compare-table__no-photo">Photo coming soon</span>
  );
}
