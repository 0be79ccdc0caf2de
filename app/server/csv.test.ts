import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv.server";

describe("CSV cells", () => {
  it("quotes commas, quotes, line breaks and edge spaces (RFC 4180)", () => {
    expect(csvLine(["plain", "a,b", 'say "hi"', "two\nlines", " padded", 42, null, true])).toBe(
      'plain,"a,b","say ""hi""","two\nlines"," padded",42,,true\r\n',
    );
  });

  it("keeps formulas from running when a spreadsheet opens the file", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell("+61412345678")).toBe("'+61412345678");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("0412345678")).toBe("0412345678");
  });

  it("writes dates as ISO 8601 and objects as JSON", () => {
    expect(csvCell(new Date("2025-03-12T01:02:03Z"))).toBe("2025-03-12T01:02:03.000Z");
    expect(csvCell({ utm_source: "google" })).toBe('"{""utm_source"":""google""}"');
  });
});
