import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderWalkaroundVideo, vp8FrameOf, WalkaroundVideos, walkaroundVideoName, WALKAROUND_FRAMES } from "./walkaround-video";

describe("walkaround videos", () => {
  it("finds the VP8 key frame in a lossy WebP", async () => {
    const webp = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#c0392b" } })
      .webp({ quality: 80 })
      .toBuffer();
    const frame = vp8FrameOf(webp)!;
    // A VP8 key frame: bit 0 of the first byte clear, then the start code 9d 01 2a and the size.
    expect(frame[0] & 1).toBe(0);
    expect([...frame.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
    expect(frame.readUInt16LE(6) & 0x3fff).toBe(32);
    expect(vp8FrameOf(Buffer.from("not a webp at all"))).toBeNull();
  });

  it("makes a VP8 WebM of two laps of the car's drawing, at 640 × 428", async () => {
    const name = walkaroundVideoName("suv", "#1E3A34", "abc123");
    expect(name).toBe("walkaround-suv-1e3a34-abc123.webm");
    const video = (await renderWalkaroundVideo(name))!;
    expect([...video.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // EBML
    expect(video.includes(Buffer.from("webm"))).toBe(true);
    expect(video.includes(Buffer.from("V_VP8"))).toBe(true);
    // Every frame is a key frame, one per 1/12 s: two laps of the spin frames.
    let starts = 0;
    for (
      let i = video.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
      i >= 0;
      i = video.indexOf(Buffer.from([0x9d, 0x01, 0x2a]), i + 1)
    )
      starts++;
    expect(starts).toBe(WALKAROUND_FRAMES * 2);
    const first = video.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
    expect([video.readUInt16LE(first + 3) & 0x3fff, video.readUInt16LE(first + 5) & 0x3fff]).toEqual([640, 428]);
  }, 30_000);

  it("answers null for names it cannot draw, and serves made videos from disk", async () => {
    expect(await renderWalkaroundVideo("walkaround-spaceship-1e3a34-abc123.webm")).toBeNull();
    expect(await renderWalkaroundVideo("../../etc/passwd")).toBeNull();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "videos-"));
    // Small frames: this is about the cache, not the pictures (drawn at full size above).
    const videos = new WalkaroundVideos({ dir, maxBytes: 50 * 1024 * 1024, frame: { width: 96, height: 64 } });
    expect(await videos.get("walkaround-sedan-ffffff-..webm")).toBeNull();
    const name = walkaroundVideoName("hatch", "#2255aa", "s1");
    const [a, b] = await Promise.all([videos.get(name), videos.get(name)]);
    expect(a).not.toBeNull();
    expect(b).toBe(a);
    expect(fs.readFileSync(path.join(dir, name)).equals(a!)).toBe(true);
    const key = a!.indexOf(Buffer.from([0x9d, 0x01, 0x2a]));
    expect(a!.readUInt16LE(key + 3) & 0x3fff).toBe(96);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});
