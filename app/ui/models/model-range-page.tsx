import { Link } from "react-router";
import type { ModelRangePageData, RangeChip } from "~/domain/model-range/model-pages";
import { Breadcrumbs } from "~/ui/layout/breadcrumbs";
import { ModelCard } from "./model-card";

/**
 * /models (spec 02 §2): the dealer's range, as a franchise site's "Our range"
 * page: body-type chips (/models?body=suv), make chips on a group's range,
 * then each make's models as cards with their new and demo stock.
 */
export function ModelRangePage({ data }: { data: ModelRangePageData }) {
  return (
    <div className="model-range">
      <Breadcrumbs crumbs={data.crumbs} />
      <h1>{data.title}</h1>
      {data.intro ? <p className="model-range__intro">{data.intro}</p> : null}
      <Chips label="Body type" chips={data.bodies} />
      {data.makes.length ? <Chips label="Make" chips={data.makes} /> : null}
      {data.empty ? (
        <div className="model-range__empty" role="status">
          <p>{data.empty.message}</p>
          <p>
            <Link className="button" to={data.empty.backHref}>
              See all our models
            </Link>
          </p>
        </div>
      ) : (
        data.groups.map((g) =>
          g.make ? (
            <section key={g.make} className="model-range__group" aria-labelledby={`make-${g.make}`}>
              <h2 id={`make-${g.make}`}>{g.make}</h2>
              <ModelGrid models={g.models} />
            </section>
          ) : (
            <ModelGrid key="range" models={g.models} />
          ),
        )
      )}
    </div>
  );
}

function ModelGrid({ models }: { models: ModelRangePageData["groups"][number]["models"] }) {
  return (
    <ul className="model-range__grid">
      {models.map((m) => (
        <li key={m.slug}>
          <ModelCard model={m} />
        </li>
      ))}
    </ul>
  );
}

function Chips({ label, chips }: { label: string; chips: RangeChip[] }) {
  return (
    <nav className="model-chips" aria-label={label}>
      <ul>
        {chips.map((c) => (
          <li key={c.href}>
            <Link to={c.href} className="model-chips__chip" aria-current={c.current ? "page" : undefined}>
              {c.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** What the 404 of a body or make the range does not know carries. */
export interface UnknownFilter {
  kind: "unknown-filter";
  param: "body" | "make";
  value: string;
  bodies: { label: string; href: string }[];
}

/** /models?body=spaceship: says so, offers the range's body types and the way back. */
export function UnknownRangeFilter({ filter }: { filter: UnknownFilter }) {
  const what = filter.param === "body" ? "body type" : "make";
  return (
    <section className="error-page model-range">
      <title>Models not found</title>
      <meta name="robots" content="noindex" />
      <h1>Models not found</h1>
      <p>
        We don't have a {what} called "{filter.value.slice(0, 60)}" in our range.
      </p>
      {filter.bodies.length ? (
        <nav className="model-chips" aria-label="Body type">
          <ul>
            {filter.bodies.map((b) => (
              <li key={b.href}>
                <Link to={b.href} className="model-chips__chip">
                  {b.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <p>
        <Link className="button" to="/models">
          See all our models
        </Link>
      </p>
    </section>
  );
}
