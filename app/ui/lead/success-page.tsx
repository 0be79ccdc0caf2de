import { useEffect } from "react";
import { Link } from "react-router";
import { leadPhrase, type LeadForm } from "~/domain/leads/form-schemas";
import { isKnownEventId } from "~/domain/analytics/event-ids";
import { trackId } from "../analytics/events";
import { commitPendingDetails } from "./stored-details";
import type { SuccessView } from "~/domain/leads/form-post";

/** What happens next, per form; the confirmation email is mentioned only when one was sent. */
export function nextSteps(form: LeadForm | null, confirmationSent: boolean): string[] {
  const confirm = confirmationSent
    ? ["We've sent a confirmation to your email address. If it hasn't arrived in a few minutes, please check your junk folder."]
    : [];
  switch (form) {
    case "test_drive":
    case "book_test_drive":
      return [
        "We'll contact you to confirm a time for your test drive, usually within one business day.",
        "Please bring your driver's licence on the day.",
        ...confirm,
      ];
    case "request_photos":
      return ["We'll email you more photos of this car, usually within one business day.", ...confirm];
    case "vehicle_enquiry":
      return ["A member of our sales team will be in touch shortly, usually within one business day.", ...confirm];
    default:
      return ["A member of our team will be in touch shortly, usually within one business day.", ...confirm];
  }
}

const firedKey = (ref: string) => `dealer:lead-event:${ref}`;

/**
 * Spec 01 §4: "On success with a lead_id an analytics event fires, the success
 * category is stored locally and the visitor goes to /success". The event is
 * pushed once per lead (a reload of /success does not count it again); the
 * details just sent become the stored user details (spec 02 §3).
 */
export function SuccessPage({ data }: { data: SuccessView }) {
  const { reference, eventId, category, siteSlug } = data;
  useEffect(() => {
    commitPendingDetails(siteSlug, category);
    if (!reference || eventId === null) return;
    try {
      if (window.sessionStorage.getItem(firedKey(reference))) return;
      window.sessionStorage.setItem(firedKey(reference), "1");
    } catch {
      // Without storage the event may count twice on a reload; it still fires.
    }
    if (isKnownEventId(eventId)) trackId(eventId, { lead_id: reference });
  }, [reference, eventId, category, siteSlug]);

  return (
    <div className="lead-success">
      <section className="lead-success__card" aria-labelledby="success-heading">
        <svg className="lead-success__tick" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="11" fill="currentColor" />
          <path d="m7 12.5 3.2 3.2L17.5 8.4" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <h1 id="success-heading">Thank you{data.category ? ` for your ${leadPhrase(data.form, data.category)}` : ""}</h1>
        <p className="lead-success__lede">We've received your details and {data.dealer.name} will be in touch soon.</p>
        {reference ? (
          <p className="lead-success__reference">
            Your reference: <strong data-testid="lead-reference">{reference}</strong>
          </p>
        ) : null}
        {data.car ? (
          <p className="lead-success__car">
            About: <Link to={data.car.path}>{data.car.title}</Link>
            {data.car.price ? <span> · {data.car.price}</span> : null}
          </p>
        ) : null}
        <h2>What happens next</h2>
        <ol className="lead-success__steps">
          {nextSteps(data.form, data.confirmationSent).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
        <p>
          <Link to="/search" className="button">
            Keep browsing cars
          </Link>
        </p>
      </section>
      <section className="lead-success__card" aria-labelledby="dealer-heading">
        <h2 id="dealer-heading">{data.dealer.name}</h2>
        <dl className="lead-success__contact">
          {data.dealer.phone && data.dealer.phoneHref ? (
            <>
              <dt>Phone</dt>
              <dd>
                <a href={data.dealer.phoneHref}>{data.dealer.phone}</a>
              </dd>
            </>
          ) : null}
          <dt>Address</dt>
          <dd>
            {data.dealer.address}{" "}
            <a href={data.dealer.directionsUrl} target="_blank" rel="noreferrer">
              Get Directions
            </a>
          </dd>
        </dl>
        {data.dealer.hours.length ? (
          <>
            <h3>Opening hours</h3>
            <table className="lead-success__hours">
              <tbody>
                {data.dealer.hours.map((h) => (
                  <tr key={h.label}>
                    <th scope="row">{h.label}</th>
                    <td>{h.text}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        ) : null}
      </section>
    </div>
  );
}
