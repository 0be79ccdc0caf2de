import os from "node:os";
import path from "node:path";
import { demoVideos, type DemoVideos, type VideoFrameSize } from "../demo.server";
import { ImageRenderer } from "../images/render.server";
import { WorkQueue } from "../work-queue.server";

/**
 * The process's media makers, held by the platform (platform.server.ts) and
 * handed to routes through the request context: image renditions and the
 * demo's walkaround videos, each in its own size-bounded disk cache under
 * DATA_DIR, sharing one work queue so rendering never takes every core.
 */
export interface PlatformMedia {
  images: ImageRenderer;
  videos: DemoVideos;
}

/** Jobs beyond the running ones that may wait; more are refused with 503 (server/work-queue.server.ts). */
const MAX_WAITING = 64;

export function openMedia(opts: { dataDir: string; maxBytes: number; videoFrame?: VideoFrameSize }): PlatformMedia {
  const queue = new WorkQueue("rendering", Math.max(1, os.availableParallelism() - 1), MAX_WAITING);
  return {
    images: new ImageRenderer({ dir: path.join(opts.dataDir, "image-cache"), maxBytes: opts.maxBytes, queue }),
    videos: demoVideos({
      dir: path.join(opts.dataDir, "video-cache"),
      maxBytes: opts.maxBytes,
      queue,
      frame: opts.videoFrame,
    }),
  };
}
