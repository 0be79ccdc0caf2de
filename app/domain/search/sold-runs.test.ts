import { describe, expect, it } from "vitest";
import { collapseSoldRuns } from "./sold-runs";

const cars = (statuses: string) => statuses.split("").map((s, i) => ({ id: i, status: s === "S" ? "sold" : "in_stock" }));

describe("sold runs (spec 01 §4 'collapse runs of consecutive sold cars into one where enabled; if all are sold, all are shown')", () => {
  it("collapses each run of consecutive sold cars into its first", () => {
    const out = collapseSoldRuns(cars("ISSSIISI"), true);
    expect(out.map((x) => [x.hit.id, x.moreSold])).toEqual([
      [0, 0],
      [1, 2],
      [4, 0],
      [5, 0],
      [6, 0],
      [7, 0],
    ]);
  });
  it("shows everything when disabled or when all are sold", () => {
    expect(collapseSoldRuns(cars("ISSI"), false)).toHaveLength(4);
    expect(collapseSoldRuns(cars("SSS"), true)).toHaveLength(3);
    expect(collapseSoldRuns([], true)).toEqual([]);
  });
});
