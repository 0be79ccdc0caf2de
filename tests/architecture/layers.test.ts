import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layer directions of CONVENTIONS.md, enforced by eslint.config.js:
 * domain -> nothing; ui -> domain; server -> domain; routes -> ui, server,
 * domain but never another route. Each case lints a one-line module placed
 * in a folder with the project's own config.
 */
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("layer rules", () => {
  it.each([
    ["app/domain/probe.ts", 'import { x } from "~/server/search/listing.server";'],
    ["app/domain/probe.ts", 'import type { x } from "../ui/search/listing-page";'],
    ["app/domain/probe.ts", 'import { x } from "react";'],
    ["app/domain/probe.ts", 'import { x } from "react-router";'],
    ["app/domain/probe.ts", 'import { x } from "node:fs";'],
    ["app/domain/probe.ts", 'export { x } from "~/routes/search";'],
    ["app/ui/search/probe.tsx", 'import type { x } from "~/server/search/listing-view.server";'],
    ["app/ui/search/probe.tsx", 'import { x } from "../../server/context.server";'],
    ["app/ui/vehicle/probe.tsx", 'import { x } from "~/routes/vehicle";'],
    ["app/server/search/probe.server.ts", 'import { x } from "~/ui/search/listing-page";'],
    ["app/server/search/engine/probe.server.ts", 'import { x } from "../../../routes/search";'],
    ["cli/probe.ts", 'import { x } from "~/routes/api.feed";'],
    ["app/routes/probe.tsx", 'import { x } from "./search";'],
    ["app/routes/probe.tsx", 'import { x } from "~/routes/vehicle";'],
  ])("refuses %s: %s", async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["app/domain/probe.ts", 'import { x } from "./listing-route";'],
    ["app/domain/probe.ts", 'import { x } from "zod";'],
    ["app/ui/search/probe.tsx", 'import { x } from "~/domain/search/listing-page-view";'],
    ["app/ui/search/probe.tsx", 'import { x } from "react-router";'],
    ["app/server/search/probe.server.ts", 'import { x } from "~/domain/search/search-query";'],
    ["app/routes/probe.tsx", 'import type { x } from "./+types/search";'],
    ["app/routes/probe.tsx", 'import { x } from "~/server/context.server";'],
    ["app/routes/probe.tsx", 'import { x } from "~/ui/search/listing-page";'],
  ])("allows %s: %s", async (filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

describe("the demo (issue 18 item 1)", () => {
  const demoErrors = async (filePath: string, code: string) =>
    (await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath }))[0].messages
      .filter((m) => m.ruleId === "no-restricted-syntax")
      .map((m) => m.message);

  it.each([
    ["app/server/probe.server.ts", 'import { x } from "../../demo/seed";'],
    ["app/server/media/probe.server.ts", 'export { x } from "../../../demo/photos";'],
    ["app/routes/probe.ts", 'import * as x from "../../demo/photos";'],
    ["server/probe.ts", 'import { x } from "../demo/seed";'],
    ["cli/probe.ts", 'import { x } from "../demo/seed";'],
  ])("is not imported statically by the product: %s: %s", async (filePath, code) => {
    expect(await demoErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["app/server/probe.server.ts", 'const x = () => import("../../demo/seed");'],
    ["app/server/probe.server.ts", 'import type { x } from "../../demo/walkaround-video";'],
    ["app/server/probe.test.ts", 'import { x } from "../../demo/seed";'],
    ["bench/probe.ts", 'import { x } from "../demo/catalogue";'],
  ])("is reached by a dynamic import, a type, a test or a benchmark: %s: %s", async (filePath, code) => {
    expect(await demoErrors(filePath, code)).toEqual([]);
  });
});

describe("environment", () => {
  it("is read only by app/server/env.server.ts", async () => {
    const lint = async (filePath: string) =>
      (await eslint.lintText("export const level = process.env.LOG_LEVEL;\n", { filePath }))[0].messages.map((m) => m.ruleId);
    expect(await lint("app/server/logger.server.ts")).toEqual(["no-restricted-properties"]);
    expect(await lint("app/server/env.server.ts")).toEqual([]);
  });
});
