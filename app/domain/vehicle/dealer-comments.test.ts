import { describe, expect, it } from "vitest";
import { dealerCommentsShown, paragraphs, PENDING_COMMENTS_TEXT } from "./dealer-comments";

// Spec 01 §4: "Dealer comments expand or collapse beyond 400 characters. Empty or pending
// comments show 'Dealer comments are pending. Please check back here later.'"
describe("dealerCommentsShown", () => {
  it("shows the pending text for empty, null and pending comments", () => {
    expect(PENDING_COMMENTS_TEXT).toBe("Dealer comments are pending. Please check back here later.");
    for (const raw of [null, undefined, "", "   ", "null", "Pending", "pending."]) {
      expect(dealerCommentsShown(raw)).toEqual({ kind: "pending", text: PENDING_COMMENTS_TEXT });
    }
  });
  it("does not collapse 400 characters or fewer", () => {
    expect(dealerCommentsShown("a".repeat(400))).toEqual({ kind: "short", text: "a".repeat(400) });
  });
  it("collapses beyond 400 characters at a word boundary", () => {
    const text = `${"word ".repeat(100)}end`;
    const c = dealerCommentsShown(text);
    expect(c.kind).toBe("long");
    if (c.kind !== "long") return;
    expect(c.text).toBe(text);
    expect(c.preview.length).toBeLessThanOrEqual(401);
    expect(c.preview).toMatch(/word…$/);
  });
});

describe("paragraphs", () => {
  it("splits on blank lines", () => {
    expect(paragraphs("One\n\nTwo\nstill two")).toEqual(["One", "Two\nstill two"]);
  });
});
