/**
 * Dealer comments on the vehicle page (spec 01 §4, §9).
 */

/** Spec 01 §9: "Dealer comments truncated at 400 characters". */
export const DEALER_COMMENTS_LIMIT = 400;

/** Spec 01 §4: "Empty or pending comments show 'Dealer comments are pending. Please check back here later.'" */
export const PENDING_COMMENTS_TEXT = "Dealer comments are pending. Please check back here later.";

export type DealerComments =
  { kind: "pending"; text: string } | { kind: "short"; text: string } | { kind: "long"; text: string; preview: string };

/**
 * Empty, null, 'null' and 'pending' comments are pending; longer than 400
 * characters they collapse to a preview cut at the last word boundary within
 * the limit (spec 01 §4 "Dealer comments expand or collapse beyond 400 characters").
 */
export function dealerCommentsShown(raw: string | null | undefined): DealerComments {
  const text = (raw ?? "").replace(/\r\n?/g, "\n").trim();
  if (text === "" || /^(null|pending\.?)$/i.test(text)) return { kind: "pending", text: PENDING_COMMENTS_TEXT };
  if (text.length <= DEALER_COMMENTS_LIMIT) return { kind: "short", text };
  const cut = text.slice(0, DEALER_COMMENTS_LIMIT);
  const space = cut.search(/\s\S*$/);
  const preview = (space > DEALER_COMMENTS_LIMIT * 0.8 ? cut.slice(0, space) : cut).trimEnd();
  return { kind: "long", text, preview: `${preview}…` };
}

/** Paragraphs of the comments as the dealer wrote them (blank lines separate them). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}
