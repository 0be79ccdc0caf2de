import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ImageRenderer } from "./render.server";
import { loadOwnImage } from "./sources.server";

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "img-cache-"));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const SRC = "/demo-photos/sedan-1f6feb-front-t1.svg";
const MB = 1024 * 1024;

describe("ImageRenderer", () => {
  it("rasterises a demo photo to the asked width and format", async () => {
    const r = await new ImageRenderer({ dir, maxBytes: MB }).render({ src: SRC, width: 600, format: "webp", quality: 75 });
    expect(r?.contentType).toBe("image/webp");
    const meta = await sharp(r!.body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 600, height: 400 });
  });

  it("renders once, then serves from memory and from disk", async () => {
    const load = vi.fn(loadOwnImage);
    const a = new ImageRenderer({ dir, maxBytes: MB, load });
    const req = { src: SRC, width: 320, format: "jpeg", quality: 75 } as const;
    const [x, y] = await Promise.all([a.render(req), a.render(req)]);
    expect(x!.body.equals(y!.body)).toBe(true);
    await a.render(req);
    expect(load).toHaveBeenCalledTimes(1);
    // A new process finds the rendition on disk.
    const b = new ImageRenderer({ dir, maxBytes: MB, load });
    expect((await b.render(req))!.body.equals(x!.body)).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("answers null for a name that is not one of our photos", async () => {
    expect(
      await new ImageRenderer({ dir, maxBytes: MB }).render({
        src: "/demo-photos/nope.svg",
        width: 320,
        format: "webp",
        quality: 75,
      }),
    ).toBeNull();
  });
});
