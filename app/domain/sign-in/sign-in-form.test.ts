import { describe, expect, it } from "vitest";
import { SIGN_IN_HEADINGS, SIGN_IN_TYPES, parseSignInType } from "./sign-in-type";
import { missingDetails, sendCodeSchema, verifyCodeSchema } from "./sign-in-form";

describe("sign-in types (spec 02 §2; issue 11 §1)", () => {
  it("are the spec's, plus watchlist", () => {
    expect([...SIGN_IN_TYPES].sort()).toEqual(
      ["car-finance", "checkout", "finance", "my-garage", "online-payment", "spin-to-win", "trade-in", "watchlist"].sort(),
    );
    for (const t of SIGN_IN_TYPES) expect(SIGN_IN_HEADINGS[t]).toMatch(/^Sign in/);
  });
  it("an unknown or missing type is none", () => {
    expect(parseSignInType("finance")).toBe("finance");
    expect(parseSignInType("admin")).toBeNull();
    expect(parseSignInType(null)).toBeNull();
  });
});

describe("send code (spec 02 §5)", () => {
  it("normalises the mobile: a leading 61 becomes 0, non-digits removed", () => {
    const r = sendCodeSchema.parse({ phone: "+61 412 345 678" });
    expect(r.phone).toBe("0412345678");
  });
  it("refuses a landline or nonsense with a message naming the field", () => {
    for (const phone of ["0298765432", "1300 123 456", "12345", "0412"]) {
      const r = sendCodeSchema.safeParse({ phone });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0].message).toMatch(/^Mobile Number/);
    }
    expect(sendCodeSchema.safeParse({}).error?.issues[0].message).toBe("Mobile Number is required.");
  });
  it("validates the details given and lists those a new contact must give", () => {
    expect(sendCodeSchema.safeParse({ phone: "0412345678", email: "nope" }).error?.issues[0].message).toMatch(/^Email Address/);
    const partial = sendCodeSchema.parse({ phone: "0412345678", first_name: " Ann " });
    expect(partial.first_name).toBe("Ann");
    expect(missingDetails(partial)).toEqual({ last_name: ["Last Name is required."], email: ["Email Address is required."] });
    expect(missingDetails({ ...partial, last_name: "Lee", email: "ann@example.com" })).toEqual({});
  });
});

describe("verify code", () => {
  it("needs the phone and a 6-digit code", () => {
    expect(verifyCodeSchema.parse({ phone: "0412 345 678", code: "123456" })).toEqual({ phone: "0412345678", code: "123456" });
    expect(verifyCodeSchema.safeParse({ phone: "0412345678", code: "12345" }).error?.issues[0].message).toBe(
      "Code must be 6 digits.",
    );
  });
});
