import type { RateDisclosure } from "~/domain/finance/rate-disclosure";

/**
 * An interest rate and its comparison rate side by side, in one style (issue
 * 19 item 8; NCCP Regulations 2010: the comparison rate with equal
 * prominence). Every rate the vehicle page shows goes through here.
 */
export function RatePair({
  rates,
  warningId,
}: {
  rates: Pick<RateDisclosure, "interestRateText" | "comparisonRateText">;
  warningId: string;
}) {
  return (
    <dl className="rate-pair">
      <div className="rate-pair__item">
        <dt>Interest rate</dt>
        <dd data-testid="interest-rate">{rates.interestRateText}</dd>
      </div>
      <div className="rate-pair__item">
        <dt>
          Comparison rate
          <a href={`#${warningId}`} className="rate-pair__star" aria-label="Comparison rate warning">
            *
          </a>
        </dt>
        <dd data-testid="comparison-rate">{rates.comparisonRateText}</dd>
      </div>
    </dl>
  );
}

/** The regulated example and the prescribed warning, quoted whole. */
export function RateWarning({ rates, id }: { rates: Pick<RateDisclosure, "example" | "warning">; id: string }) {
  return (
    <p className="rate-warning" id={id}>
      *{rates.example} {rates.warning}
    </p>
  );
}
