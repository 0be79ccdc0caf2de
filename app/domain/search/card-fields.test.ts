import { describe, expect, it } from "vitest";
import { storedVehicle } from "../../../tests/setup/stored-vehicle";
import { toCardVehicle, vehicleCard } from "./card-fields";

describe("a card's fields (spec 01 §3; spec 02 §2 'Search cards')", () => {
  it("names a vehicle without a name by year, make and model, what a search card shows", () => {
    const v = storedVehicle({ year: 2021, make: "Toyota", model: "Corolla", name: undefined });
    expect(vehicleCard({ ...v, name: null }).name).toBe("2021 Toyota Corolla");
    expect(vehicleCard({ ...v, name: "Corolla Ascent Sport" }).name).toBe("Corolla Ascent Sport");
  });

  it("keeps only the card's fields of a search hit", () => {
    const card = vehicleCard(storedVehicle());
    expect(Object.keys(toCardVehicle({ ...card, colour: "Red" } as typeof card))).toEqual(Object.keys(card));
  });
});
