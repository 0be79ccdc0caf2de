import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import type { VehiclePageModel } from "~/domain/vehicle/page-model";

export const PHONE_REVEAL_PATH = "/api/phone-reveal";

/**
 * The car's phone number on one page, shared by the phone block and the
 * sticky bars (spec 01 §4 "Phone number is masked until clicked in some
 * configurations; on reveal a call is made"). On a masking tenant the page
 * holds only the masked form: the number arrives as the reveal call's answer,
 * so every place that dials it goes through that call. A failed call is only
 * logged (spec 01 §8).
 */
interface PhoneReveal {
  masked: string;
  /** Null until revealed (masking tenants). */
  number: string | null;
  payload: VehiclePageModel["reveal"];
  reveal: () => Promise<string | null>;
}

const Context = createContext<PhoneReveal | null>(null);

export function PhoneRevealProvider({ model, children }: { model: VehiclePageModel; children: React.ReactNode }) {
  const [number, setNumber] = useState<string | null>(model.phone?.number ?? null);
  const pending = useRef<Promise<string | null> | null>(null);
  const payload = model.reveal;
  const reveal = useCallback((): Promise<string | null> => {
    if (number) return Promise.resolve(number);
    pending.current ??= fetch(PHONE_REVEAL_PATH, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(payload),
    })
      .then(async (r) => {
        if (!r.ok) throw new Error(`phone reveal answered ${r.status}`);
        const body = (await r.json()) as { phone?: unknown };
        const phone = typeof body.phone === "string" && body.phone ? body.phone : null;
        setNumber(phone);
        return phone;
      })
      .catch((err: unknown) => {
        console.warn("Could not reveal the phone number", err);
        pending.current = null;
        return null;
      });
    return pending.current;
  }, [number, payload]);
  const value = useMemo(
    () => (model.phone ? { masked: model.phone.masked, number, payload, reveal } : null),
    [model.phone, number, payload, reveal],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The page's phone, or null when the car has none. */
export function usePhoneReveal(): PhoneReveal | null {
  return useContext(Context);
}

/** The reveal call's fields, for the form that works before JavaScript (it comes back to the car with the number). */
export function RevealFields({ payload }: { payload: VehiclePageModel["reveal"] }) {
  return (
    <>
      <input type="hidden" name="car_id" value={payload.car_id} />
      <input type="hidden" name="dealership_id" value={payload.dealership_id} />
      <input type="hidden" name="website_id" value={payload.website_id} />
    </>
  );
}
