import { lazy, Suspense, useRef, useState } from "react";
import type { ListingState } from "~/domain/search/query-edits";
import type { ListingData } from "~/domain/search/listing-page-view";

const DrawerBody = lazy(() => import("./filter-drawer-body"));

/**
 * The phone's filters (spec 01 §2): a modal drawer (native <dialog>: focus
 * kept inside, Escape closes, the page behind inert). Its body loads on first
 * open, so the listing's first load carries none of it.
 */
export function FilterDrawer({
  data,
  chosen,
  onApply,
}: {
  data: ListingData;
  chosen: number;
  onApply: (s: ListingState) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const close = () => dialog.current?.close();
  return (
    <>
      <button
        type="button"
        className="button button--outline filter-drawer__open"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          // The page behind does not scroll while the drawer is open.
          document.documentElement.style.overflow = "hidden";
          dialog.current?.showModal();
        }}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M3 5h18v2H3zm3 6h12v2H6zm4 6h4v2h-4z" />
        </svg>
        Filters{chosen > 0 ? ` (${chosen})` : ""}
      </button>
      <dialog
        ref={dialog}
        className="filter-drawer"
        aria-labelledby="filter-drawer-title"
        onClose={() => {
          document.documentElement.style.overflow = "";
          setOpen(false);
        }}
        onClick={(e) => {
          // A click on the backdrop (the dialog element itself, outside its panel) closes it.
          if (e.target === e.currentTarget) close();
        }}
      >
        <div className="filter-drawer__head">
          <h2 id="filter-drawer-title" className="filter-drawer__title">
            Filters
          </h2>
          <button type="button" className="filter-drawer__close" aria-label="Close filters" onClick={close}>
            ×
          </button>
        </div>
        {open ? (
          <Suspense fallback={<p className="filter-drawer__loading">Loading filters…</p>}>
            <DrawerBody
              data={data}
              onApply={(s) => {
                close();
                onApply(s);
              }}
              onClear={close}
            />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
