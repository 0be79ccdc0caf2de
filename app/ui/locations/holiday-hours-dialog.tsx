import { useId } from "react";
import type { SpecialHoursRow } from "~/domain/locations/opening-hours";
import { DialogButton, ModalDialog } from "~/ui/primitives/native-dialog";

/**
 * The holiday hours dialog (spec 02 §2): the special and holiday hours of the
 * coming weeks, in a native modal dialog (ui/primitives/native-dialog.tsx):
 * it works before any script and costs the location page no script of its
 * own (Radix Dialog put 13 kB gzip into its first load).
 */
export function HolidayHoursDialog({ rows, locationName }: { rows: SpecialHoursRow[]; locationName: string }) {
  const id = `holiday-hours-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  if (rows.length === 0) return null;
  return (
    <>
      <DialogButton dialog={id} command="show-modal" className="button button--line holiday-hours__open">
        All holiday hours
      </DialogButton>
      <ModalDialog id={id} className="holiday-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-description`}>
        <div className="holiday-dialog__body">
          <h2 id={`${id}-title`} className="holiday-dialog__title">
            Holiday hours
          </h2>
          <p id={`${id}-description`} className="holiday-dialog__description">
            Special opening hours at {locationName} over the coming weeks.
          </p>
          <SpecialHoursList rows={rows} />
          <DialogButton dialog={id} command="close" className="holiday-dialog__close" aria-label="Close">
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </DialogButton>
        </div>
      </ModalDialog>
    </>
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
