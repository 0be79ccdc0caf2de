import { describe, expect, it } from "vitest";
import { countOf, headingNoun, itemNoun, listingItemTypes } from "./item-nouns";

// Spec 01 §1 'some tenants also trucks, motorcycles or caravans'; §3 item_type.
describe("item-type nouns", () => {
  it("names one kind by itself, several as vehicles, none as cars", () => {
    expect(itemNoun(["motorcycle"]).many).toBe("motorcycles");
    expect(itemNoun(["Caravan", "caravan"]).many).toBe("caravans");
    expect(itemNoun(["car", "motorcycle"]).many).toBe("vehicles");
    expect(itemNoun([]).many).toBe("cars");
    expect(headingNoun(itemNoun(["truck"]))).toBe("Trucks");
    expect(countOf(1, itemNoun(["caravan"]))).toBe("1 caravan");
    expect(countOf(1200, itemNoun(["car"]))).toBe("1,200 cars");
  });
  it("reads the types from the filter, else the results, else the whole stock", () => {
    const stock = [
      { value: "car", count: 4 },
      { value: "caravan", count: 2 },
    ];
    expect(listingItemTypes(["caravan"], stock, stock)).toEqual(["caravan"]);
    expect(
      listingItemTypes(
        undefined,
        [
          { value: "caravan", count: 2 },
          { value: "car", count: 0 },
        ],
        stock,
      ),
    ).toEqual(["caravan"]);
    expect(listingItemTypes([], [], stock)).toEqual(["car", "caravan"]);
  });
});
