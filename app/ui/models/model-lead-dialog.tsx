import { LeadDialog } from "../lead/lead-dialog";
import ModelLeadForm, { type ModelLeadFormProps } from "./model-lead-form";

/** A showroom enquiry in its dialog (Radix Dialog), loaded when a shopper first opens one; a fresh form each time. */
export default function ModelLeadDialog({
  opener,
  onClose,
  ...form
}: Omit<ModelLeadFormProps, "idPrefix"> & { opener: HTMLElement; onClose: () => void }) {
  return (
    <LeadDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={form.enquiry.title}
      description={form.enquiry.description}
      returnFocusTo={opener}
      testId="model-enquiry-dialog"
    >
      <ModelLeadForm {...form} key={form.enquiry.query} idPrefix="dialog" />
    </LeadDialog>
  );
}
