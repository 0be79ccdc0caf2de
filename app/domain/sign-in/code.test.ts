import { describe, expect, it } from "vitest";
import {
  CODE_LENGTH,
  CODE_MESSAGES,
  CODE_TTL_MS,
  MAX_WRONG_ATTEMPTS,
  RESEND_AFTER_MS,
  codeFieldSchema,
  codeMessage,
  formatCode,
  isCodeFormat,
  loginStatus,
} from "./code";

const parse = (v: unknown) => codeFieldSchema.safeParse(v);
const message = (v: unknown) => {
  const r = parse(v);
  return r.success ? null : r.error.issues[0].message;
};

describe("the code (spec 02 §5, §9; issue 11 §2)", () => {
  it("is 6 digits, lives 10 minutes, allows 5 wrong attempts, may be resent after 15 s", () => {
    expect(CODE_LENGTH).toBe(6);
    expect(CODE_TTL_MS).toBe(600_000);
    expect(MAX_WRONG_ATTEMPTS).toBe(5);
    expect(RESEND_AFTER_MS).toBe(15_000);
  });

  it("the field is required: 'This is a required field.'", () => {
    expect(message(undefined)).toBe("This is a required field.");
    expect(message("")).toBe("This is a required field.");
    expect(message("   ")).toBe("This is a required field.");
  });

  it("must be exactly 6 digits: 'Code must be 6 digits.'", () => {
    for (const bad of ["12345", "1234567", "12a456", "１２３４５６", "-12345", "12.345"])
      expect(message(bad)).toBe("Code must be 6 digits.");
  });

  it("accepts 6 digits, with spaces removed", () => {
    expect(parse("012345").data).toBe("012345");
    expect(parse(" 123 456 ").data).toBe("123456");
  });

  it("quotes spec 02 §8", () => {
    expect(CODE_MESSAGES.invalid).toBe("The verification code is invalid. Please try again.");
    expect(CODE_MESSAGES.tooMany).toBe("Too many verification attempts. Please try again later.");
  });

  it("formats numbers zero-padded and refuses what is not a code", () => {
    expect(formatCode(0)).toBe("000000");
    expect(formatCode(42)).toBe("000042");
    expect(formatCode(999_999)).toBe("999999");
    expect(() => formatCode(1_000_000)).toThrow(RangeError);
    expect(() => formatCode(-1)).toThrow(RangeError);
    expect(() => formatCode(1.5)).toThrow(RangeError);
    expect(isCodeFormat("000042")).toBe(true);
    expect(isCodeFormat("00042")).toBe(false);
  });

  it("the SMS fits one 160-character segment", () => {
    const text = codeMessage("123456", "A Very Long Dealer Group Name That Goes On And On Pty Ltd Australia");
    expect(text.startsWith("123456 is your")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(160);
  });
});

describe("login status (spec 02 §4)", () => {
  it("is default, then verificationSent, then verificationSubmitted", () => {
    expect([loginStatus(undefined), loginStatus("details"), loginStatus("sent"), loginStatus("verified")]).toEqual([
      "default",
      "default",
      "verificationSent",
      "verificationSubmitted",
    ]);
  });
});
