import { describe, expect, it } from "vitest";
import { isPromoLive, orderedPromos } from "./promo-cards";

const now = Date.parse("2025-06-20T00:00:00Z");

describe("campaign tiles share the promo rule (spec 02 §4)", () => {
  interface Tile {
    title: string;
    image_url: string;
    link: string;
    start?: string | null;
    expiry?: string | null;
    position?: number | null;
    car_types?: string[] | null;
  }
  const tile = (title: string, t: Partial<Tile> = {}): Tile => ({
    title,
    image_url: `/img/${title}.jpg`,
    link: "/special-offers",
    ...t,
  });
  const tiles = [
    tile("eofy", { start: "2025-06-01T00:00:00+10:00", expiry: "2025-06-30T23:59:59+10:00" }),
    tile("spring", { start: "2025-09-01T00:00:00+10:00" }),
    tile("winter", { expiry: "2025-06-19T23:59:59Z" }),
    tile("new-car-drive-away", { car_types: ["new"], position: 1 }),
    tile("used-warranty", { car_types: ["used"] }),
  ];

  it("shows a tile only between its start and expiry, for the site's car types, positioned first", () => {
    expect(orderedPromos(tiles, { now }).map((t) => t.title)).toEqual(["new-car-drive-away", "eofy", "used-warranty"]);
    expect(orderedPromos(tiles, { now, carTypes: ["used", "demo"] }).map((t) => t.title)).toEqual(["eofy", "used-warranty"]);
    expect(orderedPromos(tiles, { now: Date.parse("2025-09-02T00:00:00Z") }).map((t) => t.title)).toEqual([
      "new-car-drive-away",
      "spring",
      "used-warranty",
    ]);
  });

  it("treats the expiry instant as still live and the next millisecond as over", () => {
    const expiry = Date.parse("2025-06-30T23:59:59+10:00");
    expect(isPromoLive(tiles[0], expiry)).toBe(true);
    expect(isPromoLive(tiles[0], expiry + 1)).toBe(false);
  });
});
