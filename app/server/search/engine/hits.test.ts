import { describe, expect, it } from "vitest";
import { toSearchDoc } from "../document.server";
import type { SearchHit } from "../types.server";
import { tenantConfig } from "../../../../tests/setup/builders";
import { storedVehicle } from "../../../../tests/setup/stored-vehicle";
import { HitColumn } from "./hits.server";

describe("HitColumn", () => {
  it("gives back every hit as it was given, key order included", () => {
    const config = tenantConfig();
    const images = (n: number) => Array.from({ length: n }, (_, k) => ({ image: `https://img.example.com/v/${n}/${k}.jpg` }));
    const hits = [
      storedVehicle({ stocknum: "A1", images: images(12) }, { id: 1 }),
      storedVehicle({ stocknum: "A2", images: [], tag: "Low Kms", badge: undefined }, { id: 2 }),
      storedVehicle({ stocknum: "A3", images: images(1), price: 0 }, { id: 3, status: "sold" }),
    ].map((v) => toSearchDoc(v, config).hit);
    const column = new HitColumn();
    hits.forEach((h, slot) => column.set(slot, h));
    hits.forEach((h, slot) => {
      expect(column.get(slot)).toStrictEqual(h);
      expect(JSON.stringify(column.get(slot))).toBe(JSON.stringify(h));
    });
  });

  it("keeps photos with other fields, and no photos, as they are", () => {
    const column = new HitColumn();
    const withThumbs = { id: 1, images: [{ image: "https://a.example/1.jpg", thumb: "https://a.example/1t.jpg" }] };
    const none = { id: 2, images: [] };
    const same = { id: 3, images: [{ image: "https://a.example/x.jpg" }, { image: "https://a.example/x.jpg" }] };
    column.set(0, withThumbs as unknown as SearchHit);
    column.set(1, none as unknown as SearchHit);
    column.set(2, same as unknown as SearchHit);
    expect(column.get(0)).toStrictEqual(withThumbs);
    expect(column.get(1)).toStrictEqual(none);
    expect(column.get(2)).toStrictEqual(same);
  });

  it("shares one frozen copy of a nested object, so one hit cannot change another's", () => {
    const column = new HitColumn();
    const at = { name: "Springwood", address: { suburb: "Springwood", state: "QLD" } };
    column.set(0, { id: 1, location: at } as unknown as SearchHit);
    column.set(1, { id: 2, location: { ...at } } as unknown as SearchHit);
    const first = column.get(0) as unknown as { location: typeof at };
    const second = column.get(1) as unknown as { location: typeof at };
    expect(first.location).toBe(second.location);
    expect(() => {
      first.location.name = "Elsewhere";
    }).toThrow(TypeError);
    expect(() => {
      first.location.address.state = "NSW";
    }).toThrow(TypeError);
    expect(second.location).toStrictEqual(at);
  });

  it("keeps a hit that JSON would change as the object itself", () => {
    const column = new HitColumn();
    const odd = { id: 1, price: Number.NaN, missing: undefined, at: new Date(0) } as unknown as SearchHit;
    column.set(0, odd);
    expect(column.get(0)).toBe(odd);
  });

  it("forgets a cleared slot and counts only what it holds", () => {
    const column = new HitColumn();
    column.set(0, { id: 1, name: "a".repeat(1000) } as unknown as SearchHit);
    const full = column.bytes();
    column.set(0, { id: 1, name: "b" } as unknown as SearchHit);
    expect(column.bytes()).toBeLessThan(full - 900);
    column.clear(0);
    expect(column.get(0)).toBeUndefined();
  });
});
