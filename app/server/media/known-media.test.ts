import { describe, expect, it } from "vitest";
import { KnownMedia } from "./known-media.server";

describe("KnownMedia", () => {
  it("collects the own-media paths named anywhere in stock and config, and nothing else", () => {
    const media = new KnownMedia()
      .addFrom({
        theme: { logo_url: "/demo-photos/logo-a-111111-222222.svg" },
        tiles: [{ image_url: "https://cdn.example/x.jpg" }],
      })
      .addFrom({
        images: [{ image: "/demo-photos/sedan-1f6feb-front-t1.svg", thumb: null }],
        spin_images: ["/demo-photos/spin-sedan-1f6feb-t1-36-0.svg"],
        video_url: "/demo-videos/walkaround-sedan-1f6feb-t1.webm",
        created_at: new Date(),
      });
    expect(media.size).toBe(4);
    expect(media.has("/demo-photos/spin-sedan-1f6feb-t1-36-0.svg")).toBe(true);
    expect(media.has("/demo-videos/walkaround-sedan-1f6feb-t1.webm")).toBe(true);
    expect(media.has("https://cdn.example/x.jpg")).toBe(false);
    expect(media.has("/demo-photos/sedan-1f6feb-front-t2.svg")).toBe(false);
  });
});
