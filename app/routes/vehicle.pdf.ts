import { siteUrl } from "~/domain/tenant/tenant-config";
import { mediaContext, tenantScope } from "~/server/context.server";
import { logger } from "~/server/logger.server";
import { QueueFullError } from "~/server/work-queue.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { pdfLimit } from "~/server/security/limits.server";
import { findListedVehicle } from "~/server/vehicle/listed-vehicle.server";
import { primaryPhotoJpeg, vehiclePdf } from "~/server/vehicle/pdf.server";
import type { Route } from "./+types/vehicle.pdf";

/** GET /cars/{slug}/pdf (spec 01 §7 'PDF for a car slug'): the car's PDF, saved as {slug}.pdf. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { tenant, db, index } = tenantScope(context);
  const lookup = await findListedVehicle(db, index, tenant.id, params.slug);
  if (!lookup.listed) return Response.json({ error: "We couldn't find that car. It may have been sold." }, { status: 404 });
  const v = lookup.vehicle;
  const limited = await pdfLimit.consume(db, requestClientKey(context));
  if (!limited.ok) return limited.response;
  try {
    // The printed address is on the tenant's primary domain, never the request's Host (issue 8).
    const photo = await primaryPhotoJpeg(context.get(mediaContext).images, v);
    const pdf = await vehiclePdf(v, tenant.config, siteUrl(tenant.config, v.path), photo);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${v.slug}.pdf"`,
        "Cache-Control": "private, max-age=300",
      },
    });
  } catch (err) {
    if (err instanceof QueueFullError)
      return Response.json({ error: "Busy making PDFs; try again shortly." }, { status: 503, headers: { "Retry-After": "5" } });
    logger.error({ err, vehicle: v.id }, "PDF generation failed");
    return Response.json({ error: "Sorry, the PDF could not be made just now. Please try again." }, { status: 500 });
  }
}
