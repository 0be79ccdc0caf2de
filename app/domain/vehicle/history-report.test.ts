import { describe, expect, it } from "vitest";
import { historyReportHref } from "./history-report";

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

  it("follows the feed's URL rule: https: addresses and site paths only (media-urls.ts)", () => {
    expect(historyReportHref(true, "http://reports.example/abc.pdf")).toBeNull();
    expect(historyReportHref(true, "data:application/pdf;base64,AA")).toBeNull();
  });
});
