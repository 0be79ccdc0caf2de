import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { IMAGE_FORMATS, IMAGE_QUALITIES, IMAGE_WIDTHS } from "~/domain/vehicle/image-renditions";
import * as photos from "../../demo/photos";
import { renderingLimit } from "~/server/security/limits.server";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { loader as demoPhotos } from "./demo-photos";
import { loader as demoVideos } from "./demo-videos";
import { loader as images } from "./images";

/**
 * Issue 8 'Unbounded expensive work for anyone': demo media and renditions
 * only for what this site's stock or config names, from a fixed set.
 */
const PHOTO = "/demo-photos/sedan-1f6feb-front-t1.svg";
const LOGO = "/demo-photos/logo-media-co-123456-abcdef.svg";
const VIDEO = "walkaround-hatch-2255aa-s1.webm";

describe("demo media and /images", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({
          slug: "media",
          theme: { primary_colour: "#123456", secondary_colour: "#abcdef", logo_url: LOGO },
        }),
        vehicles: [vehicleRow({ images: [{ image: PHOTO, thumb: null }], video_url: `/demo-videos/${VIDEO}` })],
      },
      { config: tenantConfig({ slug: "other" }) },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const args = (url: string, params: Record<string, string> = {}, host = "media.localhost") =>
    t.args(`http://${host}${url}`, { params }) as never;
  const cacheFiles = () => (fs.existsSync(t.mediaDir) ? fs.readdirSync(t.mediaDir, { recursive: true }).length : 0);

  it("draws the stock's and the config's demo photos, with a long immutable cache", async () => {
    const res = (await demoPhotos(args(PHOTO, { name: path.basename(PHOTO) }))) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(res.headers.get("Cache-Control")).toContain("immutable");
    expect(await res.text()).toContain("<svg");
    expect(((await demoPhotos(args(LOGO, { name: path.basename(LOGO) }))) as Response).status).toBe(200);
  });

  it("answers 404 without drawing for a name the site does not use, even one that would draw", async () => {
    const draw = vi.spyOn(photos, "renderDemoPhoto");
    for (const name of ["sedan-1f6feb-front-t2.svg", "suv-f7f7f5-front-zzzz9.svg", "nothing-here.svg", "__proto__"]) {
      expect(((await demoPhotos(args(`/demo-photos/${name}`, { name }))) as Response).status).toBe(404);
    }
    // Another tenant's host does not serve this tenant's photos either.
    expect(((await demoPhotos(args(PHOTO, { name: path.basename(PHOTO) }, "other.localhost"))) as Response).status).toBe(404);
    expect(draw).not.toHaveBeenCalled();
  });

  it("answers 404 for an unknown walkaround video without making one (nothing is written)", async () => {
    const before = cacheFiles();
    const make = vi.spyOn(t.platform.media.videos, "get");
    const res = (await demoVideos(
      args("/demo-videos/walkaround-suv-123456-aaaa1.webm", { name: "walkaround-suv-123456-aaaa1.webm" }),
    )) as Response;
    expect(res.status).toBe(404);
    expect(make).not.toHaveBeenCalled();
    make.mockRestore();
    expect(cacheFiles()).toBe(before);
  });

  it("makes the stock's own walkaround video once and keeps it", async () => {
    const res = (await demoVideos(args(`/demo-videos/${VIDEO}`, { name: VIDEO }))) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("video/webm");
    expect(fs.existsSync(path.join(t.mediaDir, "video-cache", VIDEO))).toBe(true);
  }, 30_000);

  it("renders only the stock's sources, only from the fixed widths, formats and qualities", async () => {
    const get = async (query: string) => (await images(args(`/images?${query}`))) as Response;
    const src = encodeURIComponent(PHOTO);
    const ok = await get(`src=${src}&w=320&fm=webp&q=60`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("Content-Type")).toBe("image/webp");

    const before = cacheFiles();
    expect((await get(`src=${encodeURIComponent("/demo-photos/suv-f7f7f5-front-zzzz9.svg")}&w=1600&fm=avif&q=90`)).status).toBe(
      404,
    );
    for (const bad of ["w=321", "w=1601", "fm=gif", "q=76", "q=40", "q=89", "w=320.0&q=75.5"]) {
      expect((await get(`src=${src}&${bad}`)).status, bad).toBe(400);
    }
    expect(cacheFiles()).toBe(before);
    // The whole set a source can have: 7 widths × 3 formats × 3 qualities.
    expect(IMAGE_WIDTHS.length * IMAGE_FORMATS.length * IMAGE_QUALITIES.length).toBe(63);
  });

  it("counts renditions not yet made against the client's limit, and not ones already made", async () => {
    const src = encodeURIComponent(PHOTO);
    const client = { clientIp: "203.0.113.99" };
    const get = async (q: string) =>
      (await images(t.args(`http://media.localhost/images?${q}`, { client }) as never)) as Response;
    // This address has used up its renderings for the minute.
    for (let i = 0; i < 300; i++) await renderingLimit.consume(t.db, client.clientIp);
    const refused = await get(`src=${src}&w=480&fm=jpeg&q=90`);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: expect.stringContaining("Too many new images") });
    // What is already made is still served: only making counts.
    for (let i = 0; i < 5; i++) expect((await get(`src=${src}&w=320&fm=webp&q=60`)).status).toBe(200);
  });
});
