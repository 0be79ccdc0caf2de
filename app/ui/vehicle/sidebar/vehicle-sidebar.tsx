import type { ReactNode } from "react";
import type { PriceComparison } from "~/domain/vehicle/market-price";
import type { VehiclePageModel } from "~/domain/vehicle/page-model";
import { QuickEstimate } from "../../finance/quick-estimate";
import { CompareToggle, FavouriteToggle } from "../../search/favourite-toggle";
import { FinanceApplyLink, type FinanceEntry } from "../../finance/finance-apply-link";
import { VehicleLeadActions } from "../lead-forms";
import type { DeliveryAnswer } from "~/domain/buying-online/delivery/delivery-quote";
import { DeliveryQuote } from "./delivery-quote";
import { HistoryReportLink } from "./history-report-link";
import { LocationLink } from "./location-link";
import { MarketPrice } from "./market-price";
import { PhoneBlock } from "./phone-block";
import { PriceBlock } from "./price-block";
import { PrintActions } from "./print-actions";
import { ShareBar } from "./share-bar";
import { ViewsCount } from "./views-count";

/**
 * The sidebar (spec 01 §2): title, price, was-price, market-price indicator,
 * location link, the finance quick estimate where spec 02 §5 offers one, share, favourite, compare, print, phone block, the history
 * report link where the tenant and the car have one, and the lead
 * buttons (Email Us, Book a Test Drive, Request Photos) for an in-stock car;
 * a car no longer in stock offers only 'Find Me Something Similar' (spec 01
 * §4), 'Value my trade-in' where trade-in is allowed for the car (§4). Reserve arrives with its own flow. Children:
 * a lead form shown in the page (no JavaScript).
 */
export function VehicleSidebar({
  model,
  comparison,
  url,
  siteSlug,
  finance = null,
  delivery = null,
  children,
}: {
  children?: ReactNode;
  /** The delivery calculator where the site offers delivery (issue 20 item 1), with the no-JavaScript answer. */
  delivery?: { answer: DeliveryAnswer | null } | null;
  /** The finance popup's entry (issue 19 item 4). */
  finance?: FinanceEntry | null;
  model: VehiclePageModel;
  comparison: PriceComparison | null | Promise<PriceComparison | null>;
  url: string;
  siteSlug: string;
}) {
  return (
    <aside className="sidebar" aria-label="Price and contact">
      <div className="sidebar__card">
        <div className="sidebar__head">
          <div>
            <h1 className="sidebar__title">{model.title}</h1>
            {model.subtitle ? <p className="sidebar__subtitle">{model.subtitle}</p> : null}
          </div>
          <FavouriteToggle siteSlug={siteSlug} car={model.favourite.entry} offered={model.favourite.canSave} />
        </div>
        <ul className="sidebar__facts" aria-label="At a glance">
          {model.quickFacts.map((f) => (
            <li key={f.label}>
              <span className="visually-hidden">{f.label}: </span>
              {f.value}
            </li>
          ))}
        </ul>
        <PriceBlock model={model} />
        {model.inStock ? <MarketPrice comparison={comparison} /> : null}
        {model.weekly ? <QuickEstimate estimate={model.weekly} finance={model.finance} /> : null}
        {/* A car no longer in stock has the price block's 'Find Me Something Similar' instead. */}
        {model.inStock ? <VehicleLeadActions /> : null}
        {model.buyOnlineHref ? (
          <a className="button button--block buy-online-link" href={model.buyOnlineHref}>
            Buy Online
          </a>
        ) : null}
        {model.inStock && finance ? <FinanceApplyLink entry={finance} /> : null}
        {model.inStock && delivery ? <DeliveryQuote carId={model.id} path={model.path} initial={delivery.answer} /> : null}
        {model.tradeIn ? (
          <a className="button button--outline button--block trade-in-link" href={model.tradeIn}>
            Value my trade-in
          </a>
        ) : null}
        {model.historyReport ? <HistoryReportLink href={model.historyReport} carId={model.id} /> : null}
        <PhoneBlock carId={model.id} />
        <LocationLink location={model.location} />
        <ViewsCount
          slug={model.slug}
          photosCount={model.media.images.length}
          updatedAt={model.updatedAt}
          websiteId={model.reveal.website_id}
        />
      </div>
      {children}
      <div className="sidebar__tools">
        {model.favourite.canSave ? <CompareToggle siteSlug={siteSlug} car={model.favourite.entry} /> : null}
        <ShareBar url={url} title={`${model.title} ${model.subtitle}`.trim()} />
        <PrintActions slug={model.slug} carId={model.id} />
      </div>
    </aside>
  );
}
