import { imageUrl } from "~/domain/vehicle/image-renditions";
import { STICKY_BOTTOM_BAR_AFTER_PX, STICKY_HEADER_AFTER_PX } from "~/domain/vehicle/page-behaviour";
import type { VehiclePageModel } from "~/domain/vehicle/page-model";
import { VehicleLeadLink } from "./lead-forms";
import { CallButton, PhoneIcon } from "./sidebar/phone-block";
import { useScrolledPast } from "./use-scrolled-past";

function priceText(model: VehiclePageModel): string {
  if (!model.inStock) return model.soldText;
  return model.price.kind === "subscription" ? `${model.price.text}${model.price.suffix}` : model.price.text;
}

/**
 * "est. $150/week at 9.49% p.a., comparison rate 10.10% p.a.*" (spec 01 §2:
 * "estimated weekly repayment and a sample rate"). The comparison rate sits in
 * the same line and style as the rate (issue 19 item 8); the asterisk is the
 * warning's, which the sidebar's finance estimate carries in full.
 */
function WeeklyText({ weekly }: { weekly: NonNullable<VehiclePageModel["weekly"]> }) {
  const amount = `$${Math.round(weekly.weeklyRepaymentAmount).toLocaleString("en-AU")}`;
  return (
    <>
      est. {amount}/week at {weekly.rates.interestRateText}, comparison rate {weekly.rates.comparisonRateText}
      <a href="#finance-estimate-warning" className="sticky-header__star" aria-label="Comparison rate warning">
        *
      </a>
    </>
  );
}

/**
 * Spec 01 §2: "Sticky header after scrolling 500px (shows estimated weekly
 * repayment and a sample rate)" - the weekly figure where spec 02 §5 offers
 * an estimate. Its Call button goes through the reveal call on a masking tenant.
 * Hidden from assistive technology until it shows; it repeats the page.
 */
export function StickyHeader({ model }: { model: VehiclePageModel }) {
  const shown = useScrolledPast(STICKY_HEADER_AFTER_PX);
  const photo = model.media.primary;
  return (
    <div className={`sticky-header${shown ? " is-shown" : ""}`} aria-hidden={!shown} inert={!shown} data-testid="sticky-header">
      <div className="sticky-header__inner">
        {photo ? <img src={imageUrl(photo, 160)} alt="" width={72} height={48} loading="lazy" decoding="async" /> : null}
        <div className="sticky-header__title">
          <p className="sticky-header__name">{model.title}</p>
          {model.subtitle ? <p className="sticky-header__sub">{model.subtitle}</p> : null}
        </div>
        <div className="sticky-header__price">
          <p className="sticky-header__amount">{priceText(model)}</p>
          {model.weekly ? (
            <p className="sticky-header__weekly" data-testid="sticky-weekly">
              <WeeklyText weekly={model.weekly} />
            </p>
          ) : null}
        </div>
        {model.inStock ? (
          <VehicleLeadLink form="vehicle_enquiry" className="button button--outline-brand sticky-header__enquire">
            Enquire
          </VehicleLeadLink>
        ) : null}
        <CallButton className="button sticky-header__call">
          <PhoneIcon />{" "}
          <span className="sticky-header__call-text" aria-hidden="true">
            Call
          </span>
          {/* The word is hidden on a phone's narrow bar; the button keeps its name. */}
          <span className="visually-hidden">Call</span>
        </CallButton>
      </div>
    </div>
  );
}

/**
 * Spec 01 §2: "One tenant family uses a sticky bottom bar after 900px with
 * Reserve Car Now, Enquire Now or Instant Message, and Call Now." Enquire Now
 * opens the 'Email Us' dialog; Reserve arrives with its own flow. It takes
 * the sticky header's place on that family's pages (domain/vehicle/page-behaviour.ts
 * `stickyBar`), so from 768px it carries the weekly estimate too.
 */
export function StickyBottomBar({ model }: { model: VehiclePageModel }) {
  const shown = useScrolledPast(STICKY_BOTTOM_BAR_AFTER_PX);
  return (
    <div
      className={`sticky-bottom${shown ? " is-shown" : ""}`}
      aria-hidden={!shown}
      inert={!shown}
      data-testid="sticky-bottom-bar"
    >
      <div className="sticky-bottom__price">
        <span className="sticky-bottom__name">{model.title}</span>
        <strong>{priceText(model)}</strong>
        {model.weekly ? (
          <span className="sticky-bottom__weekly">
            <WeeklyText weekly={model.weekly} />
          </span>
        ) : null}
      </div>
      {model.inStock ? (
        <VehicleLeadLink form="vehicle_enquiry" className="button button--outline-brand sticky-bottom__enquire">
          Enquire Now
        </VehicleLeadLink>
      ) : null}
      {model.phone ? (
        <CallButton className="button sticky-bottom__call">
          <PhoneIcon /> Call Now
        </CallButton>
      ) : null}
    </div>
  );
}
