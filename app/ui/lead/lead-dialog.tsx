import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";

/**
 * A lead form's dialog (Radix Dialog: focus kept inside, Escape and the Close
 * button close it, the page behind inert, titled and described for assistive
 * technology). Focus goes back to the element that opened it: openers are
 * links that also work without JavaScript (dialog-opener-link.tsx), so the dialog
 * is controlled and told where to return.
 */
export function LeadDialog({
  open,
  onOpenChange,
  title,
  description,
  returnFocusTo,
  children,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** The opener, focused again when the dialog closes. */
  returnFocusTo?: HTMLElement | null;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="lead-dialog__overlay" />
        <Dialog.Content
          className="lead-dialog"
          data-testid={testId}
          onCloseAutoFocus={(e) => {
            if (returnFocusTo && returnFocusTo.isConnected) {
              e.preventDefault();
              returnFocusTo.focus();
            }
          }}
        >
          <div className="lead-dialog__head">
            <Dialog.Title className="lead-dialog__title">{title}</Dialog.Title>
            <Dialog.Close className="lead-dialog__close" aria-label="Close">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  d="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
                  fill="currentColor"
                />
              </svg>
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="lead-dialog__description">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          <div className="lead-dialog__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
