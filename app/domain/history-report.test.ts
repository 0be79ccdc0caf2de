import { describe, expect, it } from "vitest";
import { historyReportHref, HISTORY_REPORT_FILE } from "./history-report";

describe("historyReportHref (spec 01 §4 'history report button only when the car has a file')", () => {
  it("gives the file's address when the tenant enables history_report and the car has a file", () => {
    expect(historyReportHref(true, "https://reports.example/abc.pdf")).toBe("https://reports.example/abc.pdf");
    expect(historyReportHref(true, "/demo-history-reports/GW1001.pdf")).toBe("/demo-history-reports/GW1001.pdf");
  });

  it("gives no button without the tenant's flag, or without a file", () => {
    expect(historyReportHref(false, "https://reports.example/abc.pdf")).toBeNull();
    expect(historyReportHref(true, null)).toBeNull();
    expect(historyReportHref(true, undefined)).toBeNull();
    expect(historyReportHref(true, "")).toBeNull();
  });

  it("never links to a script or another scheme, even if one got past the import", () => {
    expect(historyReportHref(true, "javascript:alert(1)")).toBeNull();
    expect(historyReportHref(true, "//evil.example/x.pdf")).toBeNull();
  });

  it("accepts http(s) addresses and site paths only", () => {
    for (const ok of ["http://a.example", "https://a.example/r?id=1", "HTTPS://A.EXAMPLE/x#p", "/reports/ab.pdf"])
      expect(HISTORY_REPORT_FILE.test(ok)).toBe(true);
    for (const bad of ["data:application/pdf;base64,AA", "ftp://a.example/x", "reports/x.pdf", "/\\evil", "https://", "/a b"])
      expect(HISTORY_REPORT_FILE.test(bad)).toBe(false);
  });
});
