import { describe, expect, it } from "vitest";
import { canSave, COMPARE_LIMIT, isSaved, parseSaved, storageKey, toggleSaved, type FavouriteEntry } from "./favourites";

const entry = (id: number): FavouriteEntry => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: "Mazda",
  model: "CX-5",
  primary_image_url: null,
});

describe("favourites and compare (spec 01 §3 'Favourites stored locally per site', §4)", () => {
  it("keeps one list per site", () => {
    expect(storageKey("harbourside", "favourites")).not.toBe(storageKey("outback", "favourites"));
    expect(storageKey("harbourside", "favourites")).not.toBe(storageKey("harbourside", "compare"));
  });
  it("stores exactly id, name, slug, make, model, primary_image_url", () => {
    const extra = { ...entry(1), price: 5 } as FavouriteEntry;
    expect(Object.keys(toggleSaved([], extra).list[0]).sort()).toEqual([
      "id",
      "make",
      "model",
      "name",
      "primary_image_url",
      "slug",
    ]);
  });
  it("toggles, and refuses a car past the limit without dropping one the shopper chose", () => {
    const one = toggleSaved([], entry(1));
    expect(one.change).toBe("added");
    expect(isSaved(one.list, 1)).toBe(true);
    expect(toggleSaved(one.list, entry(1))).toEqual({ list: [], change: "removed" });
    let list: FavouriteEntry[] = [];
    for (let i = 1; i <= COMPARE_LIMIT; i++) list = toggleSaved(list, entry(i), COMPARE_LIMIT).list;
    expect(COMPARE_LIMIT).toBe(3);
    const fourth = toggleSaved(list, entry(4), COMPARE_LIMIT);
    expect(fourth.change).toBe("full");
    expect(fourth.list.map((e) => e.id)).toEqual([1, 2, 3]);
    // Removing one makes room again.
    const two = toggleSaved(list, entry(2), COMPARE_LIMIT).list;
    expect(toggleSaved(two, entry(4), COMPARE_LIMIT).list.map((e) => e.id)).toEqual([1, 3, 4]);
  });
  it("reads stored lists defensively", () => {
    expect(parseSaved(null)).toEqual([]);
    expect(parseSaved("not json")).toEqual([]);
    expect(parseSaved(JSON.stringify([entry(1), { id: "x" }, 5]))).toEqual([entry(1)]);
  });
  it("offers favourites only for in-stock cars; in one configuration only used cars with a price and images", () => {
    const car = { status: "in_stock", car_type: "new", price: 30_000, photos_count: 3, primary_image_url: "/a.jpg" };
    const loose = { favourites_used_priced_only: false };
    const strict = { favourites_used_priced_only: true };
    expect(canSave(car, loose)).toBe(true);
    expect(canSave({ ...car, status: "coming_soon" }, loose)).toBe(true);
    expect(canSave({ ...car, status: "sold" }, loose)).toBe(false);
    expect(canSave(car, strict)).toBe(false);
    expect(canSave({ ...car, car_type: "used" }, strict)).toBe(true);
    expect(canSave({ ...car, car_type: "used", price: 0 }, strict)).toBe(false);
    expect(canSave({ ...car, car_type: "used", photos_count: 0, primary_image_url: null }, strict)).toBe(false);
  });
});
