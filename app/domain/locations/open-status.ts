import { formatClock } from "./clock-time";
import { formatDateLabel, hoursOn, WEEKDAY_NAMES, weeklyHoursOf, type HoursSource } from "./opening-hours";
import { addDays, instantOf, localTime, timeZoneForLocation, weekdayOf, type TimeZoneSource } from "./time-zones";

/**
 * The 'Open now' line of a location (issue 12, spec 02 §2 location details
 * and card), computed on the location's own wall clock so that a Queensland
 * site and a Sydney site differ by an hour in summer and daylight-saving
 * change days fall right; special and holiday hours of a date (spec 02 §3)
 * replace that weekday's hours.
 */

/** How far ahead the next opening is looked for. */
export const OPENING_LOOKAHEAD_DAYS = 14;

export type OpenStatus =
  | { open: true; text: string; closesAt: number; zone: string }
  | { open: false; text: string; opensAt: number | null; zone: string };

export type OpenStatusSource = HoursSource & TimeZoneSource;

/**
 * 'Open now, closes 5:30 pm'; 'Closed, opens 1:30 pm today', '… tomorrow',
 * '… Monday' (within the week), '… Monday 13 April' (the week after); 'Closed'
 * when nothing opens within 14 days. Null when the location has no hours at
 * all (nothing true can be said).
 */
export function openStatus(loc: OpenStatusSource, now: Date | number): OpenStatus | null {
  if (!readable(loc)) return null;
  const zone = timeZoneForLocation(loc);
  const here = localTime(now, zone);

  const current = hoursOn(loc, here.date).intervals.find((i) => i.open <= here.minutes && here.minutes < i.close);
  if (current) {
    return {
      open: true,
      text: `Open now, closes ${formatClock(current.close)}`,
      closesAt: instantOf(here.date, current.close, zone),
      zone,
    };
  }

  for (let offset = 0; offset <= OPENING_LOOKAHEAD_DAYS; offset++) {
    const date = addDays(here.date, offset);
    const next = hoursOn(loc, date).intervals.find((i) => offset > 0 || i.open > here.minutes);
    if (next) {
      return {
        open: false,
        text: `Closed, opens ${formatClock(next.open)} ${whenWord(offset, date)}`,
        opensAt: instantOf(date, next.open, zone),
        zone,
      };
    }
  }
  return { open: false, text: "Closed", opensAt: null, zone };
}

/** Hours known well enough to say open or closed: some entry, and no open day given only as free text. */
function readable(loc: OpenStatusSource): boolean {
  const entries = loc.contact_detail.opening_hours;
  if (entries.length === 0 && (loc.special_hours ?? []).length === 0) return false;
  return [0, 1, 2, 3, 4, 5, 6].every((d) => weeklyHoursOf(entries, d).text === null);
}

function whenWord(offset: number, date: string): string {
  if (offset === 0) return "today";
  if (offset === 1) return "tomorrow";
  if (offset < 7) return WEEKDAY_NAMES[weekdayOf(date)];
  return formatDateLabel(date, false);
}
