import { and, eq } from "drizzle-orm";
import PDFDocument from "pdfkit";
import { pdfBytes } from "~/server/pdf-bytes.server";
import { z } from "zod";
import type { TenantConfig } from "~/domain/tenant/tenant-config";
import { feedKey, type Vehicle } from "~/domain/vehicle/vehicle";
import type { Db } from "~/server/db/client.server";
import { vehicles } from "~/server/db/schema.server";
import { rowToVehicle } from "~/server/inventory/read.server";

/**
 * The demo's history reports (spec 01 §3 'file (history report link)'): a
 * demo tenant with the history_report flag gives some used cars a `file` at
 * /demo-history-reports/{stocknum}.pdf, and that route draws a one-page PDF
 * saying plainly that it is a sample made from the stock record: the car's
 * identifiers and nothing else. No check was run, so it reports no history.
 */
export const DEMO_HISTORY_REPORT_PREFIX = "/demo-history-reports/";

/** Stock numbers as the demo makes them (GW1001); the route's parameter is '{stocknum}.pdf'. */
export const demoReportFileSchema = z
  .string()
  .regex(/^[A-Za-z0-9-]{1,40}\.pdf$/)
  .transform((f) => f.slice(0, -".pdf".length));

/**
 * Which demo used cars get a report: about two in three, picked by the stock
 * number (no random draw, so the rest of the generated stock is unchanged).
 */
export function demoHistoryReportFile(stocknum: string): string | null {
  const digits = /(\d+)$/.exec(stocknum)?.[1];
  return digits && Number(digits) % 3 !== 0 ? `${DEMO_HISTORY_REPORT_PREFIX}${stocknum}.pdf` : null;
}

/** The tenant's car with this stock number whose `file` is this very report, or undefined (a 404). */
export async function findDemoReportVehicle(db: Db, tenantId: number, stocknum: string): Promise<Vehicle | undefined> {
  const key = feedKey({ stocknum, vin: null });
  if (!key) return undefined;
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.tenantId, tenantId), eq(vehicles.feedKey, key)));
  const v = row ? rowToVehicle(row) : undefined;
  return v && v.stocknum && v.file === `${DEMO_HISTORY_REPORT_PREFIX}${v.stocknum}.pdf` ? v : undefined;
}

export const SAMPLE_REPORT_TITLE = "Sample vehicle history report (demo data)";

const INK = "#14181f";
const MUTED = "#5b6472";
const M = 48;

export async function demoHistoryReportPdf(v: Vehicle, cfg: TenantConfig, pageUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: M,
    info: { Title: SAMPLE_REPORT_TITLE, Author: cfg.name, Subject: pageUrl },
  });
  const done = pdfBytes(doc);
  const W = doc.page.width - 2 * M;

  doc.fillColor(INK).font("Helvetica-Bold").fontSize(20).text(SAMPLE_REPORT_TITLE, { width: W });
  doc.moveDown(0.4);
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(MUTED)
    .text(
      `This is a sample made for the ${cfg.name} demonstration website. No history check was run on this vehicle and ` +
        "no history provider was asked: it lists only the vehicle's details from the dealer's stock record. " +
        "A real history report comes from a history report provider.",
      { width: W },
    );
  doc.moveDown(1);

  doc.fillColor(INK).font("Helvetica-Bold").fontSize(13).text("Vehicle", { width: W });
  doc.moveDown(0.3);
  const rows: [string, string][] = [
    ["Year", String(v.year)],
    ["Make", v.make],
    ["Model", [v.model, v.badge].filter(Boolean).join(" ")],
    ["VIN", v.vin ?? "Not recorded in stock"],
    ["Registration", v.regplate ?? "Not recorded in stock"],
    ["Stock number", v.stocknum ?? "Not recorded"],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc
      .font("Helvetica")
      .fontSize(11)
      .fillColor(MUTED)
      .text(label, M, y, { width: W * 0.3 });
    doc
      .font("Helvetica-Bold")
      .fillColor(INK)
      .text(value, M + W * 0.3, y, { width: W * 0.7 });
    doc.moveDown(0.25);
  }
  doc.moveDown(1);
  doc.fillColor(INK).font("Helvetica-Bold").fontSize(13).text("History", M, doc.y, { width: W });
  doc.moveDown(0.3);
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(INK)
    .text("Not checked: this sample has no history records (finance, write-off, theft or odometer).", { width: W });
  doc.moveDown(1.5);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`Vehicle page: ${pageUrl}`, { width: W, link: pageUrl });

  doc.end();
  return done;
}
