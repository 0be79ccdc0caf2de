import { describe, expect, it } from "vitest";
import { STATE_TIME_ZONES, weekdayOf } from "../../locations/time-zones";
import { isCalendarDate, localDate, openingHoursIssue, openingTimesOn } from "./preferred-time";

// Spec 02 §3 'Opening hour entry': weekday 0 Sunday to 6 Saturday.
const hours = [
  { weekday: 1, status: "Open" as const, open: "08:30", close: "12:00" },
  { weekday: 1, status: "Open" as const, open: "13:00", close: "15:00" },
  { weekday: 6, status: "Open" as const, open: "09:00", close: "10:30" },
  { weekday: 0, status: "Closed" as const, open: null, close: null },
];

describe("preferred date and time within opening hours (issue 10 §1, spec 02 §3)", () => {
  it("knows calendar dates and weekdays", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2025-02-29")).toBe(false);
    expect(isCalendarDate("2025-3-1")).toBe(false);
    expect(weekdayOf("2025-03-16")).toBe(0); // a Sunday
    expect(weekdayOf("2025-03-22")).toBe(6);
  });

  it("offers the times of the day's open periods, every half hour", () => {
    expect(openingTimesOn(hours, "2025-03-22")).toEqual(["09:00", "09:30", "10:00"]);
    expect(openingTimesOn(hours, "2025-03-17")).toEqual([
      "08:30",
      "09:00",
      "09:30",
      "10:00",
      "10:30",
      "11:00",
      "11:30",
      "13:00",
      "13:30",
      "14:00",
      "14:30",
    ]);
    expect(openingTimesOn(hours, "2025-03-16")).toEqual([]);
    expect(openingTimesOn(hours, "2025-03-18")).toEqual([]); // Tuesday has no entry: not open
  });

  it("explains a time outside the hours, listing the day's periods", () => {
    expect(openingHoursIssue(hours, "2025-03-17", "12:30")).toBe(
      "Preferred date and time must be within opening hours: Monday 08:30–12:00, 13:00–15:00.",
    );
    expect(openingHoursIssue(hours, "2025-03-17", "13:00")).toBeNull();
    expect(openingHoursIssue(hours, "2025-03-18", "10:00")).toBe(
      "Preferred date and time must be on a day the dealership is open; it is closed on Tuesdays.",
    );
    expect(openingHoursIssue([], "2025-03-18", "03:00")).toBeNull();
  });
});

describe("today at the dealership", () => {
  it("is the local calendar date in the dealership's state", () => {
    const at = new Date("2025-03-12T14:30:00Z");
    expect(localDate(at, STATE_TIME_ZONES.NSW)).toBe("2025-03-13"); // 01:30 AEDT
    expect(localDate(at, STATE_TIME_ZONES.QLD)).toBe("2025-03-13"); // 00:30 AEST
    expect(localDate(at, STATE_TIME_ZONES.WA)).toBe("2025-03-12"); // 22:30 AWST
  });
});
