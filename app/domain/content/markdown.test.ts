import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

/** Issue 12 deliver 6: 'rendered safely (no raw HTML from content reaches the page unsanitised)'. */
describe("renderMarkdown", () => {
  it("renders Markdown: headings from h2, lists, links on the site and outside", () => {
    const html = renderMarkdown(
      "# About us\n\n- Family owned\n- [Our stock](/search/used-cars)\n\n[Kia](https://www.kia.com/au/)",
    );
    expect(html).toContain("<h2>About us</h2>");
    expect(html).not.toContain("<h1");
    expect(html).toContain('<li><a href="/search/used-cars">Our stock</a></li>');
    expect(html).toContain('<a href="https://www.kia.com/au/" rel="noopener noreferrer nofollow">Kia</a>');
  });

  it("shows script tags and other raw HTML as text, never as markup", () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\n<b onclick="x()">b</b>',
    );
    expect(html).not.toMatch(/<script|<iframe|<b[ >]/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;iframe");
    expect(html).toContain("&lt;b onclick=");
  });

  it("makes no link of a javascript:, vbscript:, data: or protocol-relative address, however it is disguised", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "&#106;avascript:alert(1)",
      "%6Aavascript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "//evil.example/x",
      "file:///etc/passwd",
    ]) {
      const html = renderMarkdown(`[click me](${href})`);
      expect(html, href).not.toContain("<a ");
      expect(html, href).not.toMatch(/href=/);
    }
    expect(renderMarkdown("<javascript:alert(1)>")).not.toContain("<a ");
  });

  it("keeps mailto: and tel: links, and images only from the site or https", () => {
    expect(renderMarkdown("[Call](tel:0730000000) [Mail](mailto:sales@dealer.example)")).toContain('href="tel:0730000000"');
    expect(renderMarkdown("![Showroom](/demo-photos/x.svg)")).toContain(
      '<img src="/demo-photos/x.svg" alt="Showroom" loading="lazy"',
    );
    expect(renderMarkdown("![Showroom](https://cdn.example/x.jpg)")).toContain('src="https://cdn.example/x.jpg"');
    for (const src of ["javascript:alert(1)", "data:image/svg+xml;base64,PHN2Zz4=", "http://cdn.example/x.jpg", "tel:123"]) {
      expect(renderMarkdown(`![Showroom](${src})`), src).not.toContain("<img");
    }
  });
});
