import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { classifyVideo } from "~/domain/vehicle/video";
import { VideoBlock } from "./video-block";

// Spec 01 §2 'video' from video_url or external_video_url (§3).
describe("VideoBlock", () => {
  it("plays a video file in place, loading nothing until asked", () => {
    const html = renderToString(
      <VideoBlock video={classifyVideo("https://cdn.example.com/walk.mp4")!} title="2021 Toyota RAV4" />,
    );
    expect(html).toContain('<video class="video__frame" controls="" preload="none"');
    expect(html).toContain('src="https://cdn.example.com/walk.mp4"');
  });

  it("shows a YouTube video as a play button first: no third-party frame on page load", () => {
    const html = renderToString(<VideoBlock video={classifyVideo("https://youtu.be/dQw4w9WgXcQ")!} title="2021 Toyota RAV4" />);
    expect(html).not.toContain("<iframe");
    expect(html).toContain("Play the video of the 2021 Toyota RAV4");
  });
});
