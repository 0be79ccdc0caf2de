import { Link } from "react-router";
import { FINANCE_STEPS } from "~/domain/finance/finance-page";
import type { CardView } from "~/domain/search/card-view";
import type { FinanceProviderConfig } from "~/domain/finance/provider-config";
import type { QuickQuote } from "~/domain/finance/quick-quote";
import { VehicleCardView } from "../search/vehicle-card-view";
import { FinanceForm, type FinanceActionData, type FinanceFormStartValues } from "./finance-form";

/**
 * The finance page (spec 02 §2 'Finance page'): a form column and a side
 * column. The side column shows the chosen car (image, name, price and price
 * type, or '/week' for subscriptions), or without one the three steps; with
 * no car and the Get Finance Now option, featured used cars and buttons to
 * /search/used-cars.
 */

export interface FinancePageProps {
  car: {
    id: number;
    title: string;
    path: string;
    image: string | null;
    priceText: string;
    priceType: string | null;
  } | null;
  featured: CardView[] | null;
  start: FinanceFormStartValues;
  quote: QuickQuote;
  provider: FinanceProviderConfig;
  asOfYear: number;
  submissionId: string;
  siteName: string;
  siteSlug: string;
  themeVars: Record<string, string>;
}

export function FinancePage({ data: d, result }: { data: FinancePageProps; result: FinanceActionData | undefined }) {
  return (
    <div className="finance-page" style={d.themeVars as React.CSSProperties}>
      <header className="finance-page__head">
        <h1>Car finance</h1>
        <p>Get an estimate in seconds, then apply online: our finance team calls you to talk it through.</p>
      </header>
      <div className="finance-page__layout">
        <div className="finance-page__form">
          <FinanceForm
            start={d.start}
            provider={d.provider}
            asOfYear={d.asOfYear}
            carId={d.car?.id ?? null}
            submissionId={d.submissionId}
            dealerName={d.siteName}
            result={result}
          />
        </div>
        <aside className="finance-page__side" aria-label={d.car ? "Your car" : "How it works"}>
          {d.car ? <FinanceCarPanel car={d.car} /> : <FinanceSteps />}
        </aside>
      </div>
      {d.featured ? <FeaturedUsedCars cards={d.featured} siteSlug={d.siteSlug} /> : null}
    </div>
  );
}

function FinanceCarPanel({ car }: { car: NonNullable<FinancePageProps["car"]> }) {
  return (
    <div className="finance-car" data-testid="finance-car">
      {car.image ? <img src={car.image} alt="" width={600} height={400} className="finance-car__image" /> : null}
      <h2 className="finance-car__name">
        <Link to={car.path}>{car.title}</Link>
      </h2>
      <p className="finance-car__price">
        <span className="finance-car__amount">{car.priceText}</span>
        {car.priceType ? <span className="finance-car__type"> {car.priceType}</span> : null}
      </p>
    </div>
  );
}

function FinanceSteps() {
  return (
    <ol className="finance-steps" data-testid="finance-steps">
      {FINANCE_STEPS.map((s, i) => (
        <li key={s.title}>
          <span className="finance-steps__n" aria-hidden="true">
            {i + 1}
          </span>
          <span>
            <strong>{s.title}</strong>
            <span className="finance-steps__text">{s.text}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

function FeaturedUsedCars({ cards, siteSlug }: { cards: CardView[]; siteSlug: string }) {
  return (
    <section className="finance-featured" aria-labelledby="finance-featured-heading">
      <div className="finance-featured__head">
        <h2 id="finance-featured-heading">Get Finance Now on our used cars</h2>
        <Link to="/search/used-cars" className="button button--outline-brand">
          View all used cars
        </Link>
      </div>
      <div className="finance-featured__grid">
        {cards.map((c, i) => (
          <VehicleCardView key={c.id} card={c} siteSlug={siteSlug} loading={i < 3 ? "eager" : "lazy"} />
        ))}
      </div>
      <p className="finance-featured__more">
        <Link to="/search/used-cars" className="button">
          Browse used cars
        </Link>
      </p>
    </section>
  );
}
