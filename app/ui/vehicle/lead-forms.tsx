import type { SubmissionResult } from "@conform-to/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { VehicleLeadForms } from "~/domain/leads/form-post";
import { slugOfVehicleForm, type VehicleLeadForm } from "../lead/form-values";
import { VEHICLE_FORM_TEXT } from "./lead-form-text";
import { preloadable } from "./preloadable";

/**
 * The vehicle page's lead forms (spec 01 §2 'Dialogs: test drive booking,
 * enquiry ('Email Us'), request photos'; §5). Every opener is a link to
 * ?form={name}#{name}, where the page renders the form inline: that is what
 * happens without JavaScript. With it the link opens the form in a dialog.
 *
 * The forms' code (Conform, the Zod schemas, the phone number rules, Radix
 * Dialog) is most of the page's script and few shoppers open a form, so it
 * comes in chunks of its own: the dialog's when a shopper points at, focuses
 * or touches an opener, the form's when the page shows it inline (the server
 * has it loaded before rendering, so the page's HTML carries the form).
 */

const formKit = preloadable(() => import("./vehicle-lead-form").then((m) => m.default));
const dialogKit = preloadable(() => import("./vehicle-lead-dialog").then((m) => m.default));

/** Loads the inline form's chunk: the route awaits it on the server so that a page with ?form= renders the form itself. */
export const preloadVehicleLeadForm = (): Promise<unknown> => formKit.preload();

interface Ctx {
  open: (form: VehicleLeadForm, opener: HTMLElement) => void;
  hrefOf: (form: VehicleLeadForm) => string;
}
const LeadCtx = createContext<Ctx | null>(null);

/** The href of a form's no-JavaScript page: this car's page with the form shown inline. */
export function leadFormHref(carPath: string, form: VehicleLeadForm): string {
  const slug = slugOfVehicleForm(form);
  return `${carPath}?form=${slug}#${slug}`;
}

function preloadDialog() {
  // A chunk that fails now is asked for again on the click, which handles the failure.
  dialogKit.preload().catch(() => undefined);
}

/** Holds the page's dialogs: one at a time, its code fetched on the first open. */
export function VehicleLeadDialogs({
  lead,
  carPath,
  siteSlug,
  children,
}: {
  lead: VehicleLeadForms;
  carPath: string;
  siteSlug: string;
  children: ReactNode;
}) {
  const [state, setState] = useState<{ form: VehicleLeadForm; opener: HTMLElement; ready: boolean } | null>(null);
  const open = useCallback(
    (form: VehicleLeadForm, opener: HTMLElement) => {
      const ready = dialogKit.isLoaded();
      setState({ form, opener, ready });
      if (ready) return;
      dialogKit.preload().then(
        () => setState((s) => (s && s.form === form && s.opener === opener ? { ...s, ready: true } : s)),
        // No dialog code (a dropped connection): the form's own page, which needs none.
        () => window.location.assign(leadFormHref(carPath, form)),
      );
    },
    [carPath],
  );
  const close = useCallback(() => setState(null), []);
  const ctx = useMemo<Ctx>(() => ({ open, hrefOf: (f) => leadFormHref(carPath, f) }), [open, carPath]);
  return (
    <LeadCtx.Provider value={ctx}>
      {children}
      {state?.ready ? (
        <dialogKit.Component
          lead={lead}
          form={state.form}
          action={`${carPath}?form=${slugOfVehicleForm(state.form)}`}
          siteSlug={siteSlug}
          opener={state.opener}
          onClose={close}
        />
      ) : state ? (
        <PendingDialog title={VEHICLE_FORM_TEXT[state.form].title} onCancel={close} />
      ) : null}
    </LeadCtx.Provider>
  );
}

/** What shows while a dialog's code arrives (the first open on a slow connection): the dialog's frame, saying so. */
function PendingDialog({ title, onCancel }: { title: string; onCancel: () => void }) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") onCancel();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onCancel]);
  return (
    <>
      <div className="lead-dialog__overlay" onClick={onCancel} />
      <div className="lead-dialog" data-testid="lead-dialog-pending">
        <div className="lead-dialog__head">
          <p className="lead-dialog__title">
            <strong>{title}</strong>
          </p>
        </div>
        <p className="lead-dialog__description" role="status">
          Loading the form…
        </p>
      </div>
    </>
  );
}

/**
 * A link that opens one of the vehicle forms: a dialog once JavaScript runs,
 * without it the car's page with the form inline. Pointing at it, focusing it
 * or touching it fetches the dialog's code, so that it is usually there by the click.
 */
export function VehicleLeadLink({
  form,
  className = "button",
  children,
}: {
  form: VehicleLeadForm;
  className?: string;
  children?: ReactNode;
}) {
  const ctx = useContext(LeadCtx);
  if (!ctx) throw new Error("VehicleLeadLink must be inside VehicleLeadDialogs");
  return (
    <a
      href={ctx.hrefOf(form)}
      className={className}
      aria-haspopup="dialog"
      data-testid={`open-${slugOfVehicleForm(form)}`}
      onPointerEnter={preloadDialog}
      onFocus={preloadDialog}
      onTouchStart={preloadDialog}
      onClick={(e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        ctx.open(form, e.currentTarget);
      }}
    >
      {children ?? VEHICLE_FORM_TEXT[form].button}
    </a>
  );
}

/** The sidebar's lead buttons (in-stock cars): Email Us, Book a Test Drive, Request Photos. */
export function VehicleLeadActions() {
  return (
    <div className="lead-actions" aria-label="Contact us about this car" role="group">
      <VehicleLeadLink form="vehicle_enquiry" className="button" />
      <VehicleLeadLink form="test_drive" className="button button--outline-brand" />
      <VehicleLeadLink form="request_photos" className="button button--outline-brand" />
    </div>
  );
}

/**
 * A form shown in the page (?form=enquiry#enquiry, or the page a no-JavaScript
 * POST renders again with its errors). The server renders it whole (the route
 * awaits preloadVehicleLeadForm); in the browser its script arrives after the
 * page's, and until then the server's form stays as it is, posting as a plain form.
 */
export function InlineLeadForm({
  lead,
  form,
  carPath,
  siteSlug,
  submissionId,
  lastResult,
}: {
  lead: VehicleLeadForms;
  form: VehicleLeadForm;
  carPath: string;
  siteSlug: string;
  submissionId?: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const slug = slugOfVehicleForm(form);
  const headingId = `${slug}-heading`;
  return (
    <section className="lead-inline" id={slug} aria-labelledby={headingId} data-testid={`lead-inline-${slug}`}>
      <div className="lead-inline__head">
        <h2 id={headingId}>{VEHICLE_FORM_TEXT[form].title}</h2>
        <a href={carPath}>Close</a>
      </div>
      <p className="lead-dialog__description lead-inline__description">{VEHICLE_FORM_TEXT[form].description(lead.carTitle)}</p>
      {/* No Suspense boundary here: React's server outlines a large finished boundary behind a script
          (so a browser without JavaScript would show the fallback). In the browser the page waits for the
          form's chunk instead: hydration keeps the server's HTML; a navigation keeps the last page until it comes. */}
      <formKit.Component
        lead={lead}
        form={form}
        idPrefix="inline"
        // The page a no-JavaScript POST comes back to opens at the form.
        action={`${carPath}?form=${slug}#${slug}`}
        siteSlug={siteSlug}
        submissionId={submissionId}
        lastResult={lastResult}
      />
    </section>
  );
}
