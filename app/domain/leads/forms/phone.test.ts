import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import committed from "./phone-metadata-au.json";
import { auPhoneE164, isAuMobile, isValidAuPhone, normalisePhone } from "./phone";

describe("normalisePhone (spec 02 §5: a leading 61 becomes 0 and non-digits are removed)", () => {
  it.each([
    ["0412 345 678", "0412345678"],
    ["+61 412 345 678", "0412345678"],
    ["61412345678", "0412345678"],
    ["(07) 3210-1234", "0732101234"],
    ["+61 7 3210 1234", "0732101234"],
    ["abc", ""],
  ])("%s -> %s", (input, out) => {
    expect(normalisePhone(input)).toBe(out);
  });
});

describe("isValidAuPhone (libphonenumber-js, calling code 61)", () => {
  it("accepts Australian mobiles and landlines with their area code", () => {
    for (const n of ["0412345678", "0491570156", "0732101234", "0298765432", "0893001234"]) expect(isValidAuPhone(n)).toBe(true);
  });

  it("refuses short, long, foreign-format and non-personal numbers", () => {
    for (const n of ["041234567", "04123456789", "32101234", "1300123456", "1800123456", "0011234567", "", "0012345678"])
      expect(isValidAuPhone(n)).toBe(false);
  });

  it("tells mobiles from landlines and gives the E.164 form", () => {
    expect(isAuMobile("0412345678")).toBe(true);
    expect(isAuMobile("0732101234")).toBe(false);
    expect(auPhoneE164("0412345678")).toBe("+61412345678");
    expect(auPhoneE164("123")).toBeNull();
  });
});

describe("phone-metadata-au.json", () => {
  it("is the installed libphonenumber-js metadata for calling code 61 (else run node scripts/phone-metadata-au.mjs)", () => {
    const full = createRequire(import.meta.url)("libphonenumber-js/metadata.max.json");
    const codes: string[] = full.country_calling_codes["61"];
    expect(committed).toEqual({
      version: full.version,
      country_calling_codes: { 61: codes },
      countries: Object.fromEntries(codes.map((c) => [c, full.countries[c]])),
      nonGeographic: {},
    });
  });
});
