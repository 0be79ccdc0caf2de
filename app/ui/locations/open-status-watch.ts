import type { HoursData } from "~/domain/locations/location-view";
import { openStatus } from "~/domain/locations/open-status";

/** Longest wait before the line is recomputed anyway (a sleeping laptop's timers run late). */
const MAX_WAIT_MS = 15 * 60_000;

/** On a page React does not hydrate, the open-status line carries the hours it is computed from (OpenStatusLine). */
export const OPEN_STATUS_HOURS_ATTRIBUTE = "data-open-hours";

export interface OpenStatusText {
  text: string | null;
  open: boolean;
}

/**
 * Recomputes a location's 'Open now' / 'Closed, opens …' line in the browser
 * with the server's rule (open-status.ts, in the location's own time zone),
 * so a page served from a cache says what is true now, and again whenever
 * the location opens or closes. Returns the function that stops it.
 */
export function watchOpenStatus(hours: HoursData, onChange: (status: OpenStatusText) => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const update = () => {
    const s = openStatus(hours, Date.now());
    onChange({ text: s?.text ?? null, open: s?.open ?? false });
    const next = s ? (s.open ? s.closesAt : s.opensAt) : null;
    const wait = next === null ? MAX_WAIT_MS : Math.min(MAX_WAIT_MS, Math.max(1000, next - Date.now() + 1000));
    timer = setTimeout(update, wait);
  };
  // A task of its own per line, not one for all of them at once: a page of fifteen location cards would
  // otherwise compute every time zone in one long task while the page loads.
  timer = setTimeout(update, 0);
  return () => clearTimeout(timer);
}

/** The open-status lines of a page React does not hydrate (ui/page-script/static-page.ts), kept true as OpenStatusLine keeps them. */
export function enableOpenStatusLines(doc: Document = document): void {
  for (const line of doc.querySelectorAll<HTMLElement>(`[${OPEN_STATUS_HOURS_ATTRIBUTE}]`)) {
    let hours: HoursData;
    try {
      hours = JSON.parse(line.getAttribute(OPEN_STATUS_HOURS_ATTRIBUTE) ?? "") as HoursData;
    } catch {
      continue;
    }
    const text = line.lastChild;
    watchOpenStatus(hours, (status) => {
      line.hidden = !status.text;
      line.classList.toggle("open-status--open", status.open);
      line.classList.toggle("open-status--closed", !status.open);
      if (text && status.text) text.textContent = status.text;
    });
  }
}
