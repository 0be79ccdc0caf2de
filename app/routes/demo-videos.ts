import { mediaContext, tenantContext } from "~/server/context.server";
import { DEMO_VIDEO_PREFIX } from "~/server/media/known-media.server";
import { QueueFullError } from "~/server/work-queue.server";
import { requestClientKey } from "~/server/security/client-address.server";
import type { Route } from "./+types/demo-videos";

/**
 * GET /demo-videos/:name: the demo cars' walkaround videos, made from the
 * car's own drawing on first request and then served from disk. Only names
 * in this site's stock are made (issue 8: any new name drew a new video); a
 * name always gives the same video, so browsers may keep it for good.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const media = context.get(mediaContext);
  if (!media.known.has(`${DEMO_VIDEO_PREFIX}${params.name}`)) return notFound();
  let video: Buffer | null;
  try {
    video = await media.videos.get(params.name, { tenant: context.get(tenantContext).slug, client: requestClientKey(context) });
  } catch (err) {
    if (!(err instanceof QueueFullError)) throw err;
    return new Response("The video is being made; try again shortly.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
    });
  }
  if (!video) return notFound();
  return new Response(new Uint8Array(video), {
    headers: {
      "Content-Type": "video/webm",
      "Content-Length": String(video.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
