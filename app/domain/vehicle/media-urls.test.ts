import { describe, expect, it } from "vitest";
import { vehicleInputSchema } from "./vehicle";
import { VEHICLE_URL_MESSAGE, isVehicleUrl, withSafeAddresses } from "./media-urls";

describe("the feed's URL rule (issue 17 item 12)", () => {
  it("accepts https: addresses and paths on the site", () => {
    for (const ok of [
      "https://cdn.dealer.example/p/1.jpg",
      "https://cdn.dealer.example",
      "HTTPS://CDN.DEALER.EXAMPLE/x.jpg?w=800#top",
      "https://cdn.dealer.example:8443/a%20b.jpg",
      "/demo-photos/suv-2f6690-front-gw1001.svg",
      "/reports/ab.pdf",
    ])
      expect(isVehicleUrl(ok), ok).toBe(true);
  });

  it("refuses scripts, other schemes, http:, //host and anything with a space, backslash or control character", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz4=",
      "vbscript:x",
      "blob:https://a.example/1",
      "http://cdn.dealer.example/1.jpg",
      "ftp://cdn.dealer.example/1.jpg",
      "//evil.example/1.jpg",
      "/\\evil.example/1.jpg",
      "/",
      "photos/1.jpg",
      "https://",
      "https:///x.jpg",
      "https://user:pass@evil.example/1.jpg",
      "https://a.example/a b.jpg",
      "https://a.example/\u0000.jpg",
      "",
    ])
      expect(isVehicleUrl(bad), JSON.stringify(bad)).toBe(false);
  });
});

describe("vehicleInputSchema: every URL field follows the rule, and the error names the field", () => {
  const row = { year: 2021, make: "Toyota", model: "RAV4", stocknum: "GX123", car_type: "used" as const };
  const bad = "javascript:alert(document.domain)";
  const cases: [Record<string, unknown>, string][] = [
    [{ images: [{ image: bad }] }, "images.0.image"],
    [{ images: [{ image: "https://a.example/1.jpg" }, { image: "https://a.example/2.jpg", thumb: bad }] }, "images.1.thumb"],
    [{ primary_image_url: bad }, "primary_image_url"],
    [{ video_url: bad }, "video_url"],
    [{ external_video_url: "http://youtube.com/watch?v=abcdefghijk" }, "external_video_url"],
    [{ spin_images: ["/demo-photos/a.svg", "/demo-photos/b.svg", bad] }, "spin_images.2"],
    [{ spin_interior_image: "data:image/png;base64,AA" }, "spin_interior_image"],
    [{ file: bad }, "file"],
  ];
  it.each(cases)("%o is refused at %s", (fields, path) => {
    const parsed = vehicleInputSchema.safeParse({ ...row, ...fields });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => ({ path: i.path.join("."), message: i.message }))).toEqual([
      { path, message: VEHICLE_URL_MESSAGE },
    ]);
  });

  it("keeps good addresses (trimmed); an empty one or the word null is none", () => {
    const parsed = vehicleInputSchema.parse({
      ...row,
      images: [{ image: " https://a.example/1.jpg ", thumb: "" }],
      primary_image_url: "/demo-photos/a.svg",
      video_url: "null",
      external_video_url: "https://www.youtube.com/watch?v=abcdefghijk",
      spin_interior_image: "",
      file: " https://r.example/a.pdf ",
    });
    expect(parsed).toMatchObject({
      images: [{ image: "https://a.example/1.jpg", thumb: null }],
      primary_image_url: "/demo-photos/a.svg",
      video_url: null,
      external_video_url: "https://www.youtube.com/watch?v=abcdefghijk",
      spin_interior_image: null,
      file: "https://r.example/a.pdf",
    });
  });
});

describe("withSafeAddresses: a car stored before the rule", () => {
  it("leaves out every address that breaks it", () => {
    const stored = {
      images: [{ image: "javascript:alert(1)" }, { image: "https://a.example/1.jpg", thumb: "javascript:x" }],
      primary_image_url: "javascript:alert(1)",
      video_url: "//evil.example/v.mp4",
      external_video_url: "https://vimeo.com/123456789",
      spin_images: ["/demo-photos/a.svg", "data:image/png;base64,AA"],
      spin_interior_image: "http://a.example/i.jpg",
      file: "javascript:alert(1)",
      make: "Kia",
    };
    expect(withSafeAddresses(stored)).toEqual({
      images: [{ image: "https://a.example/1.jpg", thumb: null }],
      primary_image_url: null,
      video_url: null,
      external_video_url: "https://vimeo.com/123456789",
      spin_images: ["/demo-photos/a.svg"],
      spin_interior_image: null,
      file: null,
      make: "Kia",
    });
  });
});
