import { loadDemoPhotos } from "../demo.server";
import { DEMO_PHOTO_PREFIX } from "../media/known-media.server";

/**
 * The bytes of one of the platform's own images, by its site path (see
 * isOwnImageSource in ~/domain/vehicle/image-renditions). Null when no such image exists.
 * Demo photos are drawn in-process (the demo's code loaded on the first); there is no fetching of other hosts.
 */
export async function loadOwnImage(src: string): Promise<Buffer | null> {
  if (src.startsWith(DEMO_PHOTO_PREFIX)) {
    const { renderDemoPhoto } = await loadDemoPhotos();
    const svg = renderDemoPhoto(src.slice(DEMO_PHOTO_PREFIX.length));
    return svg === null ? null : Buffer.from(svg);
  }
  return null;
}
