import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { ATTRIBUTION_FIELD } from "~/domain/leads/attribution";
import {
  ENQUIRY_STEPS,
  EVERY_FORM_DEFAULTS,
  ENQUIRY_STEP_SHOWN_FIELD,
  PREFERRED_DATE_MAX_DAYS,
  SUBMISSION_ID_FIELD,
  enquiryStepSchema,
  leadFormSchema,
  type LeadForm as LeadFormKind,
  type LeadFormOptions,
} from "~/domain/leads/form-schemas";
import type { OpeningHourEntry } from "~/domain/locations/opening-hours";
import { errorSummaryItems, fieldSpec, shownFields } from "./field-specs";
import {
  CheckboxField,
  CheckboxGroupField,
  CommentsField,
  DateField,
  DateTimeField,
  HoneypotField,
  RadioGroupField,
  SelectField,
  TermsField,
  TextField,
  controlId,
  type AnyField,
} from "./fields";
import { EnquiryStep, EnquiryStepButtons, useEnquirySteps } from "./enquiry-steps";
import { ErrorSummary, FormErrorAlert } from "./form-messages";
import { DATE_PART_FIELD, LEAD_FORM_FIELD, TIME_PART_FIELD, joinDateTimeParts, type LeadFormActionData } from "./form-values";
import { loadStoredDetails, prefillFor, stashPendingDetails } from "./stored-details";
import { newSubmissionId } from "./submission-id";
import { currentAttribution } from "../lead-attribution";

export interface LeadFormProps {
  /** Which form: picks its Zod schema (domain/leads/form-schemas.ts leadFormSchema). */
  form: LeadFormKind;
  /** The site's form options (domain/leads/lead-settings.ts leadFormOptions), as the loader sent them. */
  options: LeadFormOptions;
  /** The car's location's opening hours (test drive's preferred date and time). */
  openingHours?: OpeningHourEntry[];
  /** The opening hours of each choice of the form's location or dealership select: the preferred time follows the choice. */
  hoursByChoice?: Record<string, OpeningHourEntry[]>;
  /** Where the form posts: a route whose action calls leadFormPost (server/leads/form-post.server.ts). */
  action: string;
  /** Makes the form's id (and its fields' ids) unique on the page: "dialog", "inline", ... */
  idPrefix?: string;
  /** The submission id issued by the loader for a server-rendered form; a form rendered in the browser makes its own. */
  submissionId?: string;
  /** Extra hidden values (car_id, photo_request, ...). */
  hidden?: Record<string, string>;
  /** Starting values (spec 01 §3 'Form defaults': message; the general contact form's category), over EVERY_FORM_DEFAULTS (opt_in). */
  defaultValue?: Record<string, unknown>;
  /** The action's answer when the page was rendered by a POST (no JavaScript): errors and what was typed. */
  lastResult?: SubmissionResult<string[]> | null;
  /** The site, for the stored user details (spec 02 §3) kept per site. */
  siteSlug: string;
  submitLabel?: string;
  /** Shown above the fields (a car summary, say). */
  intro?: ReactNode;
  termsHref?: string;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A lead form rendered from its Zod schema with Conform. It posts to `action`
 * whether or not JavaScript runs: without it the browser posts and the page
 * comes back with errors or goes to /success; with it a fetcher posts, the
 * form stays where it is (in its dialog) with inline errors, the summary
 * 'Please fix the following errors:' and the destructive alert, and a success
 * goes to /success. The browser validates with the same schema first.
 * Every form carries the visitor's lead attribution (spec 01 §3 'Lead') the
 * same way: a hidden field filled as the form is sent.
 */
export function LeadForm(props: LeadFormProps) {
  const { form: kind, options, action, siteSlug, idPrefix = "lead", hidden = {}, openingHours, hoursByChoice } = props;
  const choiceField = options.contactSelect === "dealership" ? "dealership_slug" : "location_id";
  const [choice, setChoice] = useState(() => {
    const v = props.lastResult?.initialValue?.[choiceField] ?? props.defaultValue?.[choiceField];
    return typeof v === "string" ? v : "";
  });
  const hours = useMemo(() => hoursByChoice?.[choice] ?? openingHours ?? [], [hoursByChoice, choice, openingHours]);
  const schema = useMemo(() => leadFormSchema(kind, options, hours), [kind, options, hours]);
  const specs = useMemo(() => shownFields(schema, options), [schema, options]);
  const fetcher = useFetcher<LeadFormActionData>();
  const fetched = fetcher.data?.leadForm.form === kind ? fetcher.data.leadForm.reply : null;
  const lastResult = fetched ?? props.lastResult ?? null;
  const [submissionId] = useState(() => props.submissionId ?? newSubmissionId());
  const [attempted, setAttempted] = useState(Boolean(props.lastResult));
  const formId = `${idPrefix}-${kind}`;

  const [form, fields] = useForm<Record<string, unknown>>({
    id: formId,
    lastResult,
    defaultValue: {
      ...(EVERY_FORM_DEFAULTS as Record<string, unknown>),
      ...props.defaultValue,
      [SUBMISSION_ID_FIELD]: submissionId,
    },
    // Errors first show on submit (a message appearing on blur moves the button away from a click under way),
    // then clear as each field is corrected.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(joinDateTimeParts(formData), { schema }),
    onSubmit: (_event, { formData }) => stashPendingDetails(siteSlug, formData),
  });

  // Spec 02 §3: the details stored after the last lead fill the empty fields.
  useEffect(() => {
    const shown = new Set(specs.map((s) => s.name));
    const fill = prefillFor(loadStoredDetails(siteSlug), form.initialValue ?? {}, (f) => shown.has(f));
    for (const [name, value] of Object.entries(fill)) form.update({ name, value });
    // Once, when the form first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Spec 01 §4 multi-step enquiry, where the site switches it on: one step shown at a time.
  const multiStep = kind === "vehicle_enquiry" && options.multiStepEnquiry;
  const formRef = useRef<HTMLFormElement>(null);
  const { step, goToStep, inShownStep } = useEnquirySteps({
    enabled: multiStep,
    lastResult,
    errorNames: Object.keys(form.allErrors),
    formRef,
    checkStep: (values, current) => {
      if (parseWithZod(values, { schema: enquiryStepSchema(options, current) }).status === "success") return true;
      setAttempted(true);
      for (const name of ENQUIRY_STEPS[current]) form.validate({ name });
      return false;
    },
  });

  const labelOf = (name: string) => fieldSpec(name, options).label;
  const fieldIdOf = (name: string) => {
    const f = (fields as Record<string, AnyField>)[name];
    return f ? controlId(fieldSpec(name, options), f) : formId;
  };
  const summary = attempted
    ? errorSummaryItems(form.allErrors, specs.map((s) => s.name).filter(inShownStep), labelOf).filter((i) => i.name !== form.id)
    : [];
  const formErrors = form.errors;
  const busy = fetcher.state !== "idle";
  const initial = (form.initialValue ?? {}) as Record<string, unknown>;
  const today = options.today;
  const maxDate = addDays(today, PREFERRED_DATE_MAX_DAYS);

  const renderField = (spec: (typeof specs)[number]) => {
    const field = (fields as Record<string, AnyField>)[spec.name];
    const p = { field, spec, required: spec.required };
    switch (spec.control) {
      case "textarea":
        return <CommentsField key={spec.name} {...p} />;
      case "select":
        return <SelectField key={spec.name} {...p} />;
      case "radios":
        return <RadioGroupField key={spec.name} {...p} />;
      case "checkboxes":
        return <CheckboxGroupField key={spec.name} {...p} />;
      case "checkbox":
        return <CheckboxField key={spec.name} {...p} />;
      case "terms":
        return <TermsField key={spec.name} {...p} termsHref={props.termsHref} />;
      case "date":
        return <DateField key={spec.name} {...p} min={today} max={maxDate} />;
      case "date-time":
        return (
          <DateTimeField
            key={spec.name}
            {...p}
            hours={hours}
            min={today}
            max={maxDate}
            initial={{
              date: typeof initial[DATE_PART_FIELD] === "string" ? (initial[DATE_PART_FIELD] as string) : "",
              time: typeof initial[TIME_PART_FIELD] === "string" ? (initial[TIME_PART_FIELD] as string) : "",
            }}
          />
        );
      default:
        return <TextField key={spec.name} {...p} />;
    }
  };

  const formProps = getFormProps(form);
  return (
    <fetcher.Form
      {...formProps}
      ref={formRef}
      method="post"
      action={action}
      noValidate
      className="lead-form"
      aria-busy={busy || undefined}
      onChange={(e) => {
        const target = e.target as EventTarget;
        if (hoursByChoice && target instanceof HTMLSelectElement && target.name === choiceField) setChoice(target.value);
      }}
      onSubmit={(e) => {
        setAttempted(true);
        // The visitor's attribution as this very page view leaves it; without JavaScript the field stays
        // empty and the server reads its attribution cookie instead (server/leads/attribution-cookie.server.ts).
        const attribution = e.currentTarget.elements.namedItem(ATTRIBUTION_FIELD);
        if (attribution instanceof HTMLInputElement) attribution.value = JSON.stringify(currentAttribution());
        formProps.onSubmit(e);
      }}
      data-testid={`lead-form-${kind}`}
    >
      {props.intro}
      <FormErrorAlert id={form.errorId} messages={formErrors} />
      <ErrorSummary items={summary} fieldId={fieldIdOf} />
      <p className="lead-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <input type="hidden" name={LEAD_FORM_FIELD} value={kind} />
      <input
        type="hidden"
        name={SUBMISSION_ID_FIELD}
        key={fields[SUBMISSION_ID_FIELD]?.key}
        defaultValue={String(fields[SUBMISSION_ID_FIELD]?.initialValue ?? submissionId)}
      />
      <input type="hidden" name={ATTRIBUTION_FIELD} defaultValue="" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <HoneypotField formId={formId} />
      {multiStep ? (
        <>
          <input type="hidden" name={ENQUIRY_STEP_SHOWN_FIELD} value={String(step)} />
          {ENQUIRY_STEPS.map((stepFields, i) => (
            <EnquiryStep key={i} step={i} shown={i === step} idPrefix={formId}>
              {specs.filter((spec) => (stepFields as readonly string[]).includes(spec.name)).map(renderField)}
            </EnquiryStep>
          ))}
          <EnquiryStepButtons step={step} busy={busy} submitLabel={props.submitLabel ?? "Send"} onStep={goToStep} />
        </>
      ) : (
        <>
          <div className="lead-form__grid">{specs.map(renderField)}</div>
          <button type="submit" className="button lead-form__submit" disabled={busy}>
            {busy ? "Sending…" : (props.submitLabel ?? "Send")}
          </button>
        </>
      )}
    </fetcher.Form>
  );
}
