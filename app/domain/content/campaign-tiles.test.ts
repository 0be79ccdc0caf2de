import { describe, expect, it } from "vitest";
import { dailyRandom, liveCampaignTiles } from "./campaign-tiles";
import { isPromoLive, orderedPromos } from "../search/promo-cards";

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

describe("liveCampaignTiles (issue 12 deliver 7: the home page's tiles by the listing's promo rule)", () => {
  const base = { image_url: "/demo-photos/x.svg", image_alt: "", link: "/special-offers", display: true, strictDisplay: false };
  const tiles = [
    { ...base, title: "a" },
    { ...base, title: "b" },
    { ...base, title: "c" },
    { ...base, title: "d" },
    { ...base, title: "first", position: 1 },
    { ...base, title: "used only", car_types: ["used" as const] },
    { ...base, title: "over", expiry: "2025-06-01T00:00:00+10:00" },
    { ...base, title: "hidden", display: false },
    { ...base, title: "strict, open-ended", strictDisplay: true, start: "2025-06-01T00:00:00+10:00" },
  ];

  it("keeps live tiles for the site's car types, positioned first, and drops the rest", () => {
    const out = liveCampaignTiles(tiles, { now, carTypes: ["new", "demo"], shuffle: false });
    expect(out.map((t) => t.title)).toEqual(["first", "a", "b", "c", "d"]);
    expect(out[0]).toEqual({ title: "first", link: "/special-offers", imageUrl: "/demo-photos/x.svg", imageAlt: "" });
    expect(liveCampaignTiles(tiles, { now, carTypes: ["used"], shuffle: false }).map((t) => t.title)).toContain("used only");
  });

  it("shuffles only the unpositioned ones, the same way all day and differently another day", () => {
    const day = (d: number) =>
      liveCampaignTiles(tiles, { now, carTypes: ["new"], shuffle: true, random: dailyRandom(now + d * 86_400_000) }).map(
        (t) => t.title,
      );
    expect(day(0)[0]).toBe("first");
    expect(new Set(day(0))).toEqual(new Set(["first", "a", "b", "c", "d"]));
    expect(day(0)).toEqual(
      liveCampaignTiles(tiles, { now, carTypes: ["new"], shuffle: true, random: dailyRandom(now + 3_600_000) }).map(
        (t) => t.title,
      ),
    );
    const orders = new Set([0, 1, 2, 3, 4, 5].map((d) => day(d).join()));
    expect(orders.size).toBeGreaterThan(1);
  });
});
