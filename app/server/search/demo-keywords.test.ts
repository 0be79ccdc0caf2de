import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ValueFacet } from "~/domain/search/facets";
import { tenantConfigSchema } from "~/domain/tenant/tenant-config";
import { vehicleInputSchema, type Vehicle } from "~/domain/vehicle/vehicle";
import { DEMO_STOCK, demoTenantsDir } from "../../../demo/seed";
import { demoVehicles } from "../../../demo/vehicles";
import { searchOptionsFor, toSearchDoc } from "./document.server";
import { SearchIndex } from "./engine.server";
import { searchQuery } from "./engine/test-docs.server";
import type { SearchQuery } from "./types.server";

/**
 * Issue 9's keyword reproductions on the Greywattle demo tenant (its real
 * config and demo stock): places (items 4), typos (5) and compound names (16).
 */

const NOW = new Date("2026-11-21T09:00:00Z");
const config = tenantConfigSchema.parse(JSON.parse(fs.readFileSync(path.join(demoTenantsDir(), "greywattle.json"), "utf8")));
const vehicles: Vehicle[] = demoVehicles(config, DEMO_STOCK.greywattle.count, NOW).data.map((input, i) => ({
  ...vehicleInputSchema.parse(input),
  id: i + 1,
  tenant_id: 1,
  slug: `car-${i + 1}`,
  path: `/cars/car-${i + 1}`,
  photos_count: input.images?.length ?? 0,
  views: 0,
  created_at: NOW,
  updated_at: NOW,
  sold_at: null,
  last_seen_at: NOW,
}));
const index = SearchIndex.build(
  vehicles.map((v) => toSearchDoc(v, config)),
  searchOptionsFor(config),
);
const search = (over: Partial<SearchQuery>) => index.search(searchQuery({ hitsPerPage: 2000, ...over }), NOW.getTime());
const found = (query: string) => search({ query }).hits;
const filtered = (facet: ValueFacet, value: string) => search({ filters: { [facet]: [value] } }).hits;
const idSet = (hits: { id: number }[]) => new Set(hits.map((h) => h.id));

describe("Greywattle: places (issue 9, item 4)", () => {
  it.each(["Ringwood", "Springwood", "Osborne Park", "Moorooka"])("query=%s lists every car of that suburb's sites", (city) => {
    const site = filtered("city", city);
    expect(site.length).toBeGreaterThan(20);
    expect(idSet(found(city))).toEqual(idSet(site));
  });

  it("a dealership's name finds that site's cars", () => {
    const dealer = idSet(filtered("dealership_name", "Greywattle Ford"));
    expect(dealer.size).toBeGreaterThan(20);
    const got = idSet(found("Greywattle Ford"));
    for (const id of dealer) expect(got.has(id)).toBe(true);
    expect(idSet(found("greywattle used cars moorooka"))).toEqual(
      idSet(filtered("location_name", "Greywattle Used Cars Moorooka")),
    );
  });
});

describe("Greywattle: typos and compound names (issue 9, items 5 and 16)", () => {
  it.each([
    ["toyta", "toyota"],
    ["Camery", "camry"],
    ["corola", "corolla"],
    ["hilx", "hilux"],
    ["land cruiser", "landcruiser"],
    ["hi lux", "hilux"],
  ])("%s finds what %s finds", (typed, meant) => {
    const want = found(meant);
    expect(want.length).toBeGreaterThan(5);
    expect(idSet(found(typed))).toEqual(idSet(want));
  });

  it("Rnager finds the Rangers, and 'ranger' only the Rangers (typos are a fallback, not an addition: no 'Extended Range')", () => {
    const rangers = idSet(filtered("model", "Ranger"));
    expect(rangers.size).toBeGreaterThan(5);
    expect(idSet(found("Rnager"))).toEqual(rangers);
    expect(idSet(found("ranger"))).toEqual(rangers);
  });

  it("lists the Mazda3s for 'mazda 3', before the CX-3s and CX-30s", () => {
    const hits = found("mazda 3");
    const mazda3 = hits.filter((h) => h.model === "Mazda3").length;
    expect(mazda3).toBe(filtered("model", "Mazda3").length);
    expect(mazda3).toBeGreaterThan(5);
    expect(hits.slice(0, mazda3).every((h) => h.model === "Mazda3")).toBe(true);
    expect(hits.some((h) => h.model === "CX-3")).toBe(true);
  });

  it("still finds 'landcruiser' and 'cx3' written as one word", () => {
    expect(found("landcruiser").every((h) => h.model.startsWith("LandCruiser"))).toBe(true);
    expect(found("cx3").map((h) => h.model)).toContain("CX-3");
  });
});
