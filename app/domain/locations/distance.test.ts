import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, formatDistance, haversineKm, nearestFirst, type LatLong } from "./distance";

const BRISBANE: LatLong = { lat: -27.4698, long: 153.0251 };
const SYDNEY: LatLong = { lat: -33.8688, long: 151.2093 };
const MELBOURNE: LatLong = { lat: -37.8136, long: 144.9631 };
const GOLD_COAST: LatLong = { lat: -28.0167, long: 153.4 };

describe("haversine distance (spec 02 §9 'Earth radius 6371 km')", () => {
  it("uses a 6371 km radius", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of the equator: pi/2 * 6371.
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 0, long: 90 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
    expect(haversineKm({ lat: 0, long: 0 }, { lat: 0, long: 180 })).toBeCloseTo(Math.PI * 6371, 6);
  });

  it("gives known city distances", () => {
    expect(haversineKm(BRISBANE, SYDNEY)).toBeCloseTo(732, 0);
    expect(haversineKm(SYDNEY, MELBOURNE)).toBeCloseTo(713, 0);
    expect(haversineKm(BRISBANE, BRISBANE)).toBe(0);
    expect(haversineKm(BRISBANE, SYDNEY)).toBeCloseTo(haversineKm(SYDNEY, BRISBANE), 9);
  });
});

describe("nearest locations first (issue 12 dealer locator)", () => {
  const sites = [
    { name: "Melbourne", at: MELBOURNE },
    { name: "Sydney", at: SYDNEY },
    { name: "Unmapped", at: null },
    { name: "Gold Coast", at: GOLD_COAST },
    { name: "Brisbane", at: BRISBANE },
  ];

  it("orders by distance and leaves out sites without a position", () => {
    const near = nearestFirst(BRISBANE, sites, (s) => s.at);
    expect(near.map((n) => n.item.name)).toEqual(["Brisbane", "Gold Coast", "Sydney", "Melbourne"]);
    expect(near[0].distanceKm).toBe(0);
    expect(near[1].distanceKm).toBeCloseTo(71.1, 0);
    expect(nearestFirst(MELBOURNE, sites, (s) => s.at, 2).map((n) => n.item.name)).toEqual(["Melbourne", "Sydney"]);
  });

  it("keeps the given order on equal distances", () => {
    const twins = [
      { name: "B", at: SYDNEY },
      { name: "A", at: SYDNEY },
    ];
    expect(nearestFirst(BRISBANE, twins, (s) => s.at).map((n) => n.item.name)).toEqual(["B", "A"]);
  });

  it("formats distances for people", () => {
    expect(formatDistance(0.85)).toBe("850 m");
    expect(formatDistance(3.44)).toBe("3.4 km");
    expect(formatDistance(12.4)).toBe("12 km");
    expect(formatDistance(1675.2)).toBe("1,675 km");
  });
});
