import { useId, useRef, useState } from "react";
import type { VehiclePageModel } from "~/domain/vehicle/page-model";
import { DealerComments } from "./dealer-comments";
import { FeatureList } from "./feature-list";

/**
 * The info tabs as the tenant configures them (spec 01 §2 "Info tabs: Dealer
 * Comments, What's Included, Why Buy From Us?, Reserve Online, Protect Your
 * Car, Features"). Every panel is in the server's HTML, so the text is there
 * for search engines and before JavaScript. WAI-ARIA tabs with automatic
 * activation: arrow keys, Home and End move between tabs. (A few lines of our
 * own rather than a tabs library: this sits on the page's critical path.)
 */
export function InfoTabs({ model }: { model: VehiclePageModel }) {
  const tabs = model.tabs;
  const [active, setActive] = useState<string>(tabs[0]?.id ?? "");
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  if (tabs.length === 0) return null;

  const select = (i: number) => {
    const next = (i + tabs.length) % tabs.length;
    setActive(tabs[next].id);
    refs.current[next]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent, i: number) => {
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    select(to);
  };

  return (
    <section className="panel info-tabs" aria-label="More about this car">
      <div role="tablist" className="info-tabs__list" aria-label="More about this car">
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${t.id}`}
            aria-selected={active === t.id}
            aria-controls={`${baseId}-panel-${t.id}`}
            tabIndex={active === t.id ? 0 : -1}
            data-state={active === t.id ? "active" : "inactive"}
            className="info-tabs__tab"
            onClick={() => setActive(t.id)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      {tabs.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={`${baseId}-panel-${t.id}`}
          aria-labelledby={`${baseId}-tab-${t.id}`}
          tabIndex={0}
          hidden={active !== t.id}
          className="info-tabs__panel"
        >
          <h3 className="visually-hidden">{t.label}</h3>
          {t.id === "dealer_comments" ? (
            <DealerComments comments={model.comments} />
          ) : t.id === "features" ? (
            <FeatureList features={model.features} />
          ) : t.id === "reserve_online" && model.checkoutHref ? (
            <>
              <p>{t.text}</p>
              <p>
                <a href={model.checkoutHref} className="button">
                  Reserve Online
                </a>
              </p>
            </>
          ) : t.text ? (
            <p>{t.text}</p>
          ) : t.items ? (
            <ul className="tick-list">
              {t.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </section>
  );
}
