import type { ReactNode } from "react";
import { AU_STATES } from "~/domain/locations/au-states";
import type { FieldErrors } from "~/domain/buying-online/trade-in/steps";

/** The valuation form's fields: labelled, their errors tied to them (aria-describedby), refilled from the last post. */

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p className="lead-field__error" id={`${id}-error`}>
      {errors.join(" ")}
    </p>
  );
}

interface FieldProps {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: FieldErrors;
  required?: boolean;
  hint?: string;
  wide?: boolean;
}

const describedBy = (name: string, errors: FieldErrors, hint?: string) =>
  [errors[name]?.length ? `ti-${name}-error` : null, hint ? `ti-${name}-hint` : null].filter(Boolean).join(" ") || undefined;

function Shell({ name, label, errors, required, hint, wide, children }: Omit<FieldProps, "values"> & { children: ReactNode }) {
  return (
    <div className={`lead-field${wide ? " lead-field--wide" : ""}`}>
      <label className="lead-field__label" htmlFor={`ti-${name}`}>
        {label}
        {required ? <span className="lead-field__required"> (required)</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="lead-field__hint" id={`ti-${name}-hint`}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`ti-${name}`} errors={errors[name]} />
    </div>
  );
}

export function TextField(
  p: FieldProps & { type?: string; autoComplete?: string; inputMode?: "numeric" | "text" | "email" | "tel"; maxLength?: number },
) {
  return (
    <Shell {...p}>
      <input
        className="lead-field__input"
        id={`ti-${p.name}`}
        name={p.name}
        type={p.type ?? "text"}
        defaultValue={p.values[p.name] ?? ""}
        autoComplete={p.autoComplete}
        inputMode={p.inputMode}
        maxLength={p.maxLength}
        required={p.required}
        aria-invalid={p.errors[p.name]?.length ? true : undefined}
        aria-describedby={describedBy(p.name, p.errors, p.hint)}
      />
    </Shell>
  );
}

export function SelectField(p: FieldProps & { placeholder: string; children: ReactNode }) {
  return (
    <Shell {...p}>
      <select
        className="lead-field__input"
        id={`ti-${p.name}`}
        name={p.name}
        defaultValue={p.values[p.name] ?? ""}
        required={p.required}
        aria-invalid={p.errors[p.name]?.length ? true : undefined}
        aria-describedby={describedBy(p.name, p.errors, p.hint)}
      >
        <option value="">{p.placeholder}</option>
        {p.children}
      </select>
    </Shell>
  );
}

export function StateSelect(p: Omit<FieldProps, "name" | "label"> & { label?: string }) {
  return (
    <SelectField {...p} name="regoState" label={p.label ?? "State registered in"} placeholder="Choose a state">
      {AU_STATES.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </SelectField>
  );
}

/** A question answered by one of a few radio buttons (adjustments.ts). */
export function RadioGroup(p: {
  name: string;
  label: string;
  options: readonly { value: string; label: string; hint?: string }[];
  values: Record<string, string>;
  errors: FieldErrors;
}) {
  const invalid = Boolean(p.errors[p.name]?.length);
  return (
    <fieldset
      className="lead-field lead-field--wide trade-in__question"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `ti-${p.name}-error` : undefined}
    >
      <legend className="lead-field__label">
        {p.label}
        <span className="lead-field__required"> (required)</span>
      </legend>
      <div className="trade-in__options">
        {p.options.map((o) => (
          <label key={o.value} className="lead-choice trade-in__option">
            <input type="radio" name={p.name} value={o.value} defaultChecked={p.values[p.name] === o.value} required />
            <span>
              {o.label}
              {o.hint ? <span className="trade-in__option-hint">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={`ti-${p.name}`} errors={p.errors[p.name]} />
    </fieldset>
  );
}

/** What earlier steps settled, carried to the next POST; the fields this step shows are left out. */
export function Carried({ values, except }: { values: Record<string, string>; except: readonly string[] }) {
  return (
    <>
      {Object.entries(values)
        .filter(([k]) => !except.includes(k) && !["intent", "mode", "submission_id", "name__confirm", "model_badge"].includes(k))
        .map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
    </>
  );
}
