import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { globToRegExp, ISOLATED, SHARED } from "../setup/test-projects";

/**
 * Files that share a worker (tests/setup/test-projects.ts) must leave nothing
 * behind for the next file: a module mock or a changed environment variable
 * would. Such a file belongs in ISOLATED.
 */
const LEAVES_STATE =
  /\bvi\.(?:mock|doMock|stubEnv)\(|\bprocess\.env(?:\.\w+|\[[^\]]+\])\s*=[^=]|Object\.assign\(process\.env|delete process\.env/;

const matches = (globs: string[], file: string) => globs.some((g) => globToRegExp(g).test(file));

function testFiles(): string[] {
  return ["app", "cli", "demo", "scripts", "tests"].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true })
      .map((f) => path.join(dir, String(f)).split(path.sep).join("/"))
      .filter((f) => /\.test\.(?:ts|tsx|mjs)$/.test(f)),
  );
}

describe("which test files share a worker", () => {
  it("reads the globs as Vitest does", () => {
    expect(matches(SHARED, "app/domain/vehicle/price-display.test.ts")).toBe(true);
    expect(matches(SHARED, "app/ui/home/hero.test.tsx")).toBe(true);
    expect(matches(SHARED, "scripts/system-tools.test.mjs")).toBe(true);
    expect(matches(SHARED, "demo/photos.test.ts")).toBe(true);
    expect(matches(ISOLATED, "app/server/sync.test.ts")).toBe(true);
    expect(matches(ISOLATED, "app/server/sync-more.test.ts")).toBe(false);
    expect(matches(ISOLATED, "tests/integration/guards.test.ts")).toBe(true);
    expect(matches(SHARED, "tests/integration/guards.test.ts")).toBe(false);
  });

  it("puts every test file in one of the two", () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(150);
    expect(files.filter((f) => !matches(SHARED, f) && !matches(ISOLATED, f))).toEqual([]);
  });

  it("isolates every file that mocks a module or changes the environment", () => {
    const leaking = testFiles().filter((f) => !matches(ISOLATED, f) && LEAVES_STATE.test(fs.readFileSync(f, "utf8")));
    expect(leaking).toEqual([]);
  });
});
