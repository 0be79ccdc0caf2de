import { TZDate } from "@date-fns/tz";

/**
 * A location's own time zone, from its state (spec 02 §2 'Open now' status;
 * §9 'Default state is qld'). Australian states differ in offset and in
 * daylight saving: QLD, NT and WA keep one offset all year; NSW, ACT, VIC and
 * TAS move from +10:00 to +11:00, and SA from +9:30 to +10:30, between the
 * first Sunday of October and the first Sunday of April.
 */
export const STATE_TIME_ZONES = {
  QLD: "Australia/Brisbane",
  NSW: "Australia/Sydney",
  ACT: "Australia/Sydney",
  VIC: "Australia/Melbourne",
  TAS: "Australia/Hobart",
  SA: "Australia/Adelaide",
  NT: "Australia/Darwin",
  WA: "Australia/Perth",
} as const;

/** Every zone a location may be given explicitly (site config `time_zone`). */
export const AUSTRALIAN_TIME_ZONES = [
  "Australia/Brisbane",
  "Australia/Sydney",
  "Australia/Melbourne",
  "Australia/Hobart",
  "Australia/Adelaide",
  "Australia/Darwin",
  "Australia/Perth",
  "Australia/Broken_Hill",
] as const;

export const DEFAULT_STATE = "QLD";

export interface TimeZoneSource {
  address: { state?: string | null; postcode?: string | null };
  time_zone?: string | null;
}

/**
 * The zone of a location: its configured `time_zone`, else Broken Hill's own
 * zone for postcode 2880 (in NSW but on South Australian time), else its
 * state's zone; an unknown or missing state counts as QLD (spec 02 §9).
 */
export function timeZoneForLocation(loc: TimeZoneSource): string {
  if (loc.time_zone) return loc.time_zone;
  if (loc.address.postcode === "2880") return "Australia/Broken_Hill";
  return timeZoneForState(loc.address.state);
}

export function timeZoneForState(state: string | null | undefined): string {
  const key = (state ?? DEFAULT_STATE).trim().toUpperCase();
  return key in STATE_TIME_ZONES ? STATE_TIME_ZONES[key as keyof typeof STATE_TIME_ZONES] : STATE_TIME_ZONES[DEFAULT_STATE];
}

/** A calendar date as "YYYY-MM-DD" (the form of spec 02 §3 'Special hours' dates). */
export type DateKey = string;

/** The months as dates are written in words ('3 April 2026'): one list for leads, hours and campaigns. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export interface LocalTime {
  date: DateKey;
  /** 0 Sunday to 6 Saturday, as spec 02 §3 'Opening hour entry' counts weekdays. */
  weekday: number;
  /** Minutes since local midnight on the wall clock. */
  minutes: number;
}

/** The wall-clock date, weekday and time of an instant in a zone. */
export function localTime(instant: Date | number, zone: string): LocalTime {
  const t = new TZDate(typeof instant === "number" ? instant : instant.getTime(), zone);
  return {
    date: dateKey(t.getFullYear(), t.getMonth() + 1, t.getDate()),
    weekday: t.getDay(),
    minutes: t.getHours() * 60 + t.getMinutes(),
  };
}

/** The instant a wall-clock time happens on a date in a zone. */
export function instantOf(date: DateKey, minutes: number, zone: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return new TZDate(y, m - 1, d, Math.floor(minutes / 60), minutes % 60, zone).getTime();
}

export function dateKey(year: number, month: number, day: number): DateKey {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Calendar arithmetic on a date (no time zone involved). */
export function addDays(date: DateKey, days: number): DateKey {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return dateKey(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

export function weekdayOf(date: DateKey): number {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** True when the text is a real calendar date "YYYY-MM-DD". */
export function isDateKey(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && addDays(dateKey(y, mo, d), 0) === text;
}
