import type { SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import type { CardView } from "~/domain/search/card-view";
import type { VehicleLeadForms } from "~/domain/leads/form-post";
import type { VehicleLeadForm } from "../lead/form-values";
import { InlineLeadForm, VehicleLeadDialogs } from "./lead-forms";
import type { FinanceEntry } from "../finance/finance-apply-link";
import type { DeliveryAnswer } from "~/domain/buying-online/delivery/delivery-quote";
import type { PriceComparison } from "~/domain/vehicle/market-price";
import { imageUrl } from "~/domain/vehicle/image-renditions";
import { stickyBar } from "~/domain/vehicle/page-behaviour";
import type { VehiclePageModel } from "~/domain/vehicle/page-model";
import { track } from "../analytics/events";
import { FeatureList } from "./body/feature-list";
import { FinanceCalculatorPanel } from "./finance-calculator-panel";
import { FuelCalculator } from "./body/fuel-calculator";
import { InfoTabs } from "./body/info-tabs";
import { KeyInformation } from "./body/key-information";
import { CompareBar } from "../compare/compare-bar";
import { Breadcrumbs } from "../layout/breadcrumbs";
import { LocatedAtBar } from "./located-at-bar";
import { PhoneRevealProvider } from "./phone-reveal";
import { VehicleMedia } from "./media/vehicle-media";
import { VideoBlock } from "./media/video-block";
import { SimilarVehicles } from "./similar-vehicles";
import { StickyBottomBar, StickyHeader } from "./sticky-bars";
import { VehicleSidebar } from "./sidebar/vehicle-sidebar";

/**
 * The vehicle detail page (spec 01 §2 'Vehicle detail page'). The route keys
 * it by the car, so opening another car (a similar car, say) starts its
 * gallery, phone reveal, Show More and tabs afresh.
 */
export function VehiclePage({
  model,
  siteSlug,
  url,
  comparison,
  similar,
  themeVars,
  lead,
  inline = null,
  finance = null,
  delivery = null,
}: {
  /** The delivery calculator (issue 20 item 1) where the site offers delivery. */
  delivery?: { answer: DeliveryAnswer | null } | null;
  model: VehiclePageModel;
  /** Readable tones of the tenant's colours (--brand-ink, --on-brand, ...). */
  themeVars: Record<string, string>;
  siteSlug: string;
  url: string;
  comparison: PriceComparison | null | Promise<PriceComparison | null>;
  similar: Promise<CardView[]>;
  /** The lead forms (spec 01 §2 dialogs). */
  lead: VehicleLeadForms;
  /** A form shown in the page: ?form=... (no JavaScript), or a POST's answer with its errors. */
  inline?: { form: VehicleLeadForm; submissionId?: string; lastResult?: SubmissionResult<string[]> | null } | null;
  /** The finance popup's entry (issue 19 item 4), where the site offers finance for this car. */
  finance?: FinanceEntry | null;
}) {
  // Spec 01 §9: 4 used vehicle view (the route keys this page by the car, so once per car shown).
  useEffect(() => {
    if (model.carType === "used") track("used_vehicle_view", { car_id: model.id });
  }, [model.carType, model.id]);
  const bar = stickyBar({ stickyBottomBar: model.stickyBottomBar, inStock: model.inStock, hasPhone: model.phone !== null });
  return (
    <PhoneRevealProvider model={model}>
      <VehicleLeadDialogs lead={lead} carPath={model.path} siteSlug={siteSlug}>
        <div className="vehicle" style={themeVars as React.CSSProperties}>
          {bar === "header" ? <StickyHeader model={model} /> : null}
          <Breadcrumbs crumbs={model.crumbs} />
          {model.locatedAt ? <LocatedAtBar city={model.locatedAt} directionsUrl={model.location.directionsUrl} /> : null}
          <div className="vehicle__layout">
            <div className="vehicle__media">
              <VehicleMedia media={model.media} title={model.title} banner={model.banner} />
            </div>
            <VehicleSidebar
              model={model}
              comparison={comparison}
              url={url}
              siteSlug={siteSlug}
              finance={finance}
              delivery={delivery}
            >
              {inline ? (
                <InlineLeadForm
                  key={inline.form}
                  lead={lead}
                  form={inline.form}
                  carPath={model.path}
                  siteSlug={siteSlug}
                  submissionId={inline.submissionId}
                  lastResult={inline.lastResult}
                />
              ) : null}
            </VehicleSidebar>
            <div className="vehicle__body">
              <KeyInformation heading={model.heading} rows={model.keyInfo}>
                {!model.featuresInTab && model.features.length ? (
                  <>
                    <h3 className="panel__subtitle">Features</h3>
                    <FeatureList features={model.features} />
                  </>
                ) : null}
              </KeyInformation>
              {/* Its own boundary (in the panel): while the calculator's chunk arrives, the rest of the page hydrates and its server HTML stays. */}
              {model.finance ? <FinanceCalculatorPanel finance={model.finance} carId={model.id} /> : null}
              {model.media.video ? (
                <VideoBlock video={model.media.video} title={model.title} poster={posterOf(model.media.primary)} />
              ) : null}
              <InfoTabs model={model} />
              {model.fuel.show ? <FuelCalculator consumption={model.fuel.consumption} /> : null}
            </div>
          </div>
          <SimilarVehicles similar={similar} siteSlug={siteSlug} layout={model.similarLayout} />
          {bar === "bottom" ? <StickyBottomBar model={model} /> : null}
          <CompareBar siteSlug={siteSlug} />
        </div>
      </VehicleLeadDialogs>
    </PhoneRevealProvider>
  );
}

function posterOf(primary: string | null): string | undefined {
  return primary ? imageUrl(primary, 800) : undefined;
}
