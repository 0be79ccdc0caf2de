import { describe, expect, it } from "vitest";
import { amountInputText, amountInputValue, caretAfterDigits, digitsBefore, groupThousands } from "./amount-input";
import { BUDGET_INPUT } from "./budget-finder";

// Spec 02 §5: 'Money input shows a $ prefix with thousands separators'; 'clamped 0 to 1,000,000, a non-number becomes 0'.
describe("a money input's text as it is typed", () => {
  it("keeps digits only, grouped in thousands", () => {
    expect(["1", "1234", "12345", "1234567"].map((t) => amountInputText(t, 10_000_000))).toEqual([
      "1",
      "1,234",
      "12,345",
      "1,234,567",
    ]);
    expect(amountInputText("$2,0a00", BUDGET_INPUT.max)).toBe("2,000");
    expect(amountInputText("007", BUDGET_INPUT.max)).toBe("7");
    expect(amountInputText("0", BUDGET_INPUT.max)).toBe("0");
  });

  it("never shows more than the maximum: 1,000,000", () => {
    expect(amountInputText("1000000", BUDGET_INPUT.max)).toBe("1,000,000");
    expect(amountInputText("1000001", BUDGET_INPUT.max)).toBe("1,000,000");
    expect(amountInputText("99999999999999999999", BUDGET_INPUT.max)).toBe("1,000,000");
  });

  it("is empty while nothing is typed, and that, or anything without digits, is 0", () => {
    expect(amountInputText("", BUDGET_INPUT.max)).toBe("");
    expect(amountInputText("abc", BUDGET_INPUT.max)).toBe("");
    expect([amountInputValue(""), amountInputValue("abc"), amountInputValue("12,345")]).toEqual([0, 0, 12_345]);
  });

  it("keeps the caret after the digit it followed when separators move", () => {
    // '1234|' typed as '12345' with the caret after the 5: five digits before it.
    expect(caretAfterDigits("12,345", digitsBefore("12345", 5))).toBe(6);
    // Deleting the '5' of '12,34|5' leaves '12,34' with four digits before the caret: '1,234|'.
    expect(caretAfterDigits("1,234", digitsBefore("12,34", 5))).toBe(5);
    // A digit typed at the front, '9|1,234': the caret stays after the 9 in '91,234'.
    expect(caretAfterDigits("91,234", digitsBefore("91,234", 1))).toBe(1);
    expect(caretAfterDigits("1,234", 0)).toBe(0);
    expect(caretAfterDigits("1,234", 9)).toBe(5);
  });

  it("groups like the site's money (en-AU)", () => {
    expect(groupThousands(1_000_000)).toBe("1,000,000");
  });
});
