import { describe, expect, it } from "vitest";
import { isModelOf, makeModelValue, modelsForMakes, modelsOfMake, splitMakeModel } from "./make-model";

// Spec 01 §2: choosing a make reveals its models; the make_model facet ties a model to its make.
describe("make_model values", () => {
  const mm = ["Toyota RAV4", "toyota Corolla", "Land Rover Range Rover", "Land Rover Defender", "Mazda CX-5"];

  it("joins make and model with one space", () => {
    expect(makeModelValue(" Land Rover ", "Range Rover ")).toBe("Land Rover Range Rover");
  });

  it("finds a make's models in any case, makes with spaces included", () => {
    expect(modelsOfMake("Toyota", mm)).toEqual(["RAV4", "Corolla"]);
    expect(modelsOfMake("land rover", mm)).toEqual(["Range Rover", "Defender"]);
    expect(isModelOf("Mazda CX-5", "Maz")).toBe(false);
  });

  it("splits a value by the longest make in stock", () => {
    expect(splitMakeModel("Land Rover Defender", ["Land", "Land Rover"])).toEqual({ make: "Land Rover", model: "Defender" });
    expect(splitMakeModel("Kia Sportage", ["Toyota"])).toBeNull();
  });

  it("keeps only the models of the chosen makes", () => {
    expect(modelsForMakes(["RAV4", "CX-5"], ["Toyota"], mm)).toEqual(["RAV4"]);
    expect(modelsForMakes(["corolla"], ["TOYOTA"], mm)).toEqual(["corolla"]);
    expect(modelsForMakes(["RAV4"], [], mm)).toEqual([]);
  });
});
