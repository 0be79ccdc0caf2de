import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { buildVehiclePageModel } from "~/domain/vehicle/page-model";
import { tenantConfig } from "../../../tests/setup/builders";
import { storedVehicle } from "../../../tests/setup/stored-vehicle";
import { PrintSheet } from "./print-sheet";

const NOW = Date.parse("2025-01-16T00:00:00Z");

function render(phoneReveal: boolean): string {
  const model = buildVehiclePageModel(tenantConfig({ features: { phone_reveal: phoneReveal } }), storedVehicle(), NOW);
  const router = createMemoryRouter([
    { path: "/", element: <PrintSheet model={model} siteName="Test Motors" url="https://example.com/cars/x" themeVars={{}} /> },
  ]);
  return renderToString(<RouterProvider router={router} />);
}

/** Paragraphs in the markup that hold a block the HTML parser will not keep inside a <p> (it closes the <p> first). */
function blocksInParagraphs(html: string): string[] {
  return [...html.matchAll(/<p\b[^>]*>((?:(?!<\/p>)[\s\S])*)<\/p>/g)]
    .filter((m) => /<(form|div|p|section|ul|ol|dl|address|h[1-6])\b/.test(m[1]))
    .map((m) => m[0].slice(0, 120));
}

describe("PrintSheet", () => {
  it("keeps a masking tenant's 'Show number' form out of a paragraph, so the browser parses what React rendered (issue 17)", () => {
    const html = render(true);
    expect(html).toContain("Show number");
    expect(html).toContain("07 3000 XXXX");
    expect(blocksInParagraphs(html)).toEqual([]);
  });

  it("shows the number itself where the tenant does not mask it", () => {
    const html = render(false);
    expect(html).not.toContain("Show number");
    expect(html).toContain("07 3000 0000");
    expect(blocksInParagraphs(html)).toEqual([]);
  });
});
