import { describe, expect, it } from "vitest";
import { returnPathOr, safeReturnPath } from "./return-path";

describe("redirect and back accept only same-site paths (issue 11 §1)", () => {
  it("accepts paths with query and fragment", () => {
    expect(safeReturnPath("/")).toBe("/");
    expect(safeReturnPath("/my-garage")).toBe("/my-garage");
    expect(safeReturnPath("/cars/2021-kia-cerato?tab=specs#top")).toBe("/cars/2021-kia-cerato?tab=specs#top");
    expect(safeReturnPath("/search/used-cars?make=Kia&page=2")).toBe("/search/used-cars?make=Kia&page=2");
  });

  it.each([
    "//evil.com",
    "//evil.com/path",
    "/\\evil.com",
    "\\\\evil.com",
    "/\\/evil.com",
    "https://evil.com",
    "http://evil.com/",
    "javascript:alert(1)",
    "data:text/html,hi",
    "evil.com",
    "my-garage",
    "/\t/evil.com",
    "/\n/evil.com",
    "/ /evil.com",
    "/%2F%2Fevil.com",
    "/%5Cevil.com",
    "/%0d%0aSet-Cookie:x=1",
    "/\u0000x",
    "/\u2028",
    "",
    "/%E0%A4%A",
  ])("refuses %j", (bad) => {
    expect(safeReturnPath(bad)).toBeNull();
  });

  it("refuses what is not a string or too long", () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(`/${"a".repeat(3000)}`)).toBeNull();
  });

  it("falls back to the home page", () => {
    expect(returnPathOr("//evil.com")).toBe("/");
    expect(returnPathOr(null, "/my-garage")).toBe("/my-garage");
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeReturnPath("/a/../../b")).toBe("/b");
  });
});
