import { describe, expect, it } from "vitest";
import { classifyVideo, vehicleVideo } from "./video";

// Spec 01 §3 media: video_url, external_video_url.
describe("classifyVideo", () => {
  it("recognises YouTube links in their usual forms", () => {
    for (const u of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      expect(classifyVideo(u)).toMatchObject({
        kind: "youtube",
        id: "dQw4w9WgXcQ",
        embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0",
      });
    }
  });
  it("recognises Vimeo, video files and other links", () => {
    expect(classifyVideo("https://vimeo.com/76979871")).toMatchObject({ kind: "vimeo", id: "76979871" });
    expect(classifyVideo("https://cdn.example.com/walkaround.mp4")).toEqual({
      kind: "file",
      url: "https://cdn.example.com/walkaround.mp4",
    });
    expect(classifyVideo("https://example.com/tour")).toEqual({ kind: "link", url: "https://example.com/tour" });
  });
  it("ignores empty, 'null' and non-web values", () => {
    for (const u of [null, "", "null", "javascript:alert(1)", "ftp://x"]) expect(classifyVideo(u)).toBeNull();
  });
});

describe("vehicleVideo", () => {
  it("prefers video_url, then external_video_url", () => {
    expect(vehicleVideo({ video_url: "https://x.test/a.mp4", external_video_url: "https://youtu.be/dQw4w9WgXcQ" })).toMatchObject(
      { kind: "file" },
    );
    expect(vehicleVideo({ video_url: null, external_video_url: "https://youtu.be/dQw4w9WgXcQ" })).toMatchObject({
      kind: "youtube",
    });
  });
});
