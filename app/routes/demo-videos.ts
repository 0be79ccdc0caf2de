import { walkaroundVideos } from "~/server/demo/walkaround-video.server";
import type { Route } from "./+types/demo-videos";

/**
 * GET /demo-videos/:name: the demo cars' walkaround videos, made from the
 * car's own drawing on first request and then served from disk. A name always
 * gives the same video, so browsers may keep it for good.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const video = await walkaroundVideos().get(params.name);
  if (!video) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(new Uint8Array(video), {
    headers: {
      "Content-Type": "video/webm",
      "Content-Length": String(video.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
