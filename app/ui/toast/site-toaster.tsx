import { useEffect } from "react";
import * as sonner from "sonner";
import { toasterReady } from "./toast";

/** sonner's toaster, loaded with the first toast (see toast.tsx); one toast at a time (spec 02 §9 'Toast limit 1'). */
export default function SiteToaster() {
  useEffect(() => toasterReady(sonner), []);
  return (
    <sonner.Toaster
      position="bottom-center"
      visibleToasts={1}
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ className: "site-toast" }}
      offset={{ bottom: 96 }}
      mobileOffset={{ bottom: 128 }}
    />
  );
}
