import MarkdownIt from "markdown-it";

/** Spec 02 §9 'Blog excerpt 80 characters'. */
export const BLOG_EXCERPT_LENGTH = 80;

const md = new MarkdownIt({ html: false });

/** The words of a Markdown text without its markup (no HTML is produced, so none can leak). */
export function plainText(markdown: string): string {
  const words: string[] = [];
  for (const block of md.parse(markdown, {})) {
    if (block.type !== "inline" || !block.children) continue;
    for (const t of block.children) {
      if (t.type === "text" || t.type === "code_inline") words.push(t.content);
      else if (t.type === "softbreak" || t.type === "hardbreak") words.push(" ");
    }
    words.push(" ");
  }
  return words.join("").replace(/\s+/g, " ").trim();
}

/**
 * The first 80 characters of a post's text; a longer text is cut at the last
 * space within them and ends with '…' (the ellipsis counted among the 80).
 */
export function blogExcerpt(markdown: string, length = BLOG_EXCERPT_LENGTH): string {
  const text = plainText(markdown);
  if (text.length <= length) return text;
  const head = text.slice(0, length - 1);
  // The head already ends a word when the next character is a space or punctuation.
  const cut = /[\s,.;:!?]/.test(text[length - 1]) ? head.length : head.lastIndexOf(" ");
  return `${(cut > length / 2 ? head.slice(0, cut) : head).replace(/[\s,.;:!?-]+$/, "")}…`;
}
