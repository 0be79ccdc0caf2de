import { siteUrl } from "~/domain/tenant/tenant-config";
import { tenantScope } from "~/server/context.server";
import { loadDemoHistoryReports } from "~/server/demo.server";
import { requestClientKey } from "~/server/security/client-address.server";
import { pdfLimit } from "~/server/security/limits.server";
import type { Route } from "./+types/demo-history-reports";

/**
 * GET /demo-history-reports/{stocknum}.pdf: the demo's sample history report
 * of one of this site's listed cars (demo/history-report.ts).
 * Only a car whose `file` names this path gets one; anything else is a 404.
 * Drawn anew each time, so it counts against the PDF limit.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { tenant, db, index } = tenantScope(context);
  const { demoHistoryReportPdf, demoReportFileSchema, findDemoReportVehicle } = await loadDemoHistoryReports();
  const parsed = demoReportFileSchema.safeParse(params.file);
  const v = parsed.success ? await findDemoReportVehicle(db, tenant.id, parsed.data) : undefined;
  if (!v || !index.isListed(v.id)) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const limited = await pdfLimit.consume(db, requestClientKey(context));
  if (!limited.ok) return limited.response;
  const pdf = await demoHistoryReportPdf(v, tenant.config, siteUrl(tenant.config, v.path));
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="history-report-${v.slug}.pdf"`,
      "Cache-Control": "private, max-age=300",
    },
  });
}
