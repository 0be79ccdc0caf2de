import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe's serious and critical findings on the page as it stands (WCAG 2.1 A/AA and best practice).
 * Only violations are gathered (`resultTypes`), and axe runs in the page itself (legacy mode) rather
 * than finishing in a second, blank page: our pages have no cross-origin frames, and the two together
 * halved axe's time per page (2.0 to 0.9 s on this machine), the same findings.
 */
export async function seriousViolations(page: Page, options: { exclude?: string } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .options({ resultTypes: ["violations"] })
    .setLegacyMode(true);
  if (options.exclude) builder.exclude(options.exclude);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.length}) ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

export const WIDTHS = [
  { name: "desktop", viewport: { width: 1366, height: 900 } },
  { name: "phone", viewport: { width: 390, height: 844 } },
] as const;
