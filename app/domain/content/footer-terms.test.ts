import { describe, expect, it } from "vitest";
import type { ContentPage } from "./content-pages";
import { footerTermsOfUse } from "./footer-terms";

const terms = (body: string): ContentPage =>
  ({ kind: "page", path: "/terms-and-conditions", title: "Terms and Conditions", body }) as ContentPage;

describe("footerTermsOfUse (spec 02 §4 'Terms of use text collapses/expands on small screens')", () => {
  it("takes the opening of the tenant's own terms page, up to its first heading, and links the page", () => {
    expect(footerTermsOfUse([terms("These terms apply to your use of the site.\n\n## Prices\n\nIn AUD.")])).toEqual({
      intro: "These terms apply to your use of the site.",
      href: "/terms-and-conditions",
    });
  });

  it("links the page alone when it opens with a heading", () => {
    expect(footerTermsOfUse([terms("# Terms\n\nText.")])).toEqual({ intro: null, href: "/terms-and-conditions" });
  });

  it("shows no terms when the tenant has not written a terms page", () => {
    expect(footerTermsOfUse([])).toBeNull();
  });
});
