import type { SubmissionResult } from "@conform-to/react";
import type { AccessoriesPageData } from "~/domain/model-range/model-pages";
import { Breadcrumbs } from "~/ui/layout/breadcrumbs";
import { ModelLink, ModelPicture, MODEL_CARD_SIZES } from "./model-card";
import { EnquiryOpener, InlineEnquiry, ModelEnquiries } from "./model-enquiry";

/**
 * /{model slug}/accessories (spec 02 §2): the model's accessories from the
 * tenant's config, each with its enquiry (the parts and accessories form,
 * filled with the model and the part), and one for a part not listed.
 */
export function AccessoriesPage({
  data,
  inline,
}: {
  data: AccessoriesPageData;
  inline: { submissionId?: string; lastResult: SubmissionResult<string[]> | null } | null;
}) {
  const { model } = data;
  const count = data.accessories.length;
  return (
    <ModelEnquiries lead={data.lead}>
      <div className="accessories-page">
        <Breadcrumbs crumbs={data.crumbs} />
        <h1>{model.title} Accessories</h1>
        <p className="accessories-page__intro">
          {count} genuine {count === 1 ? "accessory" : "accessories"} for the <ModelLink model={model}>{model.title}</ModelLink>,
          fitted by our team. Enquire about any of them and our parts team will confirm price, availability and fitting.
        </p>

        {inline && data.lead.inline ? (
          <InlineEnquiry
            lead={data.lead}
            enquiry={data.lead.inline.enquiry}
            submissionId={inline.submissionId}
            lastResult={inline.lastResult}
          />
        ) : null}

        <ul className="accessories-page__grid">
          {data.accessories.map((a) => {
            const titleId = `accessory-${a.part_number}`;
            return (
              <li key={a.part_number}>
                <article className="accessory-card" aria-labelledby={titleId}>
                  <div className="accessory-card__photo">
                    {a.image ? (
                      <ModelPicture image={a.image} sizes={MODEL_CARD_SIZES} alt="" />
                    ) : (
                      <div className="accessory-card__no-photo">Photo coming soon</div>
                    )}
                  </div>
                  <div className="accessory-card__body">
                    <h2 className="accessory-card__title" id={titleId}>
                      {a.name}
                    </h2>
                    <p className="accessory-card__part">Part no. {a.part_number}</p>
                    <p className="accessory-card__price">{a.price}</p>
                    {a.description ? <p className="accessory-card__text">{a.description}</p> : null}
                    <EnquiryOpener
                      enquiry={a.enquiry}
                      className="button accessory-card__enquire"
                      label={`Enquire about the ${a.name}`}
                    >
                      Enquire
                    </EnquiryOpener>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>

        <section className="accessories-page__other" aria-labelledby="accessories-other">
          <h2 id="accessories-other">Can't see what you need?</h2>
          <p>Our parts team can source genuine parts and accessories for your {model.title}.</p>
          <EnquiryOpener enquiry={data.other} className="button button--outline-brand">
            Ask our parts team
          </EnquiryOpener>
        </section>
      </div>
    </ModelEnquiries>
  );
}
