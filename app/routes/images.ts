import { parseImageRequest } from "~/domain/vehicle/image-renditions";
import { dbContext, mediaContext, tenantContext } from "~/server/context.server";
import { logger } from "~/server/logger.server";
import { QueueFullError } from "~/server/work-queue.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { renderingLimit } from "~/server/security/limits.server";
import type { Route } from "./+types/images";

/**
 * GET /images?src=<our own image path>&w=<width>&fm=webp|avif|jpeg[&q=60|75|90]:
 * the platform's own photos resized and converted (quality 75 by default,
 * spec 02 §9), cached on disk and kept by browsers for a year. Only sources
 * this site's stock or config names, from a fixed set of widths, formats and
 * qualities (issue 8); other hosts' images are refused: this is not an open
 * proxy. A rendition not yet made counts against the client's rendering limit.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseImageRequest(new URL(request.url).searchParams);
  if (!parsed.ok) return text(parsed.message, parsed.status);
  const media = context.get(mediaContext);
  if (!media.known.has(parsed.request.src)) return text("No such image", 404);
  const db = context.get(dbContext);
  const client = requestClientKey(context);
  try {
    const r = await media.images.render(
      parsed.request,
      async () => {
        const limited = await renderingLimit.consume(db, client);
        if (!limited.ok) throw limited.response;
      },
      // Whose turn in the rendering queue: one site or one address cannot crowd out the others.
      { tenant: context.get(tenantContext).slug, client },
    );
    if (!r) return text("No such image", 404);
    if (request.headers.get("if-none-match") === r.etag) return new Response(null, { status: 304, headers: { ETag: r.etag } });
    return new Response(new Uint8Array(r.body), {
      headers: {
        "Content-Type": r.contentType,
        "Content-Length": String(r.body.length),
        "Cache-Control": "public, max-age=31536000, immutable",
        ETag: r.etag,
      },
    });
  } catch (err) {
    if (err instanceof Response) return err;
    if (err instanceof QueueFullError) {
      return new Response("Busy making images; try again shortly.", {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
      });
    }
    logger.error({ err, src: parsed.request.src }, "image rendering failed");
    return text("The image could not be made", 500);
  }
}

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}
