import type { SubmissionResult } from "@conform-to/react";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { VehicleLeadForms } from "~/domain/lead-form-post";
import { LeadDialog, DialogOpenerLink } from "../lead/lead-dialog";
import { LeadForm } from "../lead/lead-form";
import { slugOfVehicleForm, type VehicleLeadForm } from "../lead/form-values";

/**
 * The vehicle page's lead forms (spec 01 §2 'Dialogs: test drive booking,
 * enquiry ('Email Us'), request photos'; §5). Every opener is a link to
 * ?form={name}#{name}, where the page renders the form inline: that is what
 * happens without JavaScript. With it the link opens the form in a dialog.
 */

export const VEHICLE_FORM_TEXT: Record<
  VehicleLeadForm,
  { title: string; submit: string; description: (car: string) => string; button: string }
> = {
  vehicle_enquiry: {
    title: "Email Us",
    button: "Email Us",
    submit: "Send Enquiry",
    description: (car) => `Ask us anything about the ${car}. We'll get back to you shortly.`,
  },
  test_drive: {
    title: "Book a Test Drive",
    button: "Book a Test Drive",
    submit: "Book Test Drive",
    description: (car) => `Tell us when suits you to drive the ${car}, and we'll confirm your time.`,
  },
  request_photos: {
    title: "Request Photos",
    button: "Request Photos",
    submit: "Request Photos",
    description: (car) => `We'll send you more photos of the ${car}.`,
  },
};

export const VEHICLE_FORMS: readonly VehicleLeadForm[] = ["vehicle_enquiry", "test_drive", "request_photos"];

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

function formProps(lead: VehicleLeadForms, form: VehicleLeadForm) {
  const hidden: Record<string, string> = { car_id: String(lead.carId) };
  if (form === "request_photos") hidden.photo_request = lead.requestPhotosText;
  return {
    form,
    options: lead.options,
    openingHours: form === "test_drive" ? lead.openingHours : undefined,
    hidden,
    defaultValue: { message: lead.messages[form] || undefined, opt_in: true },
    submitLabel: VEHICLE_FORM_TEXT[form].submit,
  };
}

/** Holds the page's three dialogs; the form in a dialog is made when it opens (a fresh submission id each time). */
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
  const [state, setState] = useState<{ form: VehicleLeadForm; opener: HTMLElement } | null>(null);
  const open = useCallback((form: VehicleLeadForm, opener: HTMLElement) => setState({ form, opener }), []);
  const ctx = useMemo<Ctx>(() => ({ open, hrefOf: (f) => leadFormHref(carPath, f) }), [open, carPath]);
  const form = state?.form;
  return (
    <LeadCtx.Provider value={ctx}>
      {children}
      {form ? (
        <LeadDialog
          open
          onOpenChange={(o) => {
            if (!o) setState(null);
          }}
          title={VEHICLE_FORM_TEXT[form].title}
          description={VEHICLE_FORM_TEXT[form].description(lead.carTitle)}
          returnFocusTo={state.opener}
          testId={`lead-dialog-${slugOfVehicleForm(form)}`}
        >
          <LeadForm
            {...formProps(lead, form)}
            key={form}
            idPrefix="dialog"
            action={`${carPath}?form=${slugOfVehicleForm(form)}`}
            siteSlug={siteSlug}
          />
        </LeadDialog>
      ) : null}
    </LeadCtx.Provider>
  );
}

/** A link that opens one of the vehicle forms. */
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
    <DialogOpenerLink
      href={ctx.hrefOf(form)}
      onOpen={(el) => ctx.open(form, el)}
      className={className}
      testId={`open-${slugOfVehicleForm(form)}`}
    >
      {children ?? VEHICLE_FORM_TEXT[form].button}
    </DialogOpenerLink>
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
 * POST renders again with its errors).
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
      <LeadForm
        {...formProps(lead, form)}
        idPrefix="inline"
        action={`${carPath}?form=${slug}`}
        siteSlug={siteSlug}
        submissionId={submissionId}
        lastResult={lastResult}
      />
    </section>
  );
}
