import { describe, expect, it } from "vitest";
import { DEFAULT_QUALITY, IMAGE_QUALITIES, imageSrcSet, imageUrl, isOwnImageSource, parseImageRequest } from "./image-renditions";

describe("isOwnImageSource", () => {
  it("accepts this site's demo photos only (no open proxy)", () => {
    expect(isOwnImageSource("/demo-photos/sedan-1.svg")).toBe(true);
    for (const bad of [
      "https://evil.example/x.jpg",
      "//evil.example/x.jpg",
      "/demo-photos/../etc/passwd",
      "/demo-photos/a%2e%2e",
      "/other/x.jpg",
      "/demo-photos/",
      "/demo-photos/x.svg?y=1",
    ]) {
      expect(isOwnImageSource(bad)).toBe(false);
    }
  });
});

// Spec 02 §9: "Image quality default 75."
describe("parseImageRequest", () => {
  const parse = (q: string) => parseImageRequest(new URLSearchParams(q));
  it("defaults to 600 wide webp at quality 75", () => {
    expect(parse("src=/demo-photos/a.svg")).toEqual({
      ok: true,
      request: { src: "/demo-photos/a.svg", width: 600, format: "webp", quality: DEFAULT_QUALITY },
    });
    expect(DEFAULT_QUALITY).toBe(75);
  });
  it("refuses foreign sources, odd widths, formats and qualities", () => {
    expect(parse("src=https://x.test/a.jpg")).toMatchObject({ ok: false, status: 403 });
    expect(parse("src=/demo-photos/a.svg&w=601")).toMatchObject({ ok: false, status: 400 });
    expect(parse("src=/demo-photos/a.svg&fm=gif")).toMatchObject({ ok: false, status: 400 });
    expect(parse("src=/demo-photos/a.svg&q=100")).toMatchObject({ ok: false, status: 400 });
    // Issue 8: a fixed set of qualities, so a source has a bounded number of renditions.
    for (const q of ["40", "74", "76", "89", "75.0001", "abc", ""])
      expect(parse(`src=/demo-photos/a.svg&q=${q}`)).toMatchObject({
        ok: false,
        status: 400,
        message: "q must be one of 60, 75, 90",
      });
    for (const q of IMAGE_QUALITIES) expect(parse(`src=/demo-photos/a.svg&q=${q}`)).toMatchObject({ ok: true });
    expect(parse("")).toMatchObject({ ok: false, status: 400 });
  });
});

describe("imageUrl and imageSrcSet", () => {
  it("routes own images through /images and leaves others alone", () => {
    expect(imageUrl("/demo-photos/a.svg", 600)).toBe("/images?src=%2Fdemo-photos%2Fa.svg&w=600&fm=webp");
    expect(imageUrl("https://cdn.example/a.jpg", 600)).toBe("https://cdn.example/a.jpg");
    expect(imageSrcSet("/demo-photos/a.svg", [320, 600])).toBe(
      "/images?src=%2Fdemo-photos%2Fa.svg&w=320&fm=webp 320w, /images?src=%2Fdemo-photos%2Fa.svg&w=600&fm=webp 600w",
    );
    expect(imageSrcSet("https://cdn.example/a.jpg")).toBeUndefined();
  });
});
