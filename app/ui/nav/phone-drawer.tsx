import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { FrozenHtml } from "~/ui/layout/frozen-html";
import { DialogButton, ModalDialog } from "~/ui/primitives/native-dialog";

const DRAWER_ID = "site-drawer";

/**
 * The phone menu: a native modal <dialog> its heading names, opened and
 * closed by buttons that work before the page's script runs
 * (ui/primitives/native-dialog.tsx); the script closes it after a link is
 * followed. Dropdowns are <details>. The list of links is the same on every
 * page of the site: rendered once (DrawerList, ui/layout/frozen-html.tsx).
 */
export function PhoneDrawer({ account }: { account: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { key } = useLocation();
  // Closed after a link is followed, not when the script first runs: a drawer a shopper opened while the
  // page was still loading (the buttons work before hydration) stays open.
  const shownAt = useRef(key);
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    ref.current?.close();
  }, [key]);
  return (
    <>
      <DialogButton dialog={DRAWER_ID} command="show-modal" className="site-header__menu-button">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>Menu</span>
      </DialogButton>
      <ModalDialog id={DRAWER_ID} ref={ref} className="nav-drawer" aria-labelledby={`${DRAWER_ID}-title`}>
        <div className="nav-drawer__panel">
          <div className="nav-drawer__head">
            <h2 id={`${DRAWER_ID}-title`} className="nav-drawer__title">
              Menu
            </h2>
            <DialogButton dialog={DRAWER_ID} command="close" className="nav-drawer__close" aria-label="Close menu">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </DialogButton>
          </div>
          <FrozenHtml part="drawer" id={`${DRAWER_ID}-nav`} as="nav" aria-label="Menu" className="nav-drawer__nav" />
          {account}
        </div>
      </ModalDialog>
    </>
  );
}
