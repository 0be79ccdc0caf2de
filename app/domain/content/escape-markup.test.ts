import { describe, expect, it } from "vitest";
import { escapeAttributeKeepingWhitespace, escapeMarkup } from "./escape-markup";

describe("escapeMarkup", () => {
  it("escapes the five markup characters, with a numeric apostrophe HTML 4 email clients read", () => {
    expect(escapeMarkup(`Tom & Jerry's <"Cars">`)).toBe("Tom &amp; Jerry&#39;s &lt;&quot;Cars&quot;&gt;");
  });

  it("drops what XML 1.0 cannot carry (controls, lone surrogates) and keeps the rest", () => {
    expect(escapeMarkup("a\u0000b\u0085c\ud800d 🚗\tx\ny")).toBe("abcd 🚗\tx\ny");
  });

  it("keeps an attribute's tabs and line breaks as references", () => {
    expect(escapeAttributeKeepingWhitespace("a\tb\nc\rd'")).toBe("a&#9;b&#10;c&#13;d&#39;");
  });
});
