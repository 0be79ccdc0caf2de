import { DEMO_PHOTO_PREFIX, renderDemoPhoto } from "../demo/photos.server";

/**
 * The bytes of one of the platform's own images, by its site path (see
 * isOwnImageSource in ~/domain/vehicle/image-renditions). Null when no such image exists.
 * Demo photos are drawn in-process; there is no fetching of other hosts.
 */
export async function loadOwnImage(src: string): Promise<Buffer | null> {
  if (src.startsWith(DEMO_PHOTO_PREFIX)) {
    const svg = renderDemoPhoto(src.slice(DEMO_PHOTO_PREFIX.length));
    return svg === null ? null : Buffer.from(svg);
  }
  return null;
}
