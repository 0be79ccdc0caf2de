import { describe, expect, it } from "vitest";
import { BODY_TYPES } from "../model-range/body-types";
import {
  BODY_NOUNS,
  BODY_SELECTOR_LIMIT,
  bodyNoun,
  bodyOptions,
  customBodyOptions,
  findBodyOption,
  stockBodyOptions,
} from "./budget-bodies";

const stock = [
  { value: "Sedan", count: 4 },
  { value: "SUV", count: 9 },
  { value: "Hatch", count: 4 },
  { value: "Ute", count: 4 },
  { value: "Van", count: 1 },
  { value: "Coupe", count: 0 },
];

describe("the budget finder's body selector (spec 02 §9 'body selector limit 4 (20 when custom)')", () => {
  it("offers the stock's four bodies, most cars first, then by name descending (spec 02 §7 'count desc, name desc')", () => {
    expect(BODY_SELECTOR_LIMIT).toEqual({ default: 4, custom: 20 });
    expect(stockBodyOptions(stock, null).map((o) => o.key)).toEqual(["SUV", "Ute", "Sedan", "Hatch"]);
  });

  it("adds a chosen body beyond the four, in the stock's spelling; a body without stock is not offered", () => {
    expect(stockBodyOptions(stock, "van").map((o) => o.key)).toEqual(["SUV", "Ute", "Sedan", "Hatch", "Van"]);
    expect(stockBodyOptions(stock, "coupe").map((o) => o.key)).toHaveLength(4);
    expect(stockBodyOptions(stock, "SUV")).toHaveLength(4);
  });

  it("filters the listing by the stock's body value", () => {
    expect(stockBodyOptions(stock, null)[0]).toEqual({
      key: "SUV",
      label: "SUV",
      noun: { one: "SUV", many: "SUVs" },
      filters: { body: ["SUV"] },
    });
  });

  it("shows a dealer's own list in its order, at most 20; an electric car is a fuel, not a body shape", () => {
    const custom = customBodyOptions(["ute", "peopleMover", "ev"]);
    expect(custom.map((o) => [o.key, o.label, o.filters])).toEqual([
      ["ute", "Ute", { body: ["Ute"] }],
      ["people-mover", "People Mover", { body: ["People Mover"] }],
      ["ev", "Electric", { fuel: ["Electric"] }],
    ]);
    expect(customBodyOptions([...BODY_TYPES])).toHaveLength(20);
    expect(bodyOptions(["ute"], stock, null).map((o) => o.key)).toEqual(["ute"]);
    expect(bodyOptions(null, stock, null)).toHaveLength(4);
    expect(bodyOptions([], stock, null)).toHaveLength(4);
  });

  it("finds the chosen option by key or label, any case; an unknown body is none", () => {
    const custom = customBodyOptions(["peopleMover"]);
    expect(findBodyOption(custom, "people-mover")?.label).toBe("People Mover");
    expect(findBodyOption(custom, "People Mover")?.key).toBe("people-mover");
    expect(findBodyOption(custom, "bus")).toBeNull();
    expect(findBodyOption(custom, null)).toBeNull();
  });

  it("names each body's cars for 'No {car type}s found for this budget' (spec 02 §8)", () => {
    expect(Object.keys(BODY_NOUNS).sort()).toEqual([...BODY_TYPES].sort());
    expect([bodyNoun("SUV"), bodyNoun("ute"), bodyNoun("Bus"), bodyNoun("People Mover")].map((n) => n.many)).toEqual([
      "SUVs",
      "utes",
      "buses",
      "people movers",
    ]);
    // A body outside spec 02 §9's list: its own word as a plural, an acronym keeping its capitals.
    expect([bodyNoun("Roadster"), bodyNoun("MPV"), bodyNoun("Crossover")].map((n) => n.many)).toEqual([
      "roadsters",
      "MPVs",
      "crossovers",
    ]);
  });
});
