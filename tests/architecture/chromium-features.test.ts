import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DISABLED_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from "../setup/chromium-features";

/**
 * The e2e browser's --disable-features replaces Playwright's (Chromium keeps the last such
 * switch), so ours must still hold every feature Playwright turns off, read from the
 * installed Playwright's own source.
 */
function playwrightsList(): string[] {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve("playwright-core/package.json"));
  const bundle = fs.readFileSync(path.join(root, "lib/coreBundle.js"), "utf8");
  const block = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(bundle);
  if (!block) throw new Error("Playwright's disabledFeatures list was not found in playwright-core");
  return [...block[1].replace(/\/\/.*$/gm, "").matchAll(/"([A-Za-z]+)"/g)].map((m) => m[1]);
}

describe("the e2e browser's disabled features", () => {
  it("keep every one Playwright disables", () => {
    const theirs = playwrightsList();
    expect(theirs.length).toBeGreaterThan(5);
    expect(theirs.filter((f) => !DISABLED_FEATURES.includes(f))).toEqual([]);
    expect(PLAYWRIGHT_DISABLED_FEATURES.toSorted()).toEqual(theirs.toSorted());
  });

  it("turn off the omnibox popup's WebUI renderer", () => {
    expect(DISABLED_FEATURES).toContain("WebUIOmniboxPopup");
  });
});
