import { mediaContext } from "~/server/context.server";
import { loadDemoPhotos } from "~/server/demo.server";
import { DEMO_PHOTO_PREFIX } from "~/server/media/known-media.server";
import type { Route } from "./+types/demo-photos";

/**
 * GET /demo-photos/:name: the demo's vehicle photos, spin frames and dealer
 * logos, drawn from the file name (see demo/photos.ts). Only
 * names this site's stock or config uses are drawn (issue 8); a name always
 * draws the same picture, so browsers may keep it for good.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const known = context.get(mediaContext).known.has(`${DEMO_PHOTO_PREFIX}${params.name}`);
  const svg = known ? (await loadDemoPhotos()).renderDemoPhoto(params.name) : null;
  if (svg === null) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
