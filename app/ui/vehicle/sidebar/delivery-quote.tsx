import { useId, useRef, useState, type FormEvent } from "react";
import { NO_DELIVERY_PRICE, readPostcode, type DeliveryAnswer } from "~/domain/buying-online/delivery/delivery-quote";
import { formatMoney } from "~/domain/vehicle/price-display";

/** 'Delivery to Riverina: $690' (spec 01 §3 'Delivery estimate result: price, name (region)'). */
export function deliveryAnswerText(answer: DeliveryAnswer): string {
  if (answer.kind !== "estimate") return answer.message;
  const { price, name } = answer.estimate;
  return `Delivery to ${name}: ${price === 0 ? "Free" : formatMoney(price)}`;
}

/**
 * The vehicle page's delivery calculator (issue 20 item 1). A GET form to the
 * page itself (?delivery_postcode=#delivery): without JavaScript the loader
 * answers in the page; with it the block asks GET /api/delivery-quote and
 * shows the answer without a reload. The answer is a live region.
 */
export function DeliveryQuote({ carId, path, initial }: { carId: number; path: string; initial: DeliveryAnswer | null }) {
  const id = useId();
  const [answer, setAnswer] = useState<DeliveryAnswer | null>(initial);
  const [busy, setBusy] = useState(false);
  const asked = useRef(0);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const raw = String(new FormData(e.currentTarget).get("delivery_postcode") ?? "");
    const read = readPostcode(raw);
    if (!read.ok) {
      setAnswer({ kind: "refused", postcode: raw, message: read.message });
      return;
    }
    // Only the latest question's answer is shown.
    const ask = ++asked.current;
    setBusy(true);
    let next: DeliveryAnswer;
    try {
      const res = await fetch(`/api/delivery-quote?car_id=${carId}&postcode=${read.postcode}`, {
        headers: { Accept: "application/json" },
      });
      const body = (await res.json()) as { price: number; name: string } | { errors?: { postcode?: string[] } } | null;
      if (res.ok && body && "price" in body) next = { kind: "estimate", postcode: read.postcode, estimate: body };
      else if (res.status === 400 && body && "errors" in body && body.errors?.postcode?.[0])
        next = { kind: "refused", postcode: read.postcode, message: body.errors.postcode[0] };
      else next = { kind: "none", postcode: read.postcode, message: NO_DELIVERY_PRICE };
    } catch {
      // No answer at all (offline, a 429 page): the spec's text sends the shopper to the enquiry form or the phone.
      next = { kind: "none", postcode: read.postcode, message: NO_DELIVERY_PRICE };
    }
    if (ask !== asked.current) return;
    setBusy(false);
    setAnswer(next);
  }

  const refused = answer?.kind === "refused";
  return (
    <section id="delivery" className="delivery-quote" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="delivery-quote__title">
        Delivery estimate
      </h2>
      <form className="delivery-quote__form" method="get" action={`${path}#delivery`} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-postcode`} className="delivery-quote__label">
          Your postcode
        </label>
        <div className="delivery-quote__row">
          <input
            id={`${id}-postcode`}
            name="delivery_postcode"
            className="delivery-quote__input"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            pattern="\d{4}"
            placeholder="1234"
            defaultValue={initial?.postcode ?? ""}
            aria-invalid={refused || undefined}
            aria-describedby={`${id}-answer`}
          />
          <button type="submit" className="button button--outline" disabled={busy}>
            Get estimate
          </button>
        </div>
      </form>
      <p
        id={`${id}-answer`}
        className={`delivery-quote__answer${refused ? " delivery-quote__answer--error" : ""}`}
        role="status"
        aria-live="polite"
      >
        {answer ? deliveryAnswerText(answer) : ""}
      </p>
    </section>
  );
}
