import { useEffect, useState } from "react";
import type { HoursData } from "~/domain/locations/location-view";
import { openStatus } from "~/domain/locations/open-status";

/** Longest wait before the line is recomputed anyway (a sleeping laptop's timers run late). */
const MAX_WAIT_MS = 15 * 60_000;

/**
 * The 'Open now' / 'Closed, opens …' line, as the server computed it for the
 * first paint and recomputed in the browser after hydration with the same
 * rule (open-status.ts, in the location's own time zone), so a page served
 * from a cache says what is true now; it changes again when the location
 * opens or closes.
 */
export function useOpenStatus(hours: HoursData, server: { text: string | null; open: boolean }) {
  const [status, setStatus] = useState(server);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const update = () => {
      const s = openStatus(hours, Date.now());
      setStatus({ text: s?.text ?? null, open: s?.open ?? false });
      const next = s ? (s.open ? s.closesAt : s.opensAt) : null;
      const wait = next === null ? MAX_WAIT_MS : Math.min(MAX_WAIT_MS, Math.max(1000, next - Date.now() + 1000));
      timer = setTimeout(update, wait);
    };
    // A task of its own per line, not one for all of them right after hydration: a page of fifteen
    // location cards would otherwise compute every time zone in one long task while the page loads.
    timer = setTimeout(update, 0);
    return () => clearTimeout(timer);
  }, [hours]);
  return status;
}
