import type { HoursRow } from "~/domain/locations/opening-hours";

/** The opening-hours table (spec 02 §4): Monday to Sunday, Mon-Fri grouped when identical, Closed days marked. */
export function HoursTable({ rows, caption, todayWeekday }: { rows: HoursRow[]; caption: string; todayWeekday?: number }) {
  if (rows.length === 0) return <p className="hours-empty">Call us for our opening hours.</p>;
  return (
    <table className="hours-table">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((r) => {
          const today = todayWeekday !== undefined && r.weekdays.includes(todayWeekday);
          return (
            <tr key={r.label} className={today ? "hours-table__today" : undefined}>
              <th scope="row">{r.label}</th>
              <td className={r.closed ? "hours-table__closed" : undefined}>
                {r.text}
                {r.enquire ? (
                  <>
                    {" "}
                    <a href={r.enquire.href}>{r.enquire.label}</a>
                  </>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
