import { useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import type { CardView } from "~/domain/search/card-view";
import { DEFAULT_LISTING_PATH } from "~/domain/search/listing-paths";
import type { PriceChange } from "~/domain/sign-in/watchlist";
import type { AlertChannel } from "~/domain/garage/watch-alerts";
import { CompareBar } from "../compare/compare-bar";
import { VehicleCardView } from "../search/vehicle-card-view";
import { useAccount } from "./account";
import { AlertSetting } from "./alert-setting";

/**
 * My Garage (spec 02 §2 'Signed-in areas'; issue 11 §7): the watchlist's
 * cars with today's price and status and the change since each was saved
 * (a sold car offers 'Find Me Something Similar'), recently viewed cars,
 * compare up to 3 of them side by side (the cards' Compare and the compare
 * bar, leading to /compare), the alerts setting, and sign-out. A car whose
 * heart is pressed off leaves the page at once (the Save button's optimistic
 * remove, back if the call fails); without JavaScript the heart's form posts
 * and comes back to this page without it.
 */
export function GaragePage({
  firstName,
  saved,
  unavailable,
  recent,
  siteSlug,
  themeVars,
  alerts,
}: {
  alerts: { channel: AlertChannel; hasEmail: boolean; error?: string; saved?: AlertChannel };
  firstName: string;
  saved: { card: CardView; change: PriceChange }[];
  unavailable: number;
  recent: CardView[];
  siteSlug: string;
  themeVars: Record<string, string>;
}) {
  const account = useAccount();
  const shown = saved.filter(({ card }) => !account.isRemoved(card.id));
  const heading = useRef<HTMLHeadingElement>(null);
  const count = useRef(shown.length);
  // The pressed heart went with its card: focus goes to the list's heading rather than to the page's start.
  useEffect(() => {
    if (shown.length < count.current && (!document.activeElement || document.activeElement === document.body))
      heading.current?.focus();
    count.current = shown.length;
  }, [shown.length]);
  return (
    <div className="favourites listing garage" style={themeVars as React.CSSProperties}>
      <div className="garage__head">
        <div>
          <h1>My Garage</h1>
          <p className="favourites__lead">
            Signed in{firstName ? ` as ${firstName}` : ""}.{" "}
            {shown.length > 0 ? `${shown.length} ${shown.length === 1 ? "car" : "cars"} in your watchlist.` : ""}
          </p>
        </div>
        <Form method="post" action="/sign-out" className="garage__sign-out">
          {/* Spec 02 §4 refreshes the page on sign-out; My Garage itself would only ask to sign in again. */}
          <input type="hidden" name="back" value="/" />
          <button type="submit" className="button button--ghost">
            Sign Out
          </button>
        </Form>
      </div>
      <section aria-labelledby="garage-saved">
        <h2 id="garage-saved" ref={heading} tabIndex={-1}>
          Your watchlist
        </h2>
        {shown.length > 0 ? (
          <>
            <p className="garage__hint">Tick Compare on up to 3 cars to see them side by side.</p>
            <ul className="results-grid" aria-labelledby="garage-saved">
              {shown.map(({ card, change }, i) => (
                <li key={card.id} className="results-grid__item garage__item">
                  <VehicleCardView card={card} siteSlug={siteSlug} loading={i === 0 ? "priority" : "lazy"} />
                  <PriceChangeNote change={change} sold={card.sold} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <div className="empty-state">
            <p>Your watchlist is empty. Save cars with the heart and they will be here on every device you sign in on.</p>
            <Link className="button" to={DEFAULT_LISTING_PATH}>
              Browse our stock
            </Link>
          </div>
        )}
        {unavailable > 0 ? (
          <p className="garage__hint">
            {unavailable} saved {unavailable === 1 ? "car is" : "cars are"} no longer shown on this site.
          </p>
        ) : null}
      </section>
      <AlertSetting {...alerts} />
      {recent.length > 0 ? (
        <section aria-labelledby="garage-recent">
          <h2 id="garage-recent">Recently viewed</h2>
          <ul className="results-grid" aria-labelledby="garage-recent">
            {recent.map((card) => (
              <li key={card.id} className="results-grid__item">
                <VehicleCardView card={card} siteSlug={siteSlug} loading="lazy" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <CompareBar siteSlug={siteSlug} />
    </div>
  );
}

function PriceChangeNote({ change, sold }: { change: PriceChange; sold: boolean }) {
  if (sold) return <p className="garage__change garage__change--sold">This car has sold.</p>;
  if (change.kind === "unknown") return null;
  return <p className={`garage__change garage__change--${change.kind}`}>{change.text}</p>;
}
