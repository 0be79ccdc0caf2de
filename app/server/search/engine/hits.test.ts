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

  it("gives back photo lists whose addresses share beginnings and endings in any way", () => {
    const column = new HitColumn();
    const lists = [
      ["https://a.example/1.jpg", "https://a.example/12.jpg", "https://a.example/2.jpg"],
      ["a.jpg", "ab.jpg"],
      ["ab.jpg", "a.jpg"],
      ["x", "x", "x"],
      ["same.jpg"],
      ["https://cdn.example/p/1_800.jpg?v=2", "https://cdn.example/p/10_800.jpg?v=2", "https://cdn.example/p/_800.jpg?v=2"],
      ["aba", "aa"],
    ];
    lists.forEach((urls, slot) =>
      column.set(slot, { id: slot, images: urls.map((image) => ({ image })) } as unknown as SearchHit),
    );
    lists.forEach((urls, slot) => expect(column.get(slot)).toStrictEqual({ id: slot, images: urls.map((image) => ({ image })) }));
  });

  it("gives back values kept as the first photo, an instant or a prefix of the value before, and their look-alikes", () => {
    const column = new HitColumn();
    const photos = [{ image: "https://img.example/v/9/1.jpg" }, { image: "https://img.example/v/9/2.jpg" }];
    const hits = [
      {
        slug: "2020-kia-rio-s-abc123",
        path: "/cars/2020-kia-rio-s-abc123",
        primary: photos[0].image,
        images: photos,
        at: "2026-10-09T01:01:22.499Z",
      },
      // Not an instant JSON would give back (no such day), a suffix too short to count, no photo list to point at.
      {
        slug: "kia",
        path: "/cars/kia",
        primary: photos[0].image,
        images: [{ image: photos[0].image, alt: "x" }],
        at: "2026-02-30T00:00:00.000Z",
      },
      // The first photo's address twice in a row, then a value ending with it: only the first is a reference.
      { a: photos[0].image, b: photos[0].image, c: `x${photos[0].image}`, images: photos, at: "1970-01-01T00:00:00.000Z" },
    ];
    hits.forEach((h, slot) => column.set(slot, h as unknown as SearchHit));
    hits.forEach((h, slot) => {
      expect(column.get(slot)).toStrictEqual(h);
      expect(JSON.stringify(column.get(slot))).toBe(JSON.stringify(h));
    });
  });

  it("stops growing a key's dictionary when its values do not repeat", () => {
    const column = new HitColumn();
    for (let i = 0; i < 5000; i++)
      column.set(i, { id: i, stocknum: `STOCK-${100000 + i}`, make: ["Kia", "Ford"][i % 2] } as unknown as SearchHit);
    column.trim();
    // Inline, a stock number is its 12 characters and quotes; as dictionary entries it would cost some 80 bytes more each.
    expect(column.bytes()).toBeLessThan(5000 * 40);
    for (let i = 0; i < 5000; i += 97)
      expect(column.get(i)).toStrictEqual({ id: i, stocknum: `STOCK-${100000 + i}`, make: ["Kia", "Ford"][i % 2] });
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

  it("forgets a cleared slot, and trimming drops the bytes of replaced hits", () => {
    const column = new HitColumn();
    const long = (i: number) => `${i}-${"a".repeat(1000)}`;
    for (let i = 0; i < 300; i++) column.set(i, { id: i, name: long(i) } as unknown as SearchHit);
    const full = column.bytes();
    for (let i = 0; i < 300; i++) column.set(i, { id: i, name: `short ${i}` } as unknown as SearchHit);
    column.trim();
    // The first names stay in the key's dictionary until it closed; the rest of the old bytes are gone.
    expect(column.bytes()).toBeLessThan(full - 200 * 1000);
    for (let i = 0; i < 300; i++) expect(column.get(i)).toStrictEqual({ id: i, name: `short ${i}` });
    column.clear(0);
    expect(column.get(0)).toBeUndefined();
    expect(column.get(1)).toStrictEqual({ id: 1, name: "short 1" });
  });

  it("keeps repeated values once, and values of every kind of text exactly", () => {
    const column = new HitColumn();
    const makes = ["Toyota", "Škoda", "Citroën", "日産", "Emoji 🚗", 'Quote "x" \\ y'];
    for (let i = 0; i < 2000; i++)
      column.set(i, {
        id: i,
        make: makes[i % makes.length],
        stocknum: `S${i}`,
        tag: i % 3 ? null : "Low Kms",
      } as unknown as SearchHit);
    for (let i = 0; i < 2000; i++)
      expect(column.get(i)).toStrictEqual({
        id: i,
        make: makes[i % makes.length],
        stocknum: `S${i}`,
        tag: i % 3 ? null : "Low Kms",
      });
    // 2,000 stock numbers of ~5 characters and the makes: well under what 2,000 whole JSON hits would take.
    expect(column.bytes()).toBeLessThan(2000 * 40);
  });

  it("gives back the right hits after many are replaced, grown and compacted", () => {
    const column = new HitColumn();
    const expected = new Map<number, unknown>();
    let seed = 7;
    const rand = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let round = 0; round < 5000; round++) {
      const slot = rand(300);
      if (rand(5) === 0) {
        column.clear(slot);
        expected.delete(slot);
      } else {
        const hit = { id: slot, name: "x".repeat(rand(200)), round };
        column.set(slot, hit as unknown as SearchHit);
        expected.set(slot, hit);
      }
      if (round % 1000 === 999) column.trim();
    }
    for (let slot = 0; slot < 300; slot++) expect(column.get(slot)).toStrictEqual(expected.get(slot));
  });
});
