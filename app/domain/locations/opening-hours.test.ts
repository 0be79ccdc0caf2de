import { describe, expect, it } from "vitest";
import {
  hoursOn,
  upcomingSpecialHours,
  weeklyHoursLine,
  weeklyHoursTable,
  type HoursSource,
  type OpeningHourEntry,
  type SpecialHours,
} from "./opening-hours";

const open = (weekday: number, o: string, c: string): OpeningHourEntry => ({ weekday, status: "Open", open: o, close: c });
const closed = (weekday: number): OpeningHourEntry => ({ weekday, status: "Closed" });
const weekdays = (o: string, c: string) => [1, 2, 3, 4, 5].map((d) => open(d, o, c));
const loc = (opening_hours: OpeningHourEntry[], extra: Partial<HoursSource> = {}): HoursSource => ({
  contact_detail: { opening_hours },
  ...extra,
});

describe("opening-hours table (spec 02 §4)", () => {
  // The form's hint is the location page's table on one line (spec 02 §4:
  // 'Weekdays 1 to 5 are grouped as Mon-Fri when identical; weekends shown
  // separately. A closed day shows Closed.'), no longer a 24-hour run of any days.
  it("words the hours hint as the spec's table", () => {
    expect(weeklyHoursLine([open(1, "08:30", "10:00"), open(6, "09:00", "10:00"), closed(0)])).toBe(
      "Monday 8:30 am – 10:00 am · Tuesday Closed · Wednesday Closed · Thursday Closed · Friday Closed · Saturday 9:00 am – 10:00 am · Sunday Closed",
    );
    expect(weeklyHoursLine([...weekdays("08:30", "17:30"), open(6, "09:00", "12:00")])).toBe(
      "Mon-Fri 8:30 am – 5:30 pm · Saturday 9:00 am – 12:00 pm · Sunday Closed",
    );
  });

  it("groups identical weekdays as 'Mon-Fri', then Saturday, then Sunday last", () => {
    const rows = weeklyHoursTable(loc([closed(0), ...weekdays("08:30", "17:30"), open(6, "08:30", "12:00")]));
    expect(rows.map((r) => [r.label, r.text])).toEqual([
      ["Mon-Fri", "8:30 am – 5:30 pm"],
      ["Saturday", "8:30 am – 12:00 pm"],
      ["Sunday", "Closed"],
    ]);
    expect(rows[0].weekdays).toEqual([1, 2, 3, 4, 5]);
    expect(rows[2].closed).toBe(true);
  });

  it("lists every day Monday to Sunday when the weekdays differ", () => {
    const rows = weeklyHoursTable(
      loc([open(0, "10:00", "16:00"), ...weekdays("08:30", "17:30").slice(0, 4), open(5, "08:30", "21:00")]),
    );
    expect(rows.map((r) => r.label)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
    expect(rows[4].text).toBe("8:30 am – 9:00 pm");
    expect(rows[6].text).toBe("10:00 am – 4:00 pm");
  });

  it("keeps weekends separate even when they match the weekdays", () => {
    const rows = weeklyHoursTable(loc([0, 1, 2, 3, 4, 5, 6].map((d) => open(d, "09:00", "17:00"))));
    expect(rows.map((r) => r.label)).toEqual(["Mon-Fri", "Saturday", "Sunday"]);
    expect(new Set(rows.map((r) => r.text))).toEqual(new Set(["9:00 am – 5:00 pm"]));
  });

  it("shows 'Closed' for a day with no entry, a Closed entry or unreadable times", () => {
    const rows = weeklyHoursTable(loc([...weekdays("09:00", "17:00").slice(1), open(6, "17:00", "09:00")]));
    expect(rows[0]).toMatchObject({ label: "Monday", text: "Closed", closed: true });
    expect(rows[5]).toMatchObject({ label: "Saturday", text: "Closed", closed: true });
  });

  it("shows split hours in time order", () => {
    const rows = weeklyHoursTable(loc([open(6, "13:00", "16:00"), open(6, "08:00", "12:00")]));
    expect(rows.find((r) => r.label === "Saturday")?.text).toBe("8:00 am – 12:00 pm, 1:00 pm – 4:00 pm");
  });

  it("falls back to the feed's formated_hours when open and close are missing", () => {
    const rows = weeklyHoursTable(loc([{ weekday: 6, status: "Open", formated_hours: "By appointment" }]));
    expect(rows.find((r) => r.label === "Saturday")).toMatchObject({ text: "By appointment", closed: false });
  });

  it("gives no table for a location without hours", () => {
    expect(weeklyHoursTable(loc([]))).toEqual([]);
  });

  it("links a closed service day to the external booking page: 'Enquire Now' (the named-site rule)", () => {
    const hours = [closed(0), ...weekdays("07:30", "17:00")];
    const url = "https://bookings.example.com.au/service";
    const service = weeklyHoursTable(loc(hours, { location_type: "service", service_booking_url: url }));
    expect(service.find((r) => r.label === "Sunday")?.enquire).toEqual({ label: "Enquire Now", href: url });
    expect(service.find((r) => r.label === "Saturday")?.enquire).toEqual({ label: "Enquire Now", href: url });
    expect(service[0].enquire).toBeNull();
    const both = weeklyHoursTable(loc(hours, { location_type: "service-and-parts", service_booking_url: url }));
    expect(both.at(-1)?.enquire?.href).toBe(url);
    // Only service locations, and only where the site configures the page.
    expect(weeklyHoursTable(loc(hours, { location_type: "sales", service_booking_url: url })).at(-1)?.enquire).toBeNull();
    expect(weeklyHoursTable(loc(hours, { location_type: "service" })).at(-1)?.enquire).toBeNull();
  });
});

describe("special and holiday hours by date (spec 02 §3 'Special hours')", () => {
  const goodFriday: SpecialHours = { date: "2026-04-03", status: "Closed", name: "Good Friday" };
  const easterSunday: SpecialHours = { date: "2026-04-05", status: "Open", hours: { begin: "10:00", end: "14:00" } };
  const easterMonday: SpecialHours = {
    date: "2026-04-06",
    status: "Open",
    start_hour: "09:00",
    end_hour: "13:00",
    name: "Easter Monday",
  };
  const site = loc([closed(0), ...weekdays("08:30", "17:30"), open(6, "08:30", "12:00")], {
    special_hours: [easterMonday, goodFriday, easterSunday, { date: "2025-12-25", status: "Closed", name: "Christmas Day" }],
  });

  it("override the weekly hours on their date only", () => {
    expect(hoursOn(site, "2026-04-03").intervals).toEqual([]);
    expect(hoursOn(site, "2026-04-03").special?.name).toBe("Good Friday");
    expect(hoursOn(site, "2026-04-05").intervals).toEqual([{ open: 600, close: 840 }]);
    expect(hoursOn(site, "2026-04-06").intervals).toEqual([{ open: 540, close: 780 }]);
    expect(hoursOn(site, "2026-04-10").intervals).toEqual([{ open: 510, close: 1050 }]);
  });

  it("list from today in date order for the holiday hours dialog", () => {
    expect(upcomingSpecialHours(site, "2026-04-01")).toEqual([
      { date: "2026-04-03", dateLabel: "Friday 3 April 2026", name: "Good Friday", text: "Closed", closed: true },
      { date: "2026-04-05", dateLabel: "Sunday 5 April 2026", name: null, text: "10:00 am – 2:00 pm", closed: false },
      { date: "2026-04-06", dateLabel: "Monday 6 April 2026", name: "Easter Monday", text: "9:00 am – 1:00 pm", closed: false },
    ]);
    expect(upcomingSpecialHours(site, "2026-04-04").map((r) => r.date)).toEqual(["2026-04-05", "2026-04-06"]);
    expect(upcomingSpecialHours(site, "2026-01-01", 30)).toEqual([]);
  });
});
