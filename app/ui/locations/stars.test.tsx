import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillEnd, Stars } from "./stars";

// Spec 02 §5: at most 4 full stars plus a partial star; the rating in words for screen readers.
describe("Stars", () => {
  it("fills 4 full stars and half of the fifth for 4.5, in one drawing", () => {
    expect(fillEnd(4.5)).toBe(4 * 21 + 10);
    const html = renderToString(<Stars average="4.5" size={20} />);
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(html.match(/<stop offset="90.38%"/g)).toHaveLength(2);
    expect(html).toContain('width="104"');
  });

  it("draws a 5.0 as 4 full stars plus a whole fifth, and 0 as none filled", () => {
    expect(fillEnd(5)).toBe(4 * 21 + 20);
    expect(fillEnd("3")).toBe(3 * 21);
    expect(fillEnd(0)).toBe(0);
  });
});
