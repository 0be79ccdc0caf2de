import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "~/domain/content/markdown";
import { BrandsGrid } from "../home/brands-grid";
import { brandGroups } from "~/domain/content/home-page";
import { ContentPage } from "./content-page";
import { PaymentLogos } from "./payment-logos";
import { TermsOfUse } from "./terms-of-use";

const html = (node: React.ReactNode) => renderToString(node).replace(/<!-- -->/g, "");

describe("content components (issue 12)", () => {
  it("draws the five accepted payment logos of spec 02 §2, each named", () => {
    const out = html(<PaymentLogos />);
    for (const name of ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"])
      expect(out).toContain(`aria-label="${name}"`);
    expect(out).toContain('aria-label="Payment methods we accept"');
  });

  it("renders terms of use as a closed <details> (no JavaScript; wide screens show it by CSS) with its toggle", () => {
    const out = html(<TermsOfUse html={renderMarkdown("Offer ends **31 January**.")} />);
    expect(out).toMatch(/<details class="terms-of-use">/);
    expect(out).toContain("Show terms of use");
    expect(out).toContain("<strong>31 January</strong>");
  });

  it("puts a content page's safe HTML under its one h1, and its terms below", () => {
    const out = html(
      <ContentPage
        page={{ title: "Spring Sale", html: renderMarkdown("# Big\n\n<script>x</script>"), termsHtml: renderMarkdown("T&Cs") }}
      />,
    );
    expect(out.match(/<h1/g)).toHaveLength(1);
    expect(out).toContain("<h2>Big</h2>");
    expect(out).not.toContain("<script>");
    expect(out).toContain("terms-of-use");
  });

  it("draws a group's brands grid: logo and name linking to the brand's overview", () => {
    const out = html(<BrandsGrid groups={brandGroups([{ name: "Toyota", slug: "toyota", kind: "car" }])} />);
    expect(out).toContain('<a class="brand-tile" href="/toyota/overview"><img src="/brand-logos/toyota.svg" alt=""');
    expect(out).toContain("Toyota");
    expect(html(<BrandsGrid groups={[]} />)).toBe("");
  });
});
