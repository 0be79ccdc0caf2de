import { useId, useState } from "react";
import { DEFAULT_DISTANCE_KM, DEFAULT_FUEL_PRICE, formatFuelCost, fuelCost } from "~/domain/vehicle/fuel-calculator";
import { useTypedBeforeHydration } from "~/ui/primitives/typed-before-hydration";

/**
 * The Fuel Calculator (spec 01 §2, §5 "Fuel cost = distance/100 x
 * consumption x fuel price, 2 decimals"; §9 defaults 1.70 a litre, 250 km a
 * week; consumption the variant's, else 10 L/100km).
 */
export function FuelCalculator({ consumption }: { consumption: number }) {
  const [distance, setDistance] = useState(String(DEFAULT_DISTANCE_KM));
  const [litres, setLitres] = useState(String(consumption));
  const [price, setPrice] = useState(DEFAULT_FUEL_PRICE.toFixed(2));
  const id = useId();
  const cost = fuelCost(Number(distance), Number(litres), Number(price));
  return (
    <section className="panel fuel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} className="panel__title">
        Fuel Calculator
      </h2>
      <form className="fuel__form" onSubmit={(e) => e.preventDefault()}>
        <Field id={`${id}-d`} label="Distance per week" unit="km" value={distance} onChange={setDistance} step="10" />
        <Field id={`${id}-c`} label="Fuel consumption" unit="L/100km" value={litres} onChange={setLitres} step="0.1" />
        <Field id={`${id}-p`} label="Fuel price" unit="$ per litre" value={price} onChange={setPrice} step="0.01" />
        <p className="fuel__result">
          Estimated fuel cost per week{" "}
          <output htmlFor={`${id}-d ${id}-c ${id}-p`} className="fuel__cost" aria-live="polite" data-testid="fuel-cost">
            {formatFuelCost(cost)}
          </output>
        </p>
      </form>
    </section>
  );
}

function Field({
  id,
  label,
  unit,
  value,
  onChange,
  step,
}: {
  id: string;
  label: string;
  unit: string;
  value: string;
  onChange: (v: string) => void;
  step: string;
}) {
  const ref = useTypedBeforeHydration(value, onChange);
  return (
    <div className="fuel__field">
      <label htmlFor={id}>
        {label} <span className="fuel__unit">({unit})</span>
      </label>
      <input
        ref={ref}
        id={id}
        type="number"
        inputMode="decimal"
        min="0"
        step={step}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
