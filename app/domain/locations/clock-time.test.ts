import { describe, expect, it } from "vitest";
import { formatClock, formatInterval, intervalOf, parseClock } from "./clock-time";

describe("times of day, the Australian way (spec 02 §4 opening hours)", () => {
  it("reads HH:MM from 00:00 to 24:00", () => {
    expect(parseClock("08:30")).toBe(510);
    expect(parseClock("00:00")).toBe(0);
    expect(parseClock("24:00")).toBe(1440);
    for (const bad of ["8:30", "24:30", "12:60", "25:00", "ab:cd", "08:30:00"]) expect(parseClock(bad)).toBeNull();
  });

  it("formats '8:30 am', noon as '12:00 pm' and midnight as '12:00 am'", () => {
    expect(formatClock(510)).toBe("8:30 am");
    expect(formatClock(17 * 60 + 30)).toBe("5:30 pm");
    expect(formatClock(12 * 60)).toBe("12:00 pm");
    expect(formatClock(0)).toBe("12:00 am");
    expect(formatClock(1440)).toBe("12:00 am");
    expect(formatClock(10 * 60)).toBe("10:00 am");
  });

  it("formats an interval as '8:30 am – 5:30 pm'", () => {
    expect(formatInterval({ open: 510, close: 1050 })).toBe("8:30 am – 5:30 pm");
  });

  it("refuses an interval whose close is not after its open", () => {
    expect(intervalOf("09:00", "17:00")).toEqual({ open: 540, close: 1020 });
    expect(intervalOf("17:00", "09:00")).toBeNull();
    expect(intervalOf("09:00", "09:00")).toBeNull();
    expect(intervalOf("09:00", null)).toBeNull();
  });
});
