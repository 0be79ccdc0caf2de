import MarkdownIt from "markdown-it";

/**
 * A tenant's Markdown (content pages, sale pages, blog posts; issue 12
 * deliver 6) as HTML that is safe to put in the page: 'rendered safely (no
 * raw HTML from content reaches the page unsanitised)'.
 *
 * - `html: false`: any HTML written in the Markdown (a <script>, an <iframe>,
 *   an onclick) is shown as text, escaped, never as markup.
 * - Links and images keep only the addresses a shopper can safely follow:
 *   a path on the site, a #fragment, https:// and http://, and for links
 *   mailto: and tel:. Anything else (javascript:, vbscript:, data:, file:,
 *   protocol-relative //host) is not made a link: the text stays, the
 *   address goes.
 * - Links to other sites open as usual but carry rel="noopener noreferrer nofollow".
 * Runs on the server only (route loaders); the browser gets the HTML, not
 * markdown-it.
 */

const SAFE_LINK = /^(\/(?!\/)|#|https?:\/\/|mailto:|tel:)/i;
const SAFE_IMAGE = /^(\/(?!\/)|https:\/\/)/i;

/** The address as a browser would read it: entities and control characters that hide a scheme removed. */
function normalisedUrl(url: string): string {
  return url.trim().replace(/[\u0000-\u001f\u007f\s]/g, "");
}

export function isSafeLink(url: string): boolean {
  return SAFE_LINK.test(normalisedUrl(url));
}

export function isSafeImage(url: string): boolean {
  return SAFE_IMAGE.test(normalisedUrl(url));
}

function createRenderer() {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
  // markdown-it's own check already refuses javascript:, vbscript:, file: and most data:; ours is an allow-list.
  md.validateLink = (url) => isSafeLink(url) || isSafeImage(url);
  const defaultImage = md.renderer.rules.image!;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    const token = tokens[idx];
    const src = String(token.attrGet("src") ?? "");
    // A link-only address (mailto:, tel:, http:) is no image source: the alt text stays.
    if (!isSafeImage(src)) return md.utils.escapeHtml(token.content);
    token.attrSet("loading", "lazy");
    token.attrSet("decoding", "async");
    return defaultImage(tokens, idx, options, env, self);
  };
  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx];
    const href = String(token.attrGet("href") ?? "");
    if (/^https?:\/\//i.test(href)) token.attrSet("rel", "noopener noreferrer nofollow");
    return self.renderToken(tokens, idx, options);
  };
  // Headings in content start at h2: the page's title is its one h1.
  md.renderer.rules.heading_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx];
    if (token.tag === "h1") token.tag = "h2";
    return self.renderToken(tokens, idx, options);
  };
  md.renderer.rules.heading_close = (tokens, idx, options, _env, self) => {
    const token = tokens[idx];
    if (token.tag === "h1") token.tag = "h2";
    return self.renderToken(tokens, idx, options);
  };
  return md;
}

const renderer = createRenderer();

/** The Markdown as safe HTML (see above). */
export function renderMarkdown(markdown: string): string {
  return renderer.render(markdown);
}
