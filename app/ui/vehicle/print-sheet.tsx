import { Link } from "react-router";
import type { VehiclePageModel } from "~/domain/vehicle/page-model";
import { VehiclePhoto } from "./picture";
import { PHONE_REVEAL_PATH, PhoneRevealProvider, RevealFields, usePhoneReveal } from "./phone-reveal";

/** The printable page of a car (spec 01 §2 '/print?car_id={slug}'): everything on one or two sheets. */
export function PrintSheet({
  model,
  siteName,
  url,
  themeVars,
}: {
  model: VehiclePageModel;
  siteName: string;
  url: string;
  themeVars: Record<string, string>;
}) {
  const photo = model.media.primary;
  const price = model.price;
  const priceText = !model.inStock ? model.soldText : price.kind === "subscription" ? `${price.text}${price.suffix}` : price.text;
  const extraPhotos = model.media.images.slice(1, 4);
  return (
    <PhoneRevealProvider model={model}>
      <article className="print-sheet" style={themeVars as React.CSSProperties}>
        <div className="print-sheet__toolbar">
          <button type="button" className="button" onClick={() => window.print()}>
            Print this page
          </button>
          <Link to={model.path}>Back to the car</Link>
        </div>
        <header className="print-sheet__head">
          <p className="print-sheet__site">{siteName}</p>
          <h1>{model.heading}</h1>
          <p className="print-sheet__price">
            {priceText}
            {price.wasPrice !== null && "wasText" in price && price.wasText ? <s> {price.wasText}</s> : null}
            {"priceType" in price && price.priceType ? <span className="print-sheet__type"> {price.priceType}</span> : null}
          </p>
        </header>
        {photo ? (
          <VehiclePhoto
            src={photo}
            alt={model.title}
            sizes="(min-width: 800px) 760px, 100vw"
            priority
            className="print-sheet__photo"
          />
        ) : null}
        {extraPhotos.length ? (
          <div className="print-sheet__thumbs">
            {extraPhotos.map((p, i) => (
              <VehiclePhoto
                key={p.src}
                src={p.src}
                alt={`${model.title}, photo ${i + 2}`}
                sizes="250px"
                widths={[320, 480]}
                priority
                first={false}
              />
            ))}
          </div>
        ) : null}
        <section>
          <h2>Key information</h2>
          <dl className="print-sheet__specs">
            {model.keyInfo.map((r) => (
              <div key={r.key}>
                <dt>{r.label}</dt>
                <dd>{r.value}</dd>
              </div>
            ))}
          </dl>
        </section>
        {model.features.length ? (
          <section>
            <h2>Features</h2>
            <ul className="print-sheet__features">
              {model.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <section>
          <h2>Dealer Comments</h2>
          <p className="print-sheet__comments">{model.comments.text}</p>
        </section>
        <footer className="print-sheet__foot">
          {/* Not a <p>: the reveal's <form> may not sit in one (the parser would close it, and hydration fail). */}
          <address className="print-sheet__contact">
            <strong>{model.location.name}</strong>, {model.location.street}, {model.location.city} {model.location.state}{" "}
            {model.location.postcode}
            <SheetPhone />
          </address>
          <p>{url}</p>
        </footer>
      </article>
    </PhoneRevealProvider>
  );
}

/**
 * The number on the sheet: as the vehicle page has it. A masking tenant's
 * sheet shows the masked number and, on screen, the reveal (spec 01 §4).
 */
function SheetPhone() {
  const phone = usePhoneReveal();
  if (!phone) return null;
  if (phone.number) return <> · {phone.number}</>;
  return (
    <>
      {" "}
      · {phone.masked}{" "}
      <form
        method="post"
        action={PHONE_REVEAL_PATH}
        className="print-sheet__reveal"
        onSubmit={(e) => {
          e.preventDefault();
          void phone.reveal();
        }}
      >
        <RevealFields payload={phone.payload} />
        <button type="submit" className="link-button">
          Show number
        </button>
      </form>
    </>
  );
}
