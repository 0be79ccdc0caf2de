import { formatInterval, intervalOf, type Interval } from "./clock-time";
import { addDays, MONTH_NAMES, weekdayOf, type DateKey } from "./time-zones";

/**
 * Opening hours of a location (spec 02 §3 'Opening hour entry' and 'Special
 * hours'; §4 'Opening hours list Monday to Sunday with Sunday last. Weekdays 1
 * to 5 are grouped as Mon-Fri when identical; weekends shown separately. A
 * closed day shows Closed. For the service location at one named site, a
 * closed day shows an Enquire Now link to an external service booking page.').
 */

export interface OpeningHourEntry {
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  status: "Open" | "Closed";
  open?: string | null;
  close?: string | null;
  /** The feed's own wording of the hours, shown only when open/close are missing. */
  formated_hours?: string | null;
}

export interface SpecialHours {
  date: DateKey;
  status: "Open" | "Closed";
  start_hour?: string | null;
  end_hour?: string | null;
  hours?: { begin: string; end: string } | null;
  /** What the day is, for the holiday hours dialog (e.g. 'Good Friday'). */
  name?: string | null;
}

export interface HoursSource {
  location_type?: string | null;
  contact_detail: { opening_hours: readonly OpeningHourEntry[] };
  special_hours?: readonly SpecialHours[] | null;
  /** The external service booking page a closed service day links to (§4 named-site rule). */
  service_booking_url?: string | null;
}

/** One day's hours: the open periods in time order (none = closed). */
export interface DayHours {
  intervals: Interval[];
  /** Display text when the entry gives only formated_hours (open-now cannot use it). */
  text: string | null;
  special: SpecialHours | null;
}

export const CLOSED_TEXT = "Closed";
export const MON_FRI_LABEL = "Mon-Fri";
export const ENQUIRE_NOW_LABEL = "Enquire Now";
export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
function sorted(intervals: Interval[]): Interval[] {
  return intervals.sort((a, b) => a.open - b.open);
}

/**
 * The regular hours of a weekday. Several Open entries for one weekday are
 * split hours (e.g. closed over lunch); an entry whose close is not after its
 * open cannot be read and counts as closed. A weekday with no entry is closed.
 */
export function weeklyHoursOf(entries: readonly OpeningHourEntry[], weekday: number): DayHours {
  const open = entries.filter((e) => e.weekday === weekday && e.status === "Open");
  const intervals = sorted(open.map((e) => intervalOf(e.open, e.close)).filter((i): i is Interval => i !== null));
  const text = intervals.length === 0 ? (open.find((e) => e.formated_hours?.trim())?.formated_hours?.trim() ?? null) : null;
  return { intervals, text, special: null };
}

export function specialIntervals(s: SpecialHours): Interval[] {
  if (s.status !== "Open") return [];
  const i = s.hours ? intervalOf(s.hours.begin, s.hours.end) : intervalOf(s.start_hour, s.end_hour);
  return i ? [i] : [];
}

/** Special hours of a date override its weekday's hours; a Closed special day is closed whatever the week says. */
export function hoursOn(loc: HoursSource, date: DateKey): DayHours {
  const specials = (loc.special_hours ?? []).filter((s) => s.date === date);
  if (specials.length > 0) {
    return {
      intervals: sorted(specials.flatMap(specialIntervals)),
      text: null,
      special: specials.find((s) => s.name?.trim()) ?? specials[0],
    };
  }
  return weeklyHoursOf(loc.contact_detail.opening_hours, weekdayOf(date));
}

export function isClosed(day: DayHours): boolean {
  return day.intervals.length === 0 && day.text === null;
}

/** 'Closed', '8:30 am – 5:30 pm', or split hours joined by a comma. */
export function dayHoursText(day: DayHours): string {
  if (day.intervals.length > 0) return day.intervals.map(formatInterval).join(", ");
  return day.text ?? CLOSED_TEXT;
}

export interface HoursRow {
  /** 'Mon-Fri' or a day name. */
  label: string;
  /** The weekdays the row covers (0 Sunday to 6 Saturday). */
  weekdays: number[];
  text: string;
  closed: boolean;
  /** The named-site rule: a closed service day links to the external booking page. */
  enquire: { label: typeof ENQUIRE_NOW_LABEL; href: string } | null;
}

const SERVICE_TYPES = new Set(["service", "service-and-parts"]);

/**
 * The weekly opening-hours table (§4): Monday to Sunday, Monday to Friday as
 * one 'Mon-Fri' row when all five are the same, Saturday and Sunday always on
 * their own rows. A location with no hours at all gets no table (empty list)
 * rather than a week of 'Closed'.
 */
export function weeklyHoursTable(loc: HoursSource): HoursRow[] {
  const entries = loc.contact_detail.opening_hours;
  if (entries.length === 0) return [];
  const bookingUrl = SERVICE_TYPES.has(loc.location_type ?? "") ? (loc.service_booking_url ?? null) : null;
  const row = (label: string, weekdays: number[]): HoursRow => {
    const day = weeklyHoursOf(entries, weekdays[0]);
    const closed = isClosed(day);
    return {
      label,
      weekdays,
      text: dayHoursText(day),
      closed,
      enquire: closed && bookingUrl ? { label: ENQUIRE_NOW_LABEL, href: bookingUrl } : null,
    };
  };
  const weekdayTexts = [1, 2, 3, 4, 5].map((d) => dayHoursText(weeklyHoursOf(entries, d)));
  const monFriSame = weekdayTexts.every((t) => t === weekdayTexts[0]);
  const weekdayRows = monFriSame ? [row(MON_FRI_LABEL, [1, 2, 3, 4, 5])] : [1, 2, 3, 4, 5].map((d) => row(WEEKDAY_NAMES[d], [d]));
  return [...weekdayRows, row(WEEKDAY_NAMES[6], [6]), row(WEEKDAY_NAMES[0], [0])];
}

/**
 * The weekly table on one line (the test drive form's hint): the same rows as
 * `weeklyHoursTable`, so the form and the location page group and word the
 * hours alike ('Mon-Fri 8:30 am – 5:30 pm · Saturday 9:00 am – 12:00 pm · Sunday Closed').
 */
export function weeklyHoursLine(entries: readonly OpeningHourEntry[]): string {
  return weeklyHoursTable({ contact_detail: { opening_hours: entries } })
    .map((r) => `${r.label} ${r.text}`)
    .join(" · ");
}

export interface SpecialHoursRow {
  date: DateKey;
  /** 'Friday 3 April 2026'. */
  dateLabel: string;
  name: string | null;
  text: string;
  closed: boolean;
}

/** 'Friday 3 April 2026'. */
export function formatDateLabel(date: DateKey, withYear = true): string {
  const [y, m, d] = date.split("-").map(Number);
  return `${WEEKDAY_NAMES[weekdayOf(date)]} ${d} ${MONTH_NAMES[m - 1]}${withYear ? ` ${y}` : ""}`;
}

/**
 * The holiday hours dialog (spec 02 §2): the special hours from `today` (the
 * location's own date) up to `days` ahead, in date order, one row per date.
 */
export function upcomingSpecialHours(loc: HoursSource, today: DateKey, days = 90): SpecialHoursRow[] {
  const last = addDays(today, days);
  const dates = [...new Set((loc.special_hours ?? []).map((s) => s.date))].filter((d) => d >= today && d <= last).sort();
  return dates.map((date) => {
    const day = hoursOn(loc, date);
    return {
      date,
      dateLabel: formatDateLabel(date),
      name: day.special?.name?.trim() || null,
      text: dayHoursText(day),
      closed: isClosed(day),
    };
  });
}
