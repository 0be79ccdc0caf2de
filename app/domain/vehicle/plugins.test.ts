import { describe, expect, it } from "vitest";
import { demoConfig } from "../../../tests/setup/demo-configs";
import { hasPlugin, offersMarketPrice } from "./plugins";

// Spec 02 §3: "plugins[] (feature/name; Autogauge and Car Analysis control extra car-report features)".
describe("plugins", () => {
  it("shows the market-price gauge only for sites with the Autogauge plugin", () => {
    expect(offersMarketPrice(demoConfig("greywattle"))).toBe(true);
    expect(offersMarketPrice(demoConfig("coralview-kia"))).toBe(false);
    expect(offersMarketPrice(demoConfig("ironbark-ridge"))).toBe(false);
  });
  it("matches names without regard to case or spacing", () => {
    expect(hasPlugin({ plugins: [{ name: "auto gauge" }] }, "Autogauge")).toBe(true);
    expect(hasPlugin({ plugins: [{ name: "Car Analysis" }] }, "Autogauge")).toBe(false);
    expect(hasPlugin({}, "Autogauge")).toBe(false);
  });
});
