import type { SubmissionResult } from "@conform-to/react";
import { Link } from "react-router";
import type { ModelPageData } from "~/domain/model-range/model-pages";
import { Breadcrumbs } from "~/ui/layout/breadcrumbs";
import { VehicleCardView } from "~/ui/search/vehicle-card-view";
import { FromPrice, MODEL_HERO_SIZES, ModelPicture } from "./model-card";
import { EnquiryOpener, InlineEnquiry, ModelEnquiries } from "./model-enquiry";

/**
 * /models/{slug} (spec 02 §2): the model's picture and details, its new and
 * demo stock from the search index as the listing's cards with the way to the
 * full listing, its accessories, and an enquiry about it, which is what a
 * model with no stock leads to.
 */
export function ModelPage({
  data,
  siteSlug,
  inline,
}: {
  data: ModelPageData;
  siteSlug: string;
  /** The enquiry shown in the page: the query's, or a POST's answer without JavaScript. */
  inline: { submissionId?: string; lastResult: SubmissionResult<string[]> | null } | null;
}) {
  const { model, stock, enquiry } = data;
  return (
    <ModelEnquiries lead={data.lead}>
      <div className="model-page">
        <Breadcrumbs crumbs={data.crumbs} />
        <section className="model-hero" aria-labelledby="model-title">
          <div className="model-hero__photo">
            <ModelPicture image={model.image} sizes={MODEL_HERO_SIZES} alt={model.title} priority />
          </div>
          <div className="model-hero__text">
            <p className="model-hero__make">
              {model.make} · <Link to={model.body.href}>{model.body.label}</Link>
            </p>
            <h1 id="model-title">{model.title}</h1>
            {model.tagline ? <p className="model-hero__tagline">{model.tagline}</p> : null}
            {model.fromPrice ? <FromPrice price={model.fromPrice} className="model-hero__price" /> : null}
            {data.highlights.length ? (
              <ul className="model-hero__highlights" aria-label="Highlights">
                {data.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
            ) : null}
            <div className="model-hero__actions">
              {stock.count ? (
                <a className="button" href="#stock">
                  View {stock.count} in stock
                </a>
              ) : null}
              <EnquiryOpener enquiry={enquiry} className={stock.count ? "button button--outline-brand" : "button"}>
                Enquire Now
              </EnquiryOpener>
              {model.accessoriesHref ? (
                <Link className="button button--outline-brand" to={model.accessoriesHref}>
                  Accessories ({model.accessories_count})
                </Link>
              ) : null}
            </div>
          </div>
        </section>

        {inline && data.lead.inline ? (
          <InlineEnquiry
            lead={data.lead}
            enquiry={data.lead.inline.enquiry}
            submissionId={inline.submissionId}
            lastResult={inline.lastResult}
          />
        ) : null}

        <section className="model-stock" id="stock" aria-labelledby="stock-title">
          <h2 id="stock-title">New &amp; demo {model.name} in stock</h2>
          {stock.count ? (
            <>
              <p className="model-stock__count">
                {stock.count} {stock.count === 1 ? "car" : "cars"} in stock or arriving soon
              </p>
              <ul className="model-stock__cards">
                {stock.cards.map((card) => (
                  <li key={card.id}>
                    <VehicleCardView card={card} siteSlug={siteSlug} loading="lazy" />
                  </li>
                ))}
              </ul>
              {stock.listingHref ? (
                <p>
                  <Link className="button" to={stock.listingHref}>
                    View all new &amp; demo {model.name}
                  </Link>
                </p>
              ) : null}
            </>
          ) : (
            <div className="model-stock__none">
              <p>
                <strong>No new or demo {model.name} in stock right now.</strong> We can order one in for you or let you know when
                one arrives.
              </p>
              <p>
                <EnquiryOpener enquiry={enquiry}>Enquire about the {model.title}</EnquiryOpener>
              </p>
            </div>
          )}
          {stock.used ? (
            <p className="model-stock__used">
              <Link to={stock.used.href}>
                See {stock.used.count} used {model.name} {stock.used.count === 1 ? "car" : "cars"}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </ModelEnquiries>
  );
}
