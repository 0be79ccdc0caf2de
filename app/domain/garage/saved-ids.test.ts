import { describe, expect, it } from "vitest";
import { compareHref, favouritesHref } from "./favourites";
import { parseSavedIds } from "./saved-ids";

describe("the ids of /compare and /favourites", () => {
  it("reads comma-separated car ids, each once", () => {
    expect(parseSavedIds("12,7, 12", "compare")).toEqual({ ok: true, ids: [12, 7] });
    expect(parseSavedIds(null, "compare")).toEqual({ ok: true, ids: [] });
    expect(parseSavedIds("", "favourites")).toEqual({ ok: true, ids: [] });
  });
  it("refuses what is not a list of ids, naming the field", () => {
    expect(parseSavedIds("1,x", "compare")).toEqual({
      ok: false,
      message: "ids: must be car ids (whole numbers) separated by commas",
    });
    expect(parseSavedIds("0", "compare").ok).toBe(false);
    expect(parseSavedIds("1,2,3,4", "compare")).toEqual({ ok: false, message: "ids: at most 3 cars" });
    expect(parseSavedIds(Array.from({ length: 100 }, (_, i) => i + 1).join(","), "favourites").ok).toBe(true);
  });
  it("round-trips the hrefs the pages link to", () => {
    const href = compareHref([{ id: 3 }, { id: 9 }]);
    expect(href).toBe("/compare?ids=3,9");
    expect(parseSavedIds(new URL(href, "http://x").searchParams.get("ids"), "compare")).toEqual({ ok: true, ids: [3, 9] });
    expect(favouritesHref([])).toBe("/favourites");
  });
});
