import { parseImageRequest } from "~/domain/images";
import { imageRenderer } from "~/server/images/images.server";
import { logger } from "~/server/logger.server";
import type { Route } from "./+types/images";

/**
 * GET /images?src=<our own image path>&w=<width>&fm=webp|avif|jpeg[&q=40..90]:
 * the platform's own photos resized and converted (quality 75 by default,
 * spec 02 §9), cached on disk and kept by browsers for a year. Other hosts'
 * images are refused: this is not an open proxy.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const parsed = parseImageRequest(new URL(request.url).searchParams);
  if (!parsed.ok) return text(parsed.message, parsed.status);
  try {
    const r = await imageRenderer().render(parsed.request);
    if (!r) return text("No such image", 404);
    if (request.headers.get("if-none-match") === r.etag) return new Response(null, { status: 304, headers: { ETag: r.etag } });
    return new Response(new Uint8Array(r.body), {
      headers: {
        "Content-Type": r.contentType,
        "Content-Length": String(r.body.length),
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: r.etag,
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (err) {
    logger.error({ err, src: parsed.request.src }, "image rendering failed");
    return text("The image could not be made", 500);
  }
}

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
