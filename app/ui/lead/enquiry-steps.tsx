import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { joinDateTimeParts } from "~/domain/leads/form-post";
import {
  ENQUIRY_STEPS,
  ENQUIRY_STEP_FIELD,
  ENQUIRY_STEP_SHOWN_FIELD,
  ENQUIRY_STEP_TITLES,
  LAST_ENQUIRY_STEP,
  enquiryStepOf,
  enquiryStepToShow,
  parseEnquiryStep,
} from "~/domain/leads/form-schemas";

/**
 * The multi-step enquiry's parts (spec 01 §4; domain/leads/enquiry-steps.ts).
 * Every step is in the form and posted with it; the steps not shown are
 * hidden. The step buttons are submit buttons named ENQUIRY_STEP_FIELD, so
 * without JavaScript they post the form and the server answers with the step
 * to show; with it, onStep changes step in the browser.
 */

/**
 * The step shown: at first the one the server's reply names (a no-JavaScript
 * Next or Back, or a submission's errors), then the first with a field in
 * error whenever errors arrive; Next checks the step shown (checkStep) before
 * moving on, and the new step's first field takes the focus.
 */
export function useEnquirySteps({
  enabled,
  lastResult,
  errorNames,
  formRef,
  checkStep,
}: {
  enabled: boolean;
  lastResult: SubmissionResult<string[]> | null;
  errorNames: string[];
  formRef: RefObject<HTMLFormElement | null>;
  /** Validates one step's fields (and shows their errors); true when they pass. */
  checkStep: (values: FormData, step: number) => boolean;
}) {
  const [step, setStep] = useState(() =>
    enquiryStepToShow(
      Object.keys(lastResult?.error ?? {}),
      parseEnquiryStep((lastResult?.initialValue as Record<string, unknown> | null)?.[ENQUIRY_STEP_SHOWN_FIELD]) ?? 0,
    ),
  );
  const errors = errorNames.join(" ");
  useEffect(() => {
    if (enabled && errors) setStep((s) => enquiryStepToShow(errors.split(" "), s));
  }, [enabled, errors]);
  const moved = useRef(false);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    formRef.current?.querySelector<HTMLElement>(`[data-step="${step}"] :is(input, select, textarea):not([type=hidden])`)?.focus();
  }, [step, formRef]);
  const goToStep = (target: number) => {
    if (target > step && !checkStep(joinDateTimeParts(new FormData(formRef.current!)), step)) return;
    moved.current = true;
    setStep(target);
  };
  const inShownStep = (name: string) => !enabled || enquiryStepOf(name) === step;
  return { step, goToStep, inShownStep };
}

export function stepHeading(step: number): string {
  return `Step ${step + 1} of ${ENQUIRY_STEPS.length}: ${ENQUIRY_STEP_TITLES[step]}`;
}

export function EnquiryStep({
  step,
  shown,
  idPrefix,
  children,
}: {
  step: number;
  shown: boolean;
  idPrefix: string;
  children: ReactNode;
}) {
  const legendId = `${idPrefix}-step-${step}`;
  return (
    <fieldset className="lead-step" data-step={step} hidden={!shown} aria-labelledby={legendId}>
      <legend className="lead-step__legend" id={legendId}>
        {stepHeading(step)}
      </legend>
      <div className="lead-form__grid">{children}</div>
    </fieldset>
  );
}

/**
 * Next (or, on the last step, the form's own submit) first, so Enter in a
 * field moves on, as the first submit button of a form is the one Enter presses; then Back.
 */
export function EnquiryStepButtons({
  step,
  busy,
  submitLabel,
  onStep,
}: {
  step: number;
  busy: boolean;
  submitLabel: string;
  onStep: (target: number) => void;
}) {
  return (
    <div className="lead-step__buttons">
      {step < LAST_ENQUIRY_STEP ? (
        <button
          type="submit"
          name={ENQUIRY_STEP_FIELD}
          value={String(step + 1)}
          formNoValidate
          className="button lead-form__submit"
          onClick={(e) => {
            e.preventDefault();
            onStep(step + 1);
          }}
        >
          Next
        </button>
      ) : (
        <button type="submit" className="button lead-form__submit" disabled={busy}>
          {busy ? "Sending…" : submitLabel}
        </button>
      )}
      {step > 0 ? (
        <button
          type="submit"
          name={ENQUIRY_STEP_FIELD}
          value={String(step - 1)}
          formNoValidate
          className="button button--ghost lead-step__back"
          onClick={(e) => {
            e.preventDefault();
            onStep(step - 1);
          }}
        >
          Back
        </button>
      ) : null}
    </div>
  );
}
