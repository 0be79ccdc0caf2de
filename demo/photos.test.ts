import { describe, expect, it } from "vitest";
import {
  PHOTO_ANGLES,
  SHAPE_NAMES,
  logoName,
  photoName,
  renderDemoLogo,
  renderDemoPhoto,
  spinFrameName,
  spinHotspot,
} from "./photos";

const wellFormed = (svg: string | null) => {
  expect(svg).not.toBeNull();
  expect(svg!.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg!.endsWith("</svg>")).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
};

describe("renderDemoPhoto", () => {
  it.each(SHAPE_NAMES)("draws every angle of a %s as a small 3:2 SVG", (shape) => {
    for (const angle of PHOTO_ANGLES) {
      const svg = renderDemoPhoto(photoName(shape, "#1f4e8c", angle, "abc123"));
      wellFormed(svg);
      expect(svg).toContain('width="1200" height="800"');
      expect(svg!.length).toBeLessThan(24_000);
      // Photos carry no text.
      expect(svg).not.toContain("<text");
    }
  });

  it("is deterministic, and the seed and colour change the picture", () => {
    const a = renderDemoPhoto("suv-1f4e8c-front-abc123.svg");
    expect(renderDemoPhoto("suv-1f4e8c-front-abc123.svg")).toBe(a);
    expect(renderDemoPhoto("suv-a3141c-front-abc123.svg")).not.toBe(a);
    expect(renderDemoPhoto("suv-1f4e8c-side-abc123.svg")).not.toBe(a);
  });

  it("draws spin frames at one scale", () => {
    for (let i = 0; i < 36; i += 5) wellFormed(renderDemoPhoto(spinFrameName("ute", "#222222", "k9", 36, i)));
    expect(renderDemoPhoto("spin-ute-222222-k9-36-36.svg")).toBeNull();
    const h = spinHotspot("suv", 36, "headlight");
    expect(h.frame).toBeGreaterThanOrEqual(0);
    expect(h.x).toBeGreaterThan(0);
    expect(h.x).toBeLessThan(100);
  });

  it("draws logos with the dealer's initials", () => {
    const svg = renderDemoLogo("Greywattle Motor Group", "#1e3a34", "#d9a441");
    wellFormed(svg);
    expect(svg).toContain(">GMG<");
    expect(svg).toContain(">GREYWATTLE<");
    expect(renderDemoPhoto(logoName("Coralview Kia", "#0f3b57", "#f0714f"))).toContain(">CK<");
  });

  it.each([
    "",
    "suv.svg",
    "suv-1f4e8c-front-abc123",
    "suv-1f4e8c-front-abc123.png",
    "bus-1f4e8c-front-abc123.svg",
    "suv-1f4e8-front-abc123.svg",
    "suv-1f4e8c-top-abc123.svg",
    "suv-1f4e8c-front-ABC.svg",
    "../etc/passwd",
    "spin-suv-1f4e8c-abc-4-1.svg",
    "logo-1f4e8c-d9a441.svg",
  ])("returns null for the malformed name %j", (name) => {
    expect(renderDemoPhoto(name)).toBeNull();
  });
});
