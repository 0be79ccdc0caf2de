import { createHash } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { CONTENT_TYPES, type ImageRequest } from "~/domain/vehicle/image-renditions";
import { DiskCache } from "../disk-cache.server";
import type { QueueOwner, WorkQueue } from "../work-queue.server";
import { loadOwnImage } from "./sources.server";

/**
 * Resizes and converts the platform's own images for GET /images, keeping
 * each rendition on disk under the cache directory (made once however many
 * ask at the same time) and the most used ones in memory.
 */

export interface Rendition {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** Bump to invalidate every cached rendition after a change to how they are made. */
const RENDER_VERSION = "1";
const MEMORY_BUDGET_BYTES = 48 * 1024 * 1024;

export interface ImageRendererOptions {
  /** Where renditions are kept, and how many bytes at most (least recently used evicted first). */
  dir: string;
  maxBytes: number;
  /** Runs the resizing, a few at a time (server/work-queue.server.ts); unbounded when absent. */
  queue?: WorkQueue;
  load?: (src: string) => Promise<Buffer | null>;
}

export class ImageRenderer {
  private memory = new Map<string, Rendition>();
  private memoryBytes = 0;
  private disk: DiskCache;
  private readonly load: (src: string) => Promise<Buffer | null>;
  private readonly queue: WorkQueue | undefined;

  constructor(opts: ImageRendererOptions) {
    this.disk = new DiskCache(opts.dir, "image rendition", opts.maxBytes);
    this.load = opts.load ?? loadOwnImage;
    this.queue = opts.queue;
  }

  /**
   * The rendition, from memory, disk or made now. `beforeMaking` runs only
   * when it has to be made (a route's per-client limit on renderings); what
   * it throws, render throws. `owner` is whose turn the making takes in the queue.
   */
  async render(req: ImageRequest, beforeMaking?: () => Promise<void>, owner?: QueueOwner): Promise<Rendition | null> {
    const key = renditionCacheKey(req);
    const hit = this.memory.get(key);
    if (hit) {
      // Map order is recency: re-insert on use.
      this.memory.delete(key);
      this.memory.set(key, hit);
      return hit;
    }
    const body = await this.disk.get(path.join(key.slice(0, 2), `${key}.${req.format}`), async () => {
      await beforeMaking?.();
      const source = await this.load(req.src);
      if (!source) return null;
      return this.queue ? this.queue.run(() => transform(source, req), owner) : transform(source, req);
    });
    if (!body) return null;
    const result = { body, contentType: CONTENT_TYPES[req.format], etag: `"${key}"` };
    this.remember(key, result);
    return result;
  }

  private remember(key: string, r: Rendition): void {
    if (this.memory.has(key)) return;
    this.memory.set(key, r);
    this.memoryBytes += r.body.length;
    for (const [k, v] of this.memory) {
      if (this.memoryBytes <= MEMORY_BUDGET_BYTES) break;
      this.memory.delete(k);
      this.memoryBytes -= v.body.length;
    }
  }
}

export function renditionCacheKey(req: ImageRequest): string {
  return createHash("sha256")
    .update(`${RENDER_VERSION}|${req.src}|${req.width}|${req.format}|${req.quality}`)
    .digest("hex")
    .slice(0, 40);
}

/** Vector sources are rasterised at the density that gives the asked width directly (no upscaling blur). */
async function transform(source: Buffer, req: ImageRequest): Promise<Buffer> {
  const meta = await sharp(source).metadata();
  const isVector = meta.format === "svg";
  const density = isVector && meta.width ? Math.min(600, Math.max(36, (72 * req.width) / meta.width)) : undefined;
  let img = sharp(source, density ? { density } : {}).resize({ width: req.width, withoutEnlargement: !isVector });
  if (req.format === "webp") img = img.webp({ quality: req.quality, effort: 4 });
  else if (req.format === "avif") img = img.avif({ quality: req.quality, effort: 2 });
  else img = img.flatten({ background: "#ffffff" }).jpeg({ quality: req.quality, mozjpeg: true, progressive: true });
  return img.toBuffer();
}
