import { describe, expect, it } from "vitest";
import { SALES_COUNTER_REFRESH_MS, SALES_PER_DAY, SECONDS_PER_SALE, salesSoFarToday } from "./sales-counter";

// Brisbane is UTC+10 all year: its midnight is 14:00 UTC.
const brisbane = (isoLocal: string) => Date.parse(`${isoLocal}+10:00`);

describe("sales counter (spec 02 §9 '192 per day, one per 450 seconds, refresh every 150000 ms, Brisbane time zone')", () => {
  it("has the spec's constants, which agree with each other", () => {
    expect(SALES_PER_DAY).toBe(192);
    expect(SECONDS_PER_SALE).toBe(450);
    expect(SALES_PER_DAY * SECONDS_PER_SALE).toBe(24 * 60 * 60);
    expect(SALES_COUNTER_REFRESH_MS).toBe(150_000);
  });

  it("starts at 0 at Brisbane midnight and adds one every 450 seconds", () => {
    expect(salesSoFarToday(brisbane("2026-03-10T00:00:00"))).toBe(0);
    expect(salesSoFarToday(brisbane("2026-03-10T00:07:29"))).toBe(0);
    expect(salesSoFarToday(brisbane("2026-03-10T00:07:30"))).toBe(1);
    expect(salesSoFarToday(brisbane("2026-03-10T12:00:00"))).toBe(96);
    expect(salesSoFarToday(brisbane("2026-03-10T23:59:59"))).toBe(191);
    expect(salesSoFarToday(brisbane("2026-03-11T00:00:00"))).toBe(0);
    expect(salesSoFarToday(new Date(brisbane("2026-03-10T09:30:00")))).toBe(76);
  });

  it("follows Brisbane's day, not UTC's or Sydney's", () => {
    // 13:59 UTC is 11:59 pm in Brisbane; 14:00 UTC is the next Brisbane midnight.
    expect(salesSoFarToday(Date.parse("2026-01-15T13:59:00Z"))).toBe(191);
    expect(salesSoFarToday(Date.parse("2026-01-15T14:00:00Z"))).toBe(0);
    // 13:30 UTC in January is already 12:30 am in Sydney (+11) but 11:30 pm in Brisbane.
    expect(salesSoFarToday(Date.parse("2026-01-15T13:30:00Z"))).toBe(188);
  });

  it("goes up by one every third refresh (150 s is a third of 450 s)", () => {
    const t = brisbane("2026-03-10T08:00:00");
    const steps = Array.from({ length: 7 }, (_, i) => salesSoFarToday(t + i * SALES_COUNTER_REFRESH_MS));
    expect(steps).toEqual([64, 64, 64, 65, 65, 65, 66]);
  });
});
