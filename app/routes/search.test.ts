import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingData } from "~/domain/search/listing-page-view";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { loader } from "./search";

/** The listing loader (spec 01 §2 'Vehicle search listing') against a migrated PGlite and a real request context. */
describe("listing loader", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({ slug: "alpha" }),
        vehicles: [
          vehicleRow({ stocknum: "A1", make: "Toyota", model: "Corolla" }),
          vehicleRow({ stocknum: "A2", make: "Toyota", model: "RAV4", car_type: "new", km: 10 }),
          vehicleRow({ stocknum: "A3", make: "Land Rover", model: "Range Rover", price: 99000 }),
        ],
      },
      { config: tenantConfig({ slug: "beta" }), vehicles: [vehicleRow({ stocknum: "B1", make: "Kia", model: "Sportage" })] },
      {
        config: tenantConfig({ slug: "mixed" }),
        vehicles: [
          vehicleRow({ stocknum: "M1", make: "Yamaha", model: "MT-07", item_type: "motorcycle" }),
          vehicleRow({ stocknum: "M2", make: "Jayco", model: "Journey", item_type: "caravan", car_type: "new" }),
          vehicleRow({ stocknum: "M3", make: "Isuzu", model: "D-Max", car_type: "new" }),
        ],
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const listing = (host: string, path: string) => {
    const url = new URL(path, `http://${host}`);
    const segments = url.pathname.replace(/^\/search\/?/, "");
    return loader(t.args(url.toString(), { params: { "*": segments } })) as ListingData;
  };
  const thrown = (fn: () => unknown): unknown => {
    try {
      fn();
    } catch (err) {
      return err;
    }
    throw new Error("expected the loader to throw");
  };
  const makes = (d: ListingData) => d.grid.flatMap((c) => (c.kind === "vehicle" ? [c.card.title] : []));

  it("lists the tenant's own stock, and only its own", () => {
    const alpha = listing("alpha.localhost", "/search/new-used-and-demo-cars");
    expect(alpha.count).toBe(3);
    // alpha has no domain, so no canonical address (canonical-urls.test.ts has those that do).
    expect(alpha.canonical).toBeNull();
    const beta = listing("beta.localhost", "/search/new-used-and-demo-cars");
    expect(beta.count).toBe(1);
    expect(makes(beta).join(" ")).toContain("Kia");
  });

  it("resolves make and model paths against the tenant's stock", () => {
    const toyota = listing("alpha.localhost", "/search/toyota");
    expect(toyota.route).toEqual({ kind: "make", make: "Toyota" });
    expect(toyota.count).toBe(2);
    expect(toyota.makeModels.sort()).toEqual(["Toyota Corolla", "Toyota RAV4"]);
    const rangeRover = listing("alpha.localhost", "/search/land-rover/range-rover");
    expect(rangeRover.route).toEqual({ kind: "model", make: "Land Rover", model: "Range Rover" });
    expect(rangeRover.count).toBe(1);
    expect(listing("alpha.localhost", "/search/new-cars").count).toBe(1);
  });

  it("answers an unknown make with a 404 naming the makes in stock", () => {
    const err = thrown(() => listing("alpha.localhost", "/search/kia")) as { data: unknown; init: { status: number } };
    expect(err.init.status).toBe(404);
    expect(err.data).toMatchObject({ unknownListing: true, makes: [{ value: "Toyota", count: 2 }, { value: "Land Rover" }] });
  });

  it("answers an unreadable query with a 400 and a page past the end with a redirect to the last", () => {
    const bad = thrown(() => listing("alpha.localhost", "/search/new-used-and-demo-cars?page=abc")) as {
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);
    const far = thrown(() => listing("alpha.localhost", "/search/toyota?page=9")) as Response;
    expect(far.status).toBe(302);
    expect(far.headers.get("location")).toBe("/search/toyota");
  });

  it("names the listing with the stock's own spelling of a value, whatever the URL's case (issue 9)", () => {
    const d = listing("alpha.localhost", "/search/used-cars?make=toyota");
    expect(d.meta.heading).toBe("Used Toyota Cars");
    expect(d.chips.map((c) => c.label)).toContain("Toyota");
    expect(d.state.filters.make).toEqual(["Toyota"]);
    expect(d.count).toBe(1);
  });

  it("calls the stock by its item type: motorcycles, caravans, or vehicles when mixed (issue 9)", () => {
    expect(listing("mixed.localhost", "/search/new-used-and-demo-cars").meta.heading).toBe("New, Used and Demo Vehicles");
    expect(listing("mixed.localhost", "/search/yamaha").meta.heading).toBe("Yamaha Motorcycles");
    expect(listing("mixed.localhost", "/search/new-cars?make=Jayco").meta.heading).toBe("New Jayco Caravans");
    expect(listing("mixed.localhost", "/search/used-cars?item_type=motorcycle").meta).toMatchObject({
      heading: "Used Motorcycles",
      noun: { one: "motorcycle", many: "motorcycles" },
    });
    expect(listing("alpha.localhost", "/search/new-used-and-demo-cars").meta.heading).toBe("New, Used and Demo Cars");
  });

  it("serves no tenant at an unknown host (the root middleware's 404)", () => {
    const err = thrown(() => listing("gamma.localhost", "/search/new-used-and-demo-cars")) as {
      data: unknown;
      init: { status: number };
    };
    expect(err.init.status).toBe(404);
    expect(err.data).toEqual({ unknownHost: true });
  });
});
