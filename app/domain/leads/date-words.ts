/**
 * Dates and times as a dealer reads them in a lead (issue 17 §3): "Wednesday
 * 2 December 2026 at 10:00 am", never "2026-12-02T10:00" or a UTC instant.
 * A preferred date and time is the dealership's own wall-clock time (the form
 * asked in its hours: preferred-time.ts), so it is written as given; an
 * instant (when the lead came, when consent was given) is written in the
 * location's time zone with the zone's abbreviation (AEST, ACDT, AWST, ...).
 */

import { formatDateLabel } from "../locations/opening-hours";
import { dateKey } from "../locations/time-zones";

function dateWords(y: number, m: number, d: number): string {
  return formatDateLabel(dateKey(y, m, d));
}

/** "10:00 am", "12:30 pm", "12:05 am". */
function timeWords(hours: number, minutes: number): string {
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${h12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

/** "2026-12-02" -> "Wednesday 2 December 2026"; anything else is returned as it is. */
export function dateInWords(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1 || d > 31) return date;
  return dateWords(y, mo, d);
}

/** "2026-12-02T10:00" -> "Wednesday 2 December 2026 at 10:00 am"; anything else is returned as it is. */
export function dateTimeInWords(dateTime: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(dateTime);
  if (!m) return dateTime;
  const date = dateInWords(m[1]);
  const [h, min] = [Number(m[2]), Number(m[3])];
  if (date === m[1] || h > 23 || min > 59) return dateTime;
  return `${date} at ${timeWords(h, min)}`;
}

/** An instant in a time zone: "Wednesday 2 December 2026 at 10:02 am AEST". */
export function instantInWords(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-AU", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      hourCycle: "h23",
      timeZoneName: "short",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const [y, mo, d, h, min] = [parts.year, parts.month, parts.day, parts.hour, parts.minute].map(Number);
  return `${dateWords(y, mo, d)} at ${timeWords(h % 24, min)} ${parts.timeZoneName}`;
}

/** A lead's answer as a dealer reads it: its preferred dates in words, the rest as given. */
export function answerInWords(key: string, value: string): string {
  if (key === "dateTime") return dateTimeInWords(value);
  if (key === "preferred_date") return dateInWords(value);
  return value;
}
