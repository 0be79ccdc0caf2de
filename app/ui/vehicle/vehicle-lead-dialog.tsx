import { LeadDialog } from "../lead/lead-dialog";
import { slugOfVehicleForm } from "../lead/form-values";
import { VEHICLE_FORM_TEXT } from "./lead-form-text";
import VehicleLeadFormFields, { type VehicleLeadFormProps } from "./vehicle-lead-form";

/**
 * A vehicle lead form in its dialog (Radix Dialog). Loaded, with the form,
 * when a shopper first opens one (lead-forms.tsx VehicleLeadDialogs); the form
 * is made afresh each time it opens (a fresh submission id).
 */
export default function VehicleLeadDialog({
  opener,
  onClose,
  ...form
}: Omit<VehicleLeadFormProps, "idPrefix"> & { opener: HTMLElement; onClose: () => void }) {
  const text = VEHICLE_FORM_TEXT[form.form];
  return (
    <LeadDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={text.title}
      description={text.description(form.lead.carTitle)}
      returnFocusTo={opener}
      testId={`lead-dialog-${slugOfVehicleForm(form.form)}`}
    >
      <VehicleLeadFormFields {...form} key={form.form} idPrefix="dialog" />
    </LeadDialog>
  );
}
