import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { CONTENT_TYPES, type ImageRequest } from "~/domain/images";
import { logger } from "../logger.server";
import { loadOwnImage } from "./sources.server";

/**
 * Resizes and converts the platform's own images for GET /images, keeping
 * each rendition on disk under the cache directory and the most used ones in
 * memory, and rendering any one rendition once however many ask at the same time.
 */

export interface Rendition {
  body: Buffer;
  contentType: string;
  etag: string;
}

/** Bump to invalidate every cached rendition after a change to how they are made. */
const RENDER_VERSION = "1";
const MEMORY_BUDGET_BYTES = 48 * 1024 * 1024;

export class ImageRenderer {
  private memory = new Map<string, Rendition>();
  private memoryBytes = 0;
  private inFlight = new Map<string, Promise<Rendition | null>>();

  constructor(
    private readonly cacheDir: string,
    private readonly load: (src: string) => Promise<Buffer | null> = loadOwnImage,
  ) {}

  async render(req: ImageRequest): Promise<Rendition | null> {
    const key = cacheKey(req);
    const hit = this.memory.get(key);
    if (hit) {
      // Map order is recency: re-insert on use.
      this.memory.delete(key);
      this.memory.set(key, hit);
      return hit;
    }
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.produce(key, req).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const result = await pending;
    if (result) this.remember(key, result);
    return result;
  }

  private async produce(key: string, req: ImageRequest): Promise<Rendition | null> {
    const file = path.join(this.cacheDir, key.slice(0, 2), `${key}.${req.format}`);
    const contentType = CONTENT_TYPES[req.format];
    try {
      return { body: await fs.readFile(file), contentType, etag: `"${key}"` };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") logger.warn({ err, file }, "image cache unreadable; rendering again");
    }
    const source = await this.load(req.src);
    if (!source) return null;
    const body = await transform(source, req);
    await writeAtomically(file, body).catch((err: unknown) => logger.warn({ err, file }, "could not cache an image rendition"));
    return { body, contentType, etag: `"${key}"` };
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

export function cacheKey(req: ImageRequest): string {
  return createHash("sha256").update(`${RENDER_VERSION}|${req.src}|${req.width}|${req.format}|${req.quality}`).digest("hex").slice(0, 40);
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

export async function writeAtomically(file: string, body: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(tmp, body);
  await fs.rename(tmp, file);
}
