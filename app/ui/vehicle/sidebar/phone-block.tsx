import { useEffect, useState } from "react";
import { telHref } from "~/domain/vehicle-page";
import type { VehiclePageModel } from "~/domain/vehicle-page-model";

export const PHONE_REVEAL_PATH = "/api/phone-reveal";

/**
 * The phone block (spec 01 §4 "Phone number is masked until clicked in some
 * configurations; on reveal a call is made"). The reveal is recorded with
 * car_id, dealership_id and website_id (§7); a failure is only logged (§8).
 * Without JavaScript the button posts a form and the page comes back revealed.
 */
export function PhoneBlock({ model, initiallyRevealed }: { model: VehiclePageModel; initiallyRevealed: boolean }) {
  const phone = model.phone;
  const [revealed, setRevealed] = useState(initiallyRevealed || !phone?.revealRequired);
  useEffect(() => {
    // Spec 01 §8: "No phone for the car | console warning only".
    if (!phone) console.warn(`No phone number for car ${model.id}`);
  }, [phone, model.id]);
  if (!phone) return null;

  if (revealed) {
    return (
      <div className="phone" id="phone">
        <a className="button button--outline button--block phone__call" href={telHref(phone.number)}>
          <PhoneIcon /> Call {phone.number}
        </a>
      </div>
    );
  }

  const reveal = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setRevealed(true);
    fetch(PHONE_REVEAL_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(model.reveal),
    })
      .then((r) => {
        if (!r.ok) throw new Error(`phone reveal answered ${r.status}`);
      })
      .catch((err: unknown) => console.warn("Could not record the phone reveal", err));
  };

  return (
    <form className="phone" id="phone" method="post" action={PHONE_REVEAL_PATH} onSubmit={reveal}>
      <input type="hidden" name="car_id" value={model.reveal.car_id} />
      <input type="hidden" name="dealership_id" value={model.reveal.dealership_id} />
      <input type="hidden" name="website_id" value={model.reveal.website_id} />
      <button type="submit" className="button button--outline button--block phone__reveal">
        <PhoneIcon /> <span aria-hidden="true">{phone.masked}</span>
        <span className="phone__show">Show number</span>
      </button>
    </form>
  );
}

export function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.6a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}
