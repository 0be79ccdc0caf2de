import { z } from "zod";
import { WEEKDAY_NAMES, type OpeningHourEntry } from "../../locations/opening-hours";
import { isDateKey, localTime, weekdayOf } from "../../locations/time-zones";
import { MESSAGES } from "./fields";

/**
 * Preferred dates and times on the test drive (spec 01 §5 'optional dateTime')
 * and service booking forms. Dates are the dealership's wall-clock dates
 * (YYYY-MM-DD, and YYYY-MM-DDTHH:mm from a datetime-local input), compared as
 * such: no time zone is involved once the server has said what "today" is there.
 */

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;
/** How far ahead a preferred date may be: a booking a year out is a typo. */
export const PREFERRED_DATE_MAX_DAYS = 365;

function utcDay(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** The calendar date (YYYY-MM-DD) at an instant in a time zone: "today" at the dealership. */
export function localDate(at: Date, timeZone: string): string {
  return localTime(at, timeZone).date;
}

/** A real calendar date in YYYY-MM-DD (no 2025-02-30). */
export const isCalendarDate = isDateKey;

function dateWindowIssue(date: string, today: string): string | null {
  const days = utcDay(date) - utcDay(today);
  if (days < 0) return "Preferred date must be today or later.";
  if (days > PREFERRED_DATE_MAX_DAYS) return "Preferred date must be within the next 12 months.";
  return null;
}

function openEntries(hours: OpeningHourEntry[], weekday: number) {
  return hours.filter((h) => h.weekday === weekday && h.status === "Open" && h.open && h.close);
}

/** Why a time is outside the location's opening hours, or null when it is inside (or the location has no hours configured). */
export function openingHoursIssue(hours: OpeningHourEntry[], date: string, time: string): string | null {
  if (hours.length === 0) return null;
  const weekday = weekdayOf(date);
  const open = openEntries(hours, weekday);
  const day = WEEKDAY_NAMES[weekday];
  if (open.length === 0) return `Preferred date and time must be on a day the dealership is open; it is closed on ${day}s.`;
  if (open.some((h) => time >= h.open! && time < h.close!)) return null;
  const ranges = open.map((h) => `${h.open}–${h.close}`).join(", ");
  return `Preferred date and time must be within opening hours: ${day} ${ranges}.`;
}

/** The times (HH:MM, every stepMinutes) a shopper may pick on a date: what the test drive time select offers. */
export function openingTimesOn(hours: OpeningHourEntry[], date: string, stepMinutes = 30): string[] {
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const hhmm = (n: number) => `${String(Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}`;
  const out = new Set<number>();
  for (const h of openEntries(hours, weekdayOf(date))) {
    for (let t = minutes(h.open!); t < minutes(h.close!); t += stepMinutes) out.add(t);
  }
  return [...out].sort((a, b) => a - b).map(hhmm);
}

/** Service booking's preferred date: a calendar date from today on. */
export function preferredDateField(today: string) {
  return z
    .string({ error: MESSAGES.serviceDate })
    .trim()
    .refine(isCalendarDate, { message: MESSAGES.dateInvalid, abort: true })
    .superRefine((date, ctx) => {
      const issue = dateWindowIssue(date, today);
      if (issue) ctx.addIssue({ code: "custom", message: issue });
    });
}

/** Test drive's optional dateTime (spec 01 §5), within the location's opening hours when it has them. */
export function preferredDateTimeField(today: string, hours: OpeningHourEntry[]) {
  return z
    .string()
    .trim()
    .refine((s) => DATE_TIME.test(s) && isCalendarDate(s.slice(0, 10)), { message: MESSAGES.dateTimeInvalid, abort: true })
    .superRefine((s, ctx) => {
      const issue = dateWindowIssue(s.slice(0, 10), today) ?? openingHoursIssue(hours, s.slice(0, 10), s.slice(11));
      if (issue) ctx.addIssue({ code: "custom", message: issue });
    })
    .optional();
}
