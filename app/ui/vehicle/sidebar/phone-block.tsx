import { useEffect, useRef, useState } from "react";
import { telHref } from "~/domain/vehicle/phone-number";
import { PHONE_REVEAL_PATH, RevealFields, usePhoneReveal } from "../phone-reveal";

/**
 * The phone block (spec 01 §4 "Phone number is masked until clicked in some
 * configurations; on reveal a call is made"). The reveal is recorded with
 * car_id, dealership_id and website_id (§7) and answers with the number; a
 * failure is only logged (§8). Without JavaScript the button posts a form and
 * the page comes back revealed.
 */
export function PhoneBlock({ carId }: { carId: number }) {
  const phone = usePhoneReveal();
  const [asked, setAsked] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    // Spec 01 §8: "No phone for the car | console warning only".
    if (!phone) console.warn(`No phone number for car ${carId}`);
  }, [phone, carId]);
  useEffect(() => {
    // The button the shopper pressed is gone: keep their place on the number that replaced it.
    if (asked && phone?.number) link.current?.focus();
  }, [asked, phone?.number]);
  if (!phone) return null;

  if (phone.number) {
    return (
      <div className="phone" id="phone">
        <a ref={link} className="button button--outline button--block phone__call" href={telHref(phone.number)}>
          <PhoneIcon /> Call {phone.number}
        </a>
      </div>
    );
  }

  return (
    <form
      className="phone"
      id="phone"
      method="post"
      action={PHONE_REVEAL_PATH}
      onSubmit={(e) => {
        e.preventDefault();
        setAsked(true);
        void phone.reveal();
      }}
    >
      <RevealFields payload={phone.payload} />
      <button type="submit" className="button button--outline button--block phone__reveal">
        <PhoneIcon /> <span aria-hidden="true">{phone.masked}</span>
        <span className="phone__show">Show number</span>
      </button>
    </form>
  );
}

/**
 * A Call button for the sticky bars: dials at once when the number is known;
 * on a masking tenant it makes the reveal call first and then dials (before
 * JavaScript, the form posts the reveal and the page comes back with the number).
 */
export function CallButton({ className, children }: { className: string; children: React.ReactNode }) {
  const phone = usePhoneReveal();
  if (!phone) return null;
  if (phone.number) {
    return (
      <a className={className} href={telHref(phone.number)}>
        {children}
      </a>
    );
  }
  return (
    <form
      method="post"
      action={PHONE_REVEAL_PATH}
      className="call-form"
      onSubmit={(e) => {
        e.preventDefault();
        void phone.reveal().then((number) => {
          if (number) window.location.href = telHref(number);
        });
      }}
    >
      <RevealFields payload={phone.payload} />
      <button type="submit" className={className}>
        {children}
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
