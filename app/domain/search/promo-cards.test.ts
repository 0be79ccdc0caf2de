import { describe, expect, it } from "vitest";
import { isPromoLive, orderedPromos, placePromos, type PromoNode } from "./promo-cards";

const now = Date.parse("2025-06-20T00:00:00Z");
const promo = (title: string, p: Partial<PromoNode> = {}): PromoNode => ({
  title,
  link: "/x",
  display: true,
  strictDisplay: false,
  ...p,
});

describe("promo cards (spec 01 §2, §4; spec 02 §4)", () => {
  it("shows only between start and expiry", () => {
    expect(isPromoLive(promo("a", { start: "2025-06-01", expiry: "2025-07-01" }), now)).toBe(true);
    expect(isPromoLive(promo("a", { start: "2025-06-21" }), now)).toBe(false);
    expect(isPromoLive(promo("a", { expiry: new Date(now - 1) }), now)).toBe(false);
    expect(isPromoLive(promo("a"), now)).toBe(true);
    expect(isPromoLive(promo("a", { display: false }), now)).toBe(false);
    expect(isPromoLive(promo("a", { strictDisplay: true, start: "2025-06-01" }), now)).toBe(false);
    expect(isPromoLive(promo("a", { strictDisplay: true, start: "2025-06-01", expiry: "2025-07-01" }), now)).toBe(true);
  });

  it("puts positioned promos first, then the rest (optionally shuffled)", () => {
    const list = [promo("u1"), promo("p2", { position: 2 }), promo("u2"), promo("p1", { position: 1 }), promo("u3")];
    expect(orderedPromos(list, { now }).map((p) => p.title)).toEqual(["p1", "p2", "u1", "u2", "u3"]);
    const shuffled = orderedPromos(list, { now, shuffle: true, random: () => 0 }).map((p) => p.title);
    expect(shuffled.slice(0, 2)).toEqual(["p1", "p2"]);
    expect(shuffled.slice(2).sort()).toEqual(["u1", "u2", "u3"]);
    expect(shuffled.slice(2)).not.toEqual(["u1", "u2", "u3"]);
  });

  it("may be limited to car types (spec 02 §4)", () => {
    const list = [promo("new only", { car_types: ["new"] }), promo("any")];
    expect(orderedPromos(list, { now, carTypes: ["used"] }).map((p) => p.title)).toEqual(["any"]);
    expect(orderedPromos(list, { now, carTypes: ["new", "demo"] })).toHaveLength(2);
    expect(orderedPromos(list, { now })).toHaveLength(2);
  });

  it("places promos at the tenant's positions (8 and 17, or 9)", () => {
    const cars = Array.from({ length: 21 }, (_, i) => i);
    const [A, B, C] = [
      { title: "A", position: null },
      { title: "B", position: null },
      { title: "C", position: null },
    ];
    const grid = placePromos(cars, [A, B, C], [8, 17]);
    expect(grid).toHaveLength(23);
    expect(grid[7]).toEqual({ kind: "promo", promo: A });
    expect(grid[16]).toEqual({ kind: "promo", promo: B });
    expect(grid.filter((g) => g.kind === "promo")).toHaveLength(2);
    expect(placePromos(cars, [A], [9])[8]).toEqual({ kind: "promo", promo: A });
  });

  // Issue 9 reproduction 11: 'Electric and hybrid week' (position 17) sat at tile 8 when the position-8 promo was filtered out.
  it("puts a promo with a position at that tile, the rest at the tenant's free positions", () => {
    const cars = Array.from({ length: 21 }, (_, i) => i);
    const ev = { title: "EV week", position: 17 };
    const finance = { title: "Finance", position: null };
    const grid = placePromos(cars, [ev, finance], [8, 17]);
    expect(grid.findIndex((g) => g.kind === "promo" && g.promo === ev) + 1).toBe(17);
    expect(grid.findIndex((g) => g.kind === "promo" && g.promo === finance) + 1).toBe(8);
    // Alone, it still waits for tile 17; tile 8 stays a car.
    const alone = placePromos(cars, [ev], [8, 17]);
    expect(alone.findIndex((g) => g.kind === "promo") + 1).toBe(17);
    expect(alone.filter((g) => g.kind === "promo")).toHaveLength(1);
    // A position outside the tenant's list is honoured too; a second claim on a tile takes a free position.
    const other = { title: "Other", position: 3 };
    const twin = { title: "Twin", position: 3 };
    const both = placePromos(cars, [other, twin], [9]);
    expect(both[2]).toEqual({ kind: "promo", promo: other });
    expect(both[8]).toEqual({ kind: "promo", promo: twin });
  });

  it("leaves positions past a short page empty", () => {
    const [A, B] = [
      { title: "A", position: null },
      { title: "B", position: null },
    ];
    expect(placePromos([1, 2, 3], [A, B], [8, 17]).map((g) => g.kind)).toEqual(["vehicle", "vehicle", "vehicle"]);
    expect(placePromos([1, 2, 3, 4, 5, 6, 7], [A], [8]).at(-1)).toEqual({ kind: "promo", promo: A });
    expect(placePromos([], [A], [1])).toEqual([]);
  });
});
