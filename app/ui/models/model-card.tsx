import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ModelCardView, ModelImageView } from "~/domain/model-range/model-pages";

/** A range card is a third of the page at most; the model page's picture about half. */
export const MODEL_CARD_SIZES = "(min-width: 1200px) 380px, (min-width: 768px) 46vw, 94vw";
export const MODEL_HERO_SIZES = "(min-width: 992px) 50vw, 94vw";

export function ModelPicture({
  image,
  sizes,
  alt,
  priority = false,
}: {
  image: ModelImageView;
  sizes: string;
  alt: string;
  priority?: boolean;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      alt={alt}
      width={600}
      height={400}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
    />
  );
}

/** A link to a model: through the router on this site, a plain link to its override elsewhere. */
export function ModelLink({ model, className, children }: { model: ModelCardView; className?: string; children: ReactNode }) {
  return model.external ? (
    <a href={model.href} className={className} rel="noopener">
      {children}
    </a>
  ) : (
    <Link to={model.href} className={className}>
      {children}
    </Link>
  );
}

export function FromPrice({ price, className }: { price: { text: string; type: string | null }; className: string }) {
  return (
    <p className={className}>
      {price.text}
      {price.type ? <span className="model-price__type"> {price.type}</span> : null}
    </p>
  );
}

export function stockLine(count: number): string {
  return count === 0 ? "No new or demo cars in stock: enquire" : `${count} new & demo in stock`;
}

/** A model of the range (spec 02 §3 'Model: name, slug, image, accessories_count, override_url'). */
export function ModelCard({ model, headingLevel = 3 }: { model: ModelCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const titleId = `model-${model.slug}`;
  return (
    <article className="model-card" aria-labelledby={titleId}>
      <div className="model-card__photo">
        <ModelPicture image={model.image} sizes={MODEL_CARD_SIZES} alt="" />
      </div>
      <div className="model-card__body">
        <p className="model-card__body-type">
          <Link to={model.body.href}>{model.body.label}</Link>
        </p>
        <Heading className="model-card__title" id={titleId}>
          <ModelLink model={model} className="model-card__link">
            {model.title}
          </ModelLink>
        </Heading>
        {model.tagline ? <p className="model-card__tagline">{model.tagline}</p> : null}
        {model.fromPrice ? <FromPrice price={model.fromPrice} className="model-card__price" /> : null}
        <p className={model.stockCount ? "model-card__stock" : "model-card__stock model-card__stock--none"}>
          {stockLine(model.stockCount)}
        </p>
        {model.accessoriesHref ? (
          <p className="model-card__more">
            <Link to={model.accessoriesHref} aria-label={`${model.title} accessories (${model.accessories_count})`}>
              Accessories ({model.accessories_count})
            </Link>
          </p>
        ) : null}
      </div>
    </article>
  );
}
