import type { VideoFrameSize, WalkaroundVideos } from "../../demo/walkaround-video";
import type { QueueOwner, WorkQueue } from "./work-queue.server";
import { logger } from "./logger.server";

/**
 * The product's one door to the demo (demo/: three fictional dealers' stock,
 * their drawn photos and spin frames, walkaround videos and sample history
 * reports). Nothing in app/ or server/ imports demo/ but through a dynamic
 * import here, made when the demo is seeded or a demo photo, video or report
 * is first asked for: a production server whose database holds no demo
 * tenant loads none of the demo's code (issue 18 item 1; eslint.config.js
 * refuses a static import, and tests/architecture/production-build.test.ts checks
 * that the built server's entry holds none of it).
 */

/** Says once per part that demo code is now loaded in this process: a production log without it ran none. */
function loaded<T>(part: string, load: () => Promise<T>): () => Promise<T> {
  let once: Promise<T> | undefined;
  return () =>
    (once ??= load().then((module) => {
      logger.info({ part }, "demo code loaded");
      return module;
    }));
}

/** The demo seed (demo/seed.ts): the three dealers and their stock, for an empty database. */
export const loadDemoSeed = loaded("seed", () => import("../../demo/seed"));

/** The demo's drawings (demo/photos.ts): vehicle photos, spin frames and dealer logos, by file name. */
export const loadDemoPhotos = loaded("photos", () => import("../../demo/photos"));

/** The demo's sample history reports (demo/history-report.ts). */
export const loadDemoHistoryReports = loaded("history reports", () => import("../../demo/history-report"));

const loadDemoVideos = loaded("videos", () => import("../../demo/walkaround-video"));

/** The demo cars' walkaround videos by name, made (and kept on disk) on first request. */
export interface DemoVideos {
  /** `owner`: whose turn the making takes in the shared rendering queue. */
  get(name: string, owner?: QueueOwner): Promise<Buffer | null>;
}

/** Walkaround videos kept under `dir`; the demo's video code is loaded by the first request for one. */
export function demoVideos(opts: { dir: string; maxBytes: number; queue?: WorkQueue; frame?: VideoFrameSize }): DemoVideos {
  let videos: Promise<WalkaroundVideos> | undefined;
  return {
    get: async (name, owner) => (await (videos ??= loadDemoVideos().then((m) => new m.WalkaroundVideos(opts)))).get(name, owner),
  };
}

export type { VideoFrameSize };
