import { describe, expect, it } from "vitest";
import { faviconSvg, siteInitials } from "./favicon";

describe("site icon", () => {
  it("takes the first letters of the first two words", () => {
    expect(siteInitials("Coralview Kia")).toBe("CK");
    expect(siteInitials("Greywattle Motor Group")).toBe("GM");
    expect(siteInitials("ironbark")).toBe("I");
    expect(siteInitials("  & Sons Motors")).toBe("SM");
  });

  it("draws the initials on the primary colour in a legible ink", () => {
    const dark = faviconSvg("Coralview Kia", "#05141f");
    expect(dark).toContain('fill="#05141f"');
    expect(dark).toContain('fill="#ffffff">CK</text>');
    const light = faviconSvg("Sunny <Cars>", "#ffd400");
    expect(light).toContain('fill="#111827">SC</text>');
    expect(light).not.toContain("<Cars>");
  });
});
