import { useId, useRef } from "react";
import type { SpecialHoursRow } from "~/domain/locations/opening-hours";
import { invokerCommand, supportsCommands } from "~/ui/primitives/invoker-commands";

/**
 * The holiday hours dialog (spec 02 §2): the special and holiday hours of the
 * coming weeks. A native modal <dialog> opened and closed by invoker commands:
 * it works before any script and costs the location page no script of its
 * own (Radix Dialog put 14 kB gzip into its first load). The browser keeps
 * focus inside, closes it on Escape and gives focus back to the button.
 */
export function HolidayHoursDialog({ rows, locationName }: { rows: SpecialHoursRow[]; locationName: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = `holiday-hours-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  if (rows.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="button button--line holiday-hours__open"
        aria-haspopup="dialog"
        aria-controls={id}
        {...invokerCommand(id, "show-modal")}
        onClick={() => {
          if (!supportsCommands()) ref.current?.showModal();
        }}
      >
        All holiday hours
      </button>
      <dialog
        id={id}
        ref={ref}
        className="holiday-dialog"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        closedby="any"
        onClick={(e) => {
          // A click on the backdrop (the dialog box itself, outside its content) closes it.
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
      >
        <div className="holiday-dialog__body">
          <h2 id={`${id}-title`} className="holiday-dialog__title">
            Holiday hours
          </h2>
          <p id={`${id}-description`} className="holiday-dialog__description">
            Special opening hours at {locationName} over the coming weeks.
          </p>
          <SpecialHoursList rows={rows} />
          <button
            type="button"
            className="holiday-dialog__close"
            aria-label="Close"
            {...invokerCommand(id, "close")}
            onClick={() => {
              if (!supportsCommands()) ref.current?.close();
            }}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      </dialog>
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
