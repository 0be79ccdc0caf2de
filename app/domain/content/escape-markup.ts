/**
 * Text put into XML or HTML markup: the ADF lead XML, the lead emails' HTML,
 * the sitemap, the brand logo and favicon SVGs. One escaper serves them all,
 * so none can forget a character the others escape.
 */

/** Characters XML 1.0 cannot carry, plus C1 controls: dropped. With the u flag, lone surrogates are matched too. */
const NOT_XML = /[^\t\n\r\u0020-\u007e\u00a0-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** &#39; rather than &apos;: HTML 4 and older email clients know only the numeric reference. */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text for an element or a quoted attribute, in XML or HTML. */
export function escapeMarkup(s: string): string {
  return s.replace(NOT_XML, "").replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * An XML attribute value whose tabs and line breaks must survive: a parser
 * turns a literal one into a space (XML 1.0 §3.3.3 attribute-value
 * normalisation), a character reference it keeps.
 */
export function escapeAttributeKeepingWhitespace(s: string): string {
  return escapeMarkup(s).replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");
}
