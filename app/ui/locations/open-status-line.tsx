import type { HoursData } from "~/domain/locations/location-view";
import { useOpenStatus } from "./use-open-status";

export function OpenStatusLine({ hours, text, open }: { hours: HoursData; text: string | null; open: boolean }) {
  const status = useOpenStatus(hours, { text, open });
  if (!status.text) return null;
  return (
    <p className={`open-status ${status.open ? "open-status--open" : "open-status--closed"}`} data-testid="open-status">
      <span className="open-status__dot" aria-hidden="true" />
      {status.text}
    </p>
  );
}
