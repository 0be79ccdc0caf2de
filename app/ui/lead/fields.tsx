import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import { HONEYPOT_FIELD, openingTimesOn } from "~/domain/leads/form-schemas";
import { weeklyHoursLine, type OpeningHourEntry } from "~/domain/locations/opening-hours";
import { regroupInPlace } from "~/ui/primitives/amount-input";
import type { FieldSpec } from "./field-specs";
import { DATE_PART_FIELD, TIME_PART_FIELD } from "./form-values";

/**
 * The lead form's field components: a label (with a required mark), the
 * control with the spec's input limits, a hint and the inline error, tied to
 * the control by aria-describedby (spec 02 §5).
 */

// Conform's field metadata, whatever the field's type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, string[]>;

/** The id of the control a summary entry links to (the first of a group). */
export function controlId(spec: Pick<FieldSpec, "control">, field: Pick<AnyField, "id">): string {
  if (spec.control === "date-time") return `${field.id}-date`;
  if (spec.control === "radios" || spec.control === "checkboxes") return `${field.id}-0`;
  return field.id;
}

function describedBy(field: AnyField, hintId?: string): string | undefined {
  const ids = [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function str(v: unknown): string {
  return typeof v === "string" ? v : "";
}

export function RequiredMark({ required }: { required: boolean }) {
  return required ? (
    <span className="lead-field__required" aria-hidden="true">
      *
    </span>
  ) : null;
}

export function FieldError({ field }: { field: AnyField }) {
  if (!field.errors?.length) return null;
  return (
    <p className="lead-field__error" id={field.errorId}>
      {field.errors[0]}
    </p>
  );
}

interface FieldProps {
  field: AnyField;
  spec: FieldSpec;
  required: boolean;
}

/** The shell of a one-control field: its label (with the required mark), the control (and any hint), the error. */
function LabelledField({
  field,
  spec,
  required,
  wide,
  children,
}: FieldProps & { wide: boolean | undefined; children: React.ReactNode }) {
  return (
    <div className={`lead-field${wide ? " lead-field--wide" : ""}`}>
      <label className="lead-field__label" htmlFor={field.id}>
        {spec.label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldError field={field} />
    </div>
  );
}

/** The shell of a group of radio buttons or checkboxes: a fieldset, its legend, the choices, the error. */
function ChoicesField({ field, spec, required, children }: FieldProps & { children: React.ReactNode }) {
  return (
    <fieldset
      className="lead-field lead-field--wide lead-choices"
      aria-invalid={field.errors?.length ? true : undefined}
      aria-describedby={describedBy(field)}
    >
      <legend className="lead-field__label">
        {spec.label}
        <RequiredMark required={required} />
      </legend>
      <div className="lead-choices__row" key={field.key}>
        {children}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

/** The shell of a single checkbox: the box, then its label, then the error. */
function CheckField({ field, required, children }: Omit<FieldProps, "spec"> & { children: React.ReactNode }) {
  return (
    <div className="lead-field lead-field--wide lead-check">
      <input
        key={field.key}
        type="checkbox"
        id={field.id}
        name={field.name}
        required={required}
        defaultChecked={checked(field.initialValue)}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field)}
      />
      <label htmlFor={field.id}>
        {children}
        <RequiredMark required={required} />
      </label>
      <FieldError field={field} />
    </div>
  );
}

/** Text, email, phone, postcode and the other one-line inputs. */
export function TextField({ field, spec, required }: FieldProps) {
  const hintId = spec.hint ? `${field.id}-hint` : undefined;
  const input = (
    <input
      key={field.key}
      id={field.id}
      name={field.name}
      className="lead-field__input"
      type={spec.control === "email" ? "email" : spec.control === "tel" ? "tel" : "text"}
      inputMode={spec.inputMode}
      autoComplete={spec.autoComplete}
      maxLength={spec.maxLength}
      placeholder={spec.placeholder}
      pattern={spec.pattern}
      required={required}
      defaultValue={str(field.initialValue)}
      aria-invalid={field.errors?.length ? true : undefined}
      aria-describedby={describedBy(field, hintId)}
      onInput={spec.groupThousands ? (e) => regroupInPlace(e.currentTarget) : undefined}
    />
  );
  return (
    <LabelledField field={field} spec={spec} required={required} wide={spec.wide}>
      {spec.suffix ? (
        <span className="lead-field__affixed">
          {input}
          <span className="lead-field__suffix" aria-hidden="true">
            {spec.suffix.trim()}
          </span>
        </span>
      ) : (
        input
      )}
      {spec.hint ? (
        <p className="lead-field__hint" id={hintId}>
          {spec.hint}
        </p>
      ) : null}
    </LabelledField>
  );
}

/** Comments (spec 02 §5: required unless the site switches the message off). */
export function CommentsField({ field, spec, required }: FieldProps) {
  return (
    <LabelledField field={field} spec={spec} required={required} wide>
      <textarea
        key={field.key}
        id={field.id}
        name={field.name}
        className="lead-field__input lead-field__textarea"
        rows={4}
        maxLength={spec.maxLength}
        required={required}
        defaultValue={str(field.initialValue)}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field)}
      />
    </LabelledField>
  );
}

/** A select with an empty first choice (the trade-in Yes/No select, category, location, rego state). */
export function SelectField({ field, spec, required, placeholder = "Please select" }: FieldProps & { placeholder?: string }) {
  return (
    <LabelledField field={field} spec={spec} required={required} wide={spec.wide}>
      <select
        key={field.key}
        id={field.id}
        name={field.name}
        className="lead-field__input lead-field__select"
        required={required}
        defaultValue={str(field.initialValue)}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field)}
      >
        <option value="">{placeholder}</option>
        {(spec.options ?? []).map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
}

/** One choice of several as radio buttons (PreferredContactMethod: Phone, Email or SMS). */
export function RadioGroupField({ field, spec, required }: FieldProps) {
  const chosen = str(field.initialValue);
  return (
    <ChoicesField field={field} spec={spec} required={required}>
      {(spec.options ?? []).map((o, i) => (
        <label className="lead-choice" key={o.value} htmlFor={`${field.id}-${i}`}>
          <input type="radio" id={`${field.id}-${i}`} name={field.name} value={o.value} defaultChecked={chosen === o.value} />
          {o.label}
        </label>
      ))}
    </ChoicesField>
  );
}

/** Several choices as checkboxes (additional_services, from the site's options). */
export function CheckboxGroupField({ field, spec, required }: FieldProps) {
  const raw = field.initialValue as unknown;
  const chosen = new Set(Array.isArray(raw) ? raw.map(String) : typeof raw === "string" ? [raw] : []);
  return (
    <ChoicesField field={field} spec={spec} required={required}>
      {(spec.options ?? []).map((o, i) => (
        <label className="lead-choice" key={o.value} htmlFor={`${field.id}-${i}`}>
          <input type="checkbox" id={`${field.id}-${i}`} name={field.name} value={o.value} defaultChecked={chosen.has(o.value)} />
          {o.label}
        </label>
      ))}
    </ChoicesField>
  );
}

function checked(v: unknown): boolean {
  return v === true || v === "on" || v === "true";
}

/** A single checkbox (opt_in: starts ticked per spec 01 §3 'Form defaults'). */
export function CheckboxField({ field, spec, required }: FieldProps) {
  return (
    <CheckField field={field} required={required}>
      {spec.label}
    </CheckField>
  );
}

/** The terms checkbox (spec 02 §5: required, with the site's wording of its message). */
export function TermsField({ field, required, termsHref = "/terms-and-conditions" }: FieldProps & { termsHref?: string }) {
  return (
    <CheckField field={field} required={required}>
      I agree to the{" "}
      <a href={termsHref} target="_blank" rel="noreferrer">
        terms of use
      </a>
    </CheckField>
  );
}

/** A date (service booking's preferred date): today or later. */
export function DateField({ field, spec, required, min, max }: FieldProps & { min: string; max: string }) {
  return (
    <LabelledField field={field} spec={spec} required={required} wide={false}>
      <input
        key={field.key}
        type="date"
        id={field.id}
        name={field.name}
        className="lead-field__input"
        min={min}
        max={max}
        required={required}
        defaultValue={str(field.initialValue)}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={describedBy(field)}
      />
    </LabelledField>
  );
}

const DEFAULT_TIMES = Array.from({ length: 24 }, (_, i) => 7 * 60 + i * 30).map(
  (m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`,
);

/** Every time the location opens on some day, or 07:00 to 18:30 when it has no hours configured. */
export function timeChoices(hours: OpeningHourEntry[], date: string | null): string[] {
  if (hours.length === 0) return DEFAULT_TIMES;
  if (date && /^\d{4}-\d{2}-\d{2}$/.test(date)) return openingTimesOn(hours, date);
  const all = new Set<string>();
  for (let wd = 0; wd < 7; wd++) {
    // 2024-01-07 is a Sunday: +wd gives each weekday.
    for (const t of openingTimesOn(hours, `2024-01-${String(7 + wd).padStart(2, "0")}`)) all.add(t);
  }
  return [...all].sort();
}

/**
 * Test drive's optional preferred date and time (spec 01 §5): a date and a
 * time select offering the location's opening hours on that date (every
 * opening time before a date is chosen, and without JavaScript). The parts are
 * joined into dateTime (form-values.ts) before validation.
 */
export function DateTimeField({
  field,
  spec,
  required,
  hours,
  min,
  max,
  initial,
}: FieldProps & { hours: OpeningHourEntry[]; min: string; max: string; initial: { date: string; time: string } }) {
  const [date, setDate] = useState(initial.date);
  const times = timeChoices(hours, date || null);
  const hint = hours.length ? `Opening hours: ${weeklyHoursLine(hours)}` : undefined;
  const hintId = hint ? `${field.id}-hint` : undefined;
  return (
    <fieldset className="lead-field lead-field--wide lead-choices" aria-describedby={describedBy(field, hintId)}>
      <legend className="lead-field__label">
        {spec.label}
        <RequiredMark required={required} />
      </legend>
      {hint ? (
        <p className="lead-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="lead-datetime" key={field.key}>
        <div>
          <label className="lead-field__sublabel" htmlFor={`${field.id}-date`}>
            Date
          </label>
          <input
            type="date"
            id={`${field.id}-date`}
            name={DATE_PART_FIELD}
            className="lead-field__input"
            min={min}
            max={max}
            defaultValue={initial.date}
            onChange={(e) => setDate(e.currentTarget.value)}
            aria-invalid={field.errors?.length ? true : undefined}
            aria-describedby={describedBy(field)}
          />
        </div>
        <div>
          <label className="lead-field__sublabel" htmlFor={`${field.id}-time`}>
            Time
          </label>
          <select
            id={`${field.id}-time`}
            name={TIME_PART_FIELD}
            className="lead-field__input lead-field__select"
            defaultValue={initial.time}
            aria-invalid={field.errors?.length ? true : undefined}
            aria-describedby={describedBy(field)}
          >
            <option value="">{times.length ? "Choose a time" : "Closed on this day"}</option>
            {times.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

/**
 * The honeypot (CONVENTIONS.md §10): off screen, out of the tab order and
 * hidden from assistive technology; a person never fills it.
 */
export function HoneypotField({ formId }: { formId: string }) {
  return (
    <div className="lead-form__hp" aria-hidden="true">
      <label htmlFor={`${formId}-hp`}>Leave this field empty</label>
      <input type="text" id={`${formId}-hp`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
