import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * What the listing and vehicle pages load at first stays light (Lighthouse
 * mobile ≥ 95 on the vehicle page, issue 19): Zod (about 26 kB gzip) is for
 * forms, loaded when a form opens, never by a card or the vehicle page
 * itself; nor is a dialog's library before a dialog opens. A module that builds a link or a figure in the browser must not
 * import a schema module; this walks the static value imports (dynamic
 * imports and `import type` are not loaded at first) from each page's root
 * component and names the chain that reaches a forbidden package.
 */

const ROOT = process.cwd();
// Radix Dialog (14 kB gzip with its dependencies) is for the lead dialogs and the finance popup, loaded when one opens.
const FORBIDDEN = ["zod", "@conform-to/react", "@conform-to/zod", "@radix-ui/react-dialog"];
const FIRST_LOAD_ROOTS = [
  "app/ui/vehicle/vehicle-page.tsx",
  "app/ui/search/vehicle-card.tsx",
  "app/ui/search/listing-page.tsx",
  "app/ui/locations/location-page.tsx",
  "app/ui/locations/dealer-locator-page.tsx",
];

const STATIC_IMPORT = /^\s*(import|export)\s+(?!type\b)([^;]*?)\s*from\s*["']([^"']+)["']/gm;
const BARE_IMPORT = /^\s*import\s*["']([^"']+)["']/gm;

function resolveModule(from: string, spec: string): string | null {
  const base = spec.startsWith("~/") ? path.join(ROOT, "app", spec.slice(2)) : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/** Every value import of a module: local files resolved, packages by name. */
function importsOf(file: string): { local: string[]; packages: string[] } {
  const text = fs.readFileSync(file, "utf8");
  const local: string[] = [];
  const packages: string[] = [];
  const specs = [...text.matchAll(STATIC_IMPORT)]
    // `import { type A, type B } from` loads nothing either.
    .filter((m) => !/^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(m[2].trim()))
    .map((m) => m[3]);
  for (const m of text.matchAll(BARE_IMPORT)) specs.push(m[1]);
  for (const spec of specs) {
    if (spec.includes("?")) continue; // ?url assets
    if (spec.startsWith(".") || spec.startsWith("~/")) {
      const resolved = resolveModule(file, spec);
      if (resolved && /\.(ts|tsx)$/.test(resolved)) local.push(resolved);
    } else packages.push(spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]);
  }
  return { local, packages };
}

/** The chain of modules from `root` to the first forbidden package it loads at first, or null. */
function chainToForbidden(root: string): string[] | null {
  const start = path.join(ROOT, root);
  const previous = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    const { local, packages } = importsOf(file);
    const bad = packages.find((p) => FORBIDDEN.includes(p));
    if (bad) {
      const chain = [bad];
      for (let at: string | null = file; at; at = previous.get(at) ?? null) chain.unshift(path.relative(ROOT, at));
      return chain;
    }
    for (const next of local) {
      if (previous.has(next)) continue;
      previous.set(next, file);
      queue.push(next);
    }
  }
  return null;
}

describe("the first load of the listing and vehicle pages", () => {
  it.each(FIRST_LOAD_ROOTS.filter((f) => fs.existsSync(path.join(ROOT, f))))("%s loads no schema or dialog library", (root) => {
    expect(chainToForbidden(root)).toBeNull();
  });

  it("finds a schema library where one is imported (the check can fail)", () => {
    expect(chainToForbidden("app/domain/finance/finance-page.ts")).toEqual(["app/domain/finance/finance-page.ts", "zod"]);
    expect(chainToForbidden("app/domain/tenant/tenant-config.ts")?.at(-1)).toBe("zod");
    expect(chainToForbidden("app/ui/lead/lead-dialog.tsx")).toEqual(["app/ui/lead/lead-dialog.tsx", "@radix-ui/react-dialog"]);
  });
});
