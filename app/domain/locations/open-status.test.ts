import { describe, expect, it } from "vitest";
import type { OpeningHourEntry, SpecialHours } from "./opening-hours";
import { openStatus, type OpenStatusSource } from "./open-status";

const at = (iso: string) => Date.parse(iso);
const open = (weekday: number, o: string, c: string): OpeningHourEntry => ({ weekday, status: "Open", open: o, close: c });
/** Mon-Fri 9:00-17:30, Saturday 9:00-17:00, Sunday 10:00-16:00. */
const WEEK = [open(0, "10:00", "16:00"), ...[1, 2, 3, 4, 5].map((d) => open(d, "09:00", "17:30")), open(6, "09:00", "17:00")];
const site = (state: string, opening_hours = WEEK, special_hours: SpecialHours[] = []): OpenStatusSource => ({
  address: { state },
  contact_detail: { opening_hours },
  special_hours,
});

describe("'Open now' in the location's own time zone (issue 12; spec 02 §2, §3)", () => {
  it("Queensland and NSW differ by an hour in summer, not in winter", () => {
    // Friday 16 January 2026, 8:45 am in Brisbane (+10), 9:45 am in Sydney (+11).
    const summer = at("2026-01-15T22:45:00Z");
    expect(openStatus(site("QLD"), summer)).toEqual({
      open: false,
      text: "Closed, opens 9:00 am today",
      opensAt: at("2026-01-15T23:00:00Z"),
      zone: "Australia/Brisbane",
    });
    expect(openStatus(site("NSW"), summer)).toEqual({
      open: true,
      text: "Open now, closes 5:30 pm",
      closesAt: at("2026-01-16T06:30:00Z"),
      zone: "Australia/Sydney",
    });
    // Friday 17 July 2026, 8:45 am in both.
    const winter = at("2026-07-16T22:45:00Z");
    expect(openStatus(site("QLD"), winter)?.open).toBe(false);
    expect(openStatus(site("NSW"), winter)?.open).toBe(false);
  });

  describe("daylight saving starts: Sunday 4 October 2026 (first Sunday of October)", () => {
    // 23:30 UTC on Saturday is 10:30 am Sunday on daylight time (+11), 9:30 am on standard time.
    for (const state of ["NSW", "VIC", "TAS", "ACT"]) {
      it(`${state}: 10:30 am on the clocks, so open`, () => {
        expect(openStatus(site(state), at("2026-10-03T23:30:00Z"))).toMatchObject({
          open: true,
          text: "Open now, closes 4:00 pm",
          closesAt: at("2026-10-04T05:00:00Z"),
        });
      });
    }
    it("the evening before, the next opening is 10:00 am daylight time", () => {
      expect(openStatus(site("NSW"), at("2026-10-03T08:00:00Z"))).toMatchObject({
        open: false,
        text: "Closed, opens 10:00 am tomorrow",
        opensAt: at("2026-10-03T23:00:00Z"),
      });
    });
    it("SA moves from +9:30 to +10:30: 10:15 am, open", () => {
      expect(openStatus(site("SA"), at("2026-10-03T23:45:00Z"))).toMatchObject({ open: true, text: "Open now, closes 4:00 pm" });
    });
    it("QLD, NT and WA do not move", () => {
      // 10:30 am Sunday in Brisbane is 00:30 UTC whatever the season.
      expect(openStatus(site("QLD"), at("2026-10-03T23:30:00Z"))).toMatchObject({ text: "Closed, opens 10:00 am today" });
      expect(openStatus(site("QLD"), at("2026-10-04T00:30:00Z"))?.open).toBe(true);
      expect(openStatus(site("NT"), at("2026-10-04T00:15:00Z"))).toMatchObject({ text: "Closed, opens 10:00 am today" });
      expect(openStatus(site("WA"), at("2026-10-04T01:45:00Z"))).toMatchObject({ text: "Closed, opens 10:00 am today" });
    });
  });

  describe("daylight saving ends: Sunday 5 April 2026 (first Sunday of April)", () => {
    // 23:30 UTC on Saturday is 9:30 am Sunday on standard time (+10), not 10:30.
    for (const state of ["NSW", "VIC", "TAS"]) {
      it(`${state}: 9:30 am on the clocks, so not yet open`, () => {
        expect(openStatus(site(state), at("2026-04-04T23:30:00Z"))).toMatchObject({
          open: false,
          text: "Closed, opens 10:00 am today",
          opensAt: at("2026-04-05T00:00:00Z"),
        });
      });
    }
    it("the Saturday before is still on daylight time", () => {
      // 23:30 UTC Friday = 10:30 am Saturday (+11).
      expect(openStatus(site("VIC"), at("2026-04-03T23:30:00Z"))).toMatchObject({ open: true, text: "Open now, closes 5:00 pm" });
    });
    it("SA goes back to +9:30: 9:45 am, opens at 00:30 UTC", () => {
      expect(openStatus(site("SA"), at("2026-04-05T00:15:00Z"))).toMatchObject({
        open: false,
        text: "Closed, opens 10:00 am today",
        opensAt: at("2026-04-05T00:30:00Z"),
      });
    });
  });

  describe("special and holiday hours", () => {
    const easter = site(
      "QLD",
      [open(1, "09:00", "17:30"), open(4, "09:00", "17:30"), open(5, "09:00", "17:30"), open(6, "08:00", "12:00")],
      [
        { date: "2026-04-03", status: "Closed", name: "Good Friday" },
        { date: "2026-04-06", status: "Open", hours: { begin: "10:00", end: "14:00" }, name: "Easter Monday" },
      ],
    );
    it("a closed public holiday is skipped when looking for the next opening", () => {
      // Thursday 2 April 2026, 6:00 pm in Brisbane: Good Friday closed, so Saturday.
      expect(openStatus(easter, at("2026-04-02T08:00:00Z"))).toMatchObject({
        open: false,
        text: "Closed, opens 8:00 am Saturday",
      });
      // 10:00 am Good Friday: the weekly hours would say open.
      expect(openStatus(easter, at("2026-04-03T00:00:00Z"))).toMatchObject({
        open: false,
        text: "Closed, opens 8:00 am tomorrow",
      });
    });
    it("holiday hours replace the day's usual hours", () => {
      // Easter Monday 9:30 am: usually open from 9:00, today from 10:00.
      expect(openStatus(easter, at("2026-04-05T23:30:00Z"))).toMatchObject({ text: "Closed, opens 10:00 am today" });
      expect(openStatus(easter, at("2026-04-06T03:00:00Z"))).toMatchObject({ text: "Open now, closes 2:00 pm" });
      // Sunday 5 April: the next opening is Easter Monday's 10:00, not the usual 9:00.
      expect(openStatus(easter, at("2026-04-05T02:00:00Z"))).toMatchObject({ text: "Closed, opens 10:00 am tomorrow" });
    });
  });

  it("names the weekday within a week and the date beyond it, up to 14 days ahead", () => {
    const weekly = site("QLD", [open(1, "08:30", "17:00")]);
    // Saturday 18 July 2026, noon.
    expect(openStatus(weekly, at("2026-07-18T02:00:00Z"))?.text).toBe("Closed, opens 8:30 am Monday");
    const closedWeek = site("QLD", [open(1, "08:30", "17:00")], [{ date: "2026-07-20", status: "Closed" }]);
    expect(openStatus(closedWeek, at("2026-07-18T02:00:00Z"))?.text).toBe("Closed, opens 8:30 am Monday 27 July");
    const shut = ["2026-07-20", "2026-07-27", "2026-08-03"].map((date): SpecialHours => ({ date, status: "Closed" }));
    expect(openStatus(site("QLD", [open(1, "08:30", "17:00")], shut), at("2026-07-18T02:00:00Z"))).toEqual({
      open: false,
      text: "Closed",
      opensAt: null,
      zone: "Australia/Brisbane",
    });
  });

  it("reopens after a lunch break the same day", () => {
    const split = site("QLD", [open(3, "08:00", "12:00"), open(3, "13:00", "17:00")]);
    // Wednesday 15 July 2026, 12:30 pm.
    expect(openStatus(split, at("2026-07-15T02:30:00Z"))?.text).toBe("Closed, opens 1:00 pm today");
    expect(openStatus(split, at("2026-07-15T01:59:00Z"))?.text).toBe("Open now, closes 12:00 pm");
  });

  it("says nothing without readable hours", () => {
    expect(openStatus(site("QLD", []), Date.now())).toBeNull();
    expect(openStatus(site("QLD", [{ weekday: 1, status: "Open", formated_hours: "By appointment" }]), Date.now())).toBeNull();
  });
});
