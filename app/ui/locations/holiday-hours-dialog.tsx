import * as Dialog from "@radix-ui/react-dialog";
import type { SpecialHoursRow } from "~/domain/locations/opening-hours";

/** The holiday hours dialog (spec 02 §2): the special and holiday hours of the coming weeks. */
export function HolidayHoursDialog({ rows, locationName }: { rows: SpecialHoursRow[]; locationName: string }) {
  if (rows.length === 0) return null;
  return (
    <Dialog.Root>
      <Dialog.Trigger className="button button--line holiday-hours__open">All holiday hours</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="holiday-dialog-overlay" />
        <Dialog.Content className="holiday-dialog">
          <Dialog.Title className="holiday-dialog__title">Holiday hours</Dialog.Title>
          <Dialog.Description className="holiday-dialog__description">
            Special opening hours at {locationName} over the coming weeks.
          </Dialog.Description>
          <SpecialHoursList rows={rows} />
          <Dialog.Close className="holiday-dialog__close" aria-label="Close">
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function SpecialHoursList({ rows }: { rows: SpecialHoursRow[] }) {
  return (
    <ul className="special-hours">
      {rows.map((r) => (
        <li key={r.date}>
          <span className="special-hours__day">
            <strong>{r.name ?? r.dateLabel}</strong>
            {r.name ? <span className="special-hours__date">{r.dateLabel}</span> : null}
          </span>
          <span className={r.closed ? "special-hours__closed" : "special-hours__open"}>{r.text}</span>
        </li>
      ))}
    </ul>
  );
}
