import { describe, expect, it } from "vitest";
import { tenantConfig } from "../tests/setup/builders";
import { storedVehicle } from "../tests/setup/stored-vehicle";
import { demoHistoryReportFile, demoHistoryReportPdf, demoReportFileSchema } from "./history-report";

describe("the demo's sample history reports", () => {
  it("gives about two in three used cars a report path by stock number, with no random draw", () => {
    expect(demoHistoryReportFile("GW1001")).toBe("/demo-history-reports/GW1001.pdf");
    expect(demoHistoryReportFile("GW1003")).toBe("/demo-history-reports/GW1003.pdf");
    expect(demoHistoryReportFile("GW1002")).toBeNull();
    expect(demoReportFileSchema.safeParse("GW1001.pdf").data).toBe("GW1001");
    expect(demoReportFileSchema.safeParse("../x.pdf").success).toBe(false);
  });

  it("draws a PDF titled as a demo sample", async () => {
    const pdf = await demoHistoryReportPdf(
      storedVehicle({ vin: "JTMW1RFV10D000001", regplate: "123ABC", stocknum: "GW1001" }),
      tenantConfig(),
      "https://x.test/cars/a",
    );
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The page text is compressed; the document's title is in its info dictionary.
    expect(pdfTitle(pdf)).toBe("Sample vehicle history report (demo data)");
  });
});

/** The info dictionary's /Title as pdfkit writes it: an indirect UTF-16BE string (ASCII here: drop the high bytes and the BOM). */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString("latin1");
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const raw = new RegExp(`\\n${ref} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(text)?.[1] ?? "";
  return raw.replace(/\\(.)/g, "$1").replace(/[\u0000\u00fe\u00ff]/g, "");
}
