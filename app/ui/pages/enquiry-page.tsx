import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import type { EnquiryPageView } from "~/domain/leads/enquiry-pages";
import { LeadForm } from "../lead/lead-form";

/**
 * An enquiry page of spec 02 §2 (/contact, /contact-us, /contact-us/{slug},
 * /book-test-drive/, /service, /sell-my-car, /vehicle-parts-and-accessories,
 * /careers): the form column and a side column with the place to contact.
 * The form posts to the page itself, with or without JavaScript
 * (server/leads/form-post.server.ts), carrying the visitor's attribution as
 * every lead form does (ui/lead/lead-form.tsx).
 */
export function EnquiryPage({
  view,
  action,
  lastResult,
}: {
  view: EnquiryPageView;
  action: string;
  lastResult: SubmissionResult<string[]> | null;
}) {
  return (
    <div className="enquiry-page">
      <div className="enquiry-page__form">
        <h1 className="enquiry-page__title">{view.title}</h1>
        <p className="enquiry-page__intro">{view.intro}</p>
        <LeadForm
          form={view.form}
          options={view.options}
          openingHours={view.openingHours}
          hoursByChoice={view.hoursByChoice}
          action={action}
          idPrefix="page"
          submissionId={view.submissionId}
          hidden={view.hidden}
          defaultValue={view.defaultValue}
          lastResult={lastResult}
          siteSlug={view.siteSlug}
          submitLabel={view.submitLabel}
          termsHref="/terms-and-conditions"
          intro={
            view.car ? (
              <p className="enquiry-page__car">
                Test drive of the <Link to={view.car.path}>{view.car.title}</Link>
              </p>
            ) : null
          }
        />
      </div>
      <aside className="enquiry-page__side" aria-labelledby="enquiry-place">
        <h2 id="enquiry-place" className="enquiry-page__place">
          {view.place.name}
        </h2>
        <address className="enquiry-page__address">
          {view.place.street}
          <br />
          {view.place.city} {view.place.state} {view.place.postcode}
        </address>
        <p>
          Phone: <a href={`tel:${view.place.phone.replace(/\s/g, "")}`}>{view.place.phone}</a>
        </p>
        {view.place.hours.length ? (
          <table className="enquiry-page__hours">
            <caption>Opening hours</caption>
            <tbody>
              {view.place.hours.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.text}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </aside>
    </div>
  );
}
