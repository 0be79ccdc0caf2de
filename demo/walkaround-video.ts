import sharp from "sharp";
import { ArrayBufferTarget, Muxer } from "webm-muxer";
import { DiskCache } from "~/server/disk-cache.server";
import type { QueueOwner, WorkQueue } from "~/server/work-queue.server";
import { renderDemoPhoto, spinFrameName } from "./photos";

/**
 * The demo's walkaround videos: /demo-videos/walkaround-{shape}-{rrggbb}-{seed}.webm
 * turns the car's own drawing once around, two laps, as a VP8 WebM that
 * every browser plays. Each frame is a lossy WebP from sharp, whose "VP8 "
 * chunk is a VP8 key frame, so the file needs no video encoder, only a muxer.
 */
const NAME = /^walkaround-([a-z0-9]+)-([0-9a-f]{6})-([a-z0-9]{1,16})\.webm$/;
export const WALKAROUND_FRAMES = 36;
const FPS = 12;
const LAPS = 2;
/** The frames' size: VP8 wants even sides; 3:2 as the photos. */
export const WALKAROUND_FRAME: VideoFrameSize = { width: 640, height: 428 };

export interface VideoFrameSize {
  width: number;
  height: number;
}

export function walkaroundVideoName(shape: string, colourHex: string, seed: string): string {
  return `walkaround-${shape}-${colourHex.replace("#", "").toLowerCase()}-${seed}.webm`;
}

/** The VP8 key frame inside a simple lossy WebP (RIFF "WEBP" with one "VP8 " chunk), or null for other layouts. */
export function vp8FrameOf(webp: Buffer): Buffer | null {
  if (webp.toString("ascii", 0, 4) !== "RIFF" || webp.toString("ascii", 8, 12) !== "WEBP") return null;
  for (let at = 12; at + 8 <= webp.length;) {
    const id = webp.toString("ascii", at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    if (id === "VP8 ") return webp.subarray(at + 8, at + 8 + size);
    at += 8 + size + (size % 2);
  }
  return null;
}

/** The video for a name, or null when the name is not a drawable walkaround. */
export async function renderWalkaroundVideo(
  name: string,
  { width, height }: VideoFrameSize = WALKAROUND_FRAME,
): Promise<Buffer | null> {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, shape, hex, seed] = m;
  const frames: Buffer[] = [];
  for (let i = 0; i < WALKAROUND_FRAMES; i++) {
    const svg = renderDemoPhoto(spinFrameName(shape as never, hex, seed, WALKAROUND_FRAMES, i));
    if (svg === null) return null;
    const webp = await sharp(Buffer.from(svg), { density: 144 })
      .resize(width, height, { fit: "cover" })
      .flatten({ background: "#ffffff" })
      .webp({ quality: 72, alphaQuality: 100, effort: 4 })
      .toBuffer();
    const frame = vp8FrameOf(webp);
    if (!frame) throw new Error(`sharp made a WebP without a plain VP8 chunk for ${name}`);
    frames.push(frame);
  }
  const muxer = new Muxer({
    target: new ArrayBufferTarget(),
    video: { codec: "V_VP8", width, height, frameRate: FPS },
  });
  for (let n = 0; n < WALKAROUND_FRAMES * LAPS; n++) {
    muxer.addVideoChunkRaw(frames[n % WALKAROUND_FRAMES], "key", Math.round((n * 1_000_000) / FPS));
  }
  muxer.finalize();
  return Buffer.from(muxer.target.buffer);
}

/**
 * Walkaround videos made once per name and kept under the cache directory.
 * Only for names the route has checked are the tenant's (media/known-media.server.ts):
 * a name that merely parses would still be drawn.
 */
export class WalkaroundVideos {
  private disk: DiskCache;

  constructor(private readonly opts: { dir: string; maxBytes: number; queue?: WorkQueue; frame?: VideoFrameSize }) {
    this.disk = new DiskCache(opts.dir, "demo video", opts.maxBytes);
  }

  get(name: string, owner?: QueueOwner): Promise<Buffer | null> {
    if (!NAME.test(name)) return Promise.resolve(null);
    const queue = this.opts.queue;
    const render = () => renderWalkaroundVideo(name, this.opts.frame);
    return this.disk.get(name, () => (queue ? queue.run(render, owner) : render()));
  }
}
