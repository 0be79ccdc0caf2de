import type { HoursData } from "~/domain/locations/location-view";
import { useStaticPage } from "~/ui/page-script/page-mode";
import { OPEN_STATUS_HOURS_ATTRIBUTE } from "./open-status-watch";
import { useOpenStatus } from "./use-open-status";

export function OpenStatusLine({ hours, text, open }: { hours: HoursData; text: string | null; open: boolean }) {
  const status = useOpenStatus(hours, { text, open });
  // On a page React does not hydrate, the page script recomputes the line from the hours it carries.
  const staticPage = useStaticPage();
  if (!status.text) return null;
  return (
    <p
      className={`open-status ${status.open ? "open-status--open" : "open-status--closed"}`}
      data-testid="open-status"
      {...(staticPage ? { [OPEN_STATUS_HOURS_ATTRIBUTE]: JSON.stringify(hours) } : {})}
    >
      <span className="open-status__dot" aria-hidden="true" />
      {status.text}
    </p>
  );
}
