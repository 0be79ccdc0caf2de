import { lazy, Suspense, useSyncExternalStore, type ReactNode } from "react";

/**
 * Site toasts (spec 02 §4 'Toasts: at most one is kept'; §9 'Toast limit 1').
 * sonner draws them; it is loaded with the first toast, so pages that never
 * show one carry none of its code. Every toast has the same id, so a new one
 * replaces the one showing rather than queueing behind it.
 */

export const TOAST_ID = "site-toast";

type Sonner = typeof import("sonner");
type Show = (sonner: Sonner) => void;

let wanted = false;
let sonner: Sonner | null = null;
const waiting: Show[] = [];
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast (replacing any other). */
export function notify(message: ReactNode, opts: { description?: ReactNode; duration?: number } = {}): void {
  const show: Show = (s) => s.toast(message, { id: TOAST_ID, ...opts });
  if (sonner) return show(sonner);
  waiting.push(show);
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
}

/** Removes the toast showing, if any (its link was followed). */
export function dismissToast(): void {
  sonner?.toast.dismiss(TOAST_ID);
}

/** Called by the toaster once it is mounted: shows what was asked for while it loaded. */
export function toasterReady(loaded: Sonner): void {
  sonner = loaded;
  for (const show of waiting.splice(0)) show(loaded);
}

const SiteToaster = lazy(() => import("./site-toaster"));

/** Where toasts appear; mounted once in the root layout, empty until the first toast. */
export function ToastHost() {
  const on = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return on ? (
    <Suspense fallback={null}>
      <SiteToaster />
    </Suspense>
  ) : null;
}
