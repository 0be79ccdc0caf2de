import { describe, expect, it } from "vitest";
import { addDays, instantOf, isDateKey, localTime, timeZoneForLocation, timeZoneForState, weekdayOf } from "./time-zones";

describe("a location's time zone (issue 12; spec 02 §9 'Default state is qld')", () => {
  it("maps each state to its zone, QLD by default", () => {
    expect(timeZoneForState("QLD")).toBe("Australia/Brisbane");
    expect(timeZoneForState("nsw")).toBe("Australia/Sydney");
    expect(timeZoneForState("ACT")).toBe("Australia/Sydney");
    expect(timeZoneForState("VIC")).toBe("Australia/Melbourne");
    expect(timeZoneForState("TAS")).toBe("Australia/Hobart");
    expect(timeZoneForState("SA")).toBe("Australia/Adelaide");
    expect(timeZoneForState("NT")).toBe("Australia/Darwin");
    expect(timeZoneForState("WA")).toBe("Australia/Perth");
    expect(timeZoneForState(undefined)).toBe("Australia/Brisbane");
    expect(timeZoneForState("XX")).toBe("Australia/Brisbane");
  });

  it("puts Broken Hill (NSW 2880) on its own zone and honours an explicit time_zone", () => {
    expect(timeZoneForLocation({ address: { state: "NSW", postcode: "2880" } })).toBe("Australia/Broken_Hill");
    expect(timeZoneForLocation({ address: { state: "NSW", postcode: "2000" } })).toBe("Australia/Sydney");
    expect(timeZoneForLocation({ address: { state: "NSW" }, time_zone: "Australia/Perth" })).toBe("Australia/Perth");
  });

  it("reads the wall clock in a zone, offsets and daylight saving included", () => {
    const summer = Date.parse("2026-01-15T22:45:00Z");
    expect(localTime(summer, "Australia/Brisbane")).toEqual({ date: "2026-01-16", weekday: 5, minutes: 8 * 60 + 45 });
    expect(localTime(summer, "Australia/Sydney").minutes).toBe(9 * 60 + 45);
    expect(localTime(summer, "Australia/Adelaide").minutes).toBe(9 * 60 + 15);
    expect(localTime(summer, "Australia/Darwin").minutes).toBe(8 * 60 + 15);
    expect(localTime(summer, "Australia/Perth").minutes).toBe(6 * 60 + 45);
    expect(instantOf("2026-10-04", 10 * 60, "Australia/Sydney")).toBe(Date.parse("2026-10-03T23:00:00Z"));
    expect(instantOf("2026-10-03", 10 * 60, "Australia/Sydney")).toBe(Date.parse("2026-10-03T00:00:00Z"));
  });

  it("does calendar arithmetic on dates", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(weekdayOf("2026-04-05")).toBe(0);
    expect(isDateKey("2026-02-29")).toBe(false);
    expect(isDateKey("2028-02-29")).toBe(true);
    expect(isDateKey("2026-4-5")).toBe(false);
  });
});
