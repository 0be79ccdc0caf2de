import { describe, expect, it } from "vitest";
import { paginationItems } from "./pagination";

const show = (page: number, pages: number) =>
  paginationItems(page, pages)
    .map((i) => (i.kind === "gap" ? "…" : i.current ? `[${i.page}]` : String(i.page)))
    .join(" ");

describe("pagination (spec 01 §2: 21 per page)", () => {
  it("shows first, last, current and neighbours with gaps", () => {
    expect(show(1, 1)).toBe("");
    expect(show(1, 3)).toBe("[1] 2 3");
    expect(show(5, 10)).toBe("1 … 4 [5] 6 … 10");
    expect(show(3, 10)).toBe("1 2 [3] 4 … 10");
    expect(show(10, 10)).toBe("1 … 9 [10]");
  });
});
