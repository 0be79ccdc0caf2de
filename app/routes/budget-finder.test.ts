import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BudgetResult, PriceRangeResult } from "~/domain/finance/budget-finder-view";
import type { ListingData } from "~/domain/search/listing-page-view";
import { tenantConfig, vehicleRow } from "../../tests/setup/builders";
import { openTestPlatform, type TestPlatform } from "../../tests/setup/test-platform";
import { loader as apiLoader } from "./api.budget-finder";
import { loader as budgetLoader } from "./budget-finder";
import { loader as priceRangeLoader } from "./budget-finder.price-range";
import { loader as homeLoader } from "./home";
import { loader as searchLoader } from "./search";

/**
 * The budget finder's pages and counts (issue 19 item 7; spec 02 §2, §4, §5, §7, §8, §9) with their
 * real loaders on the tenants' own search indexes: every bound of the estimate, the $1,000 floor,
 * the disabled state, the body selector, the price range and the listing each one links to.
 */
describe("budget finder loaders", () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await openTestPlatform([
      {
        config: tenantConfig({ slug: "alpha" }),
        vehicles: [
          vehicleRow({ stocknum: "A1", simple_body: "Sedan", price: 12_990 }),
          vehicleRow({ stocknum: "A2", simple_body: "SUV", price: 24_500 }),
          vehicleRow({ stocknum: "A3", simple_body: "SUV", price: 38_000 }),
          vehicleRow({ stocknum: "A4", simple_body: "SUV", price: 38_000.01 }),
          vehicleRow({ stocknum: "A5", simple_body: "Ute", price: 55_000 }),
          vehicleRow({ stocknum: "A6", simple_body: "Hatch", price: 0 }),
          vehicleRow({ stocknum: "A7", simple_body: "Hatch", price: 1_000 }),
          vehicleRow({ stocknum: "A8", simple_body: "Hatch", price: 1_000.5 }),
          vehicleRow({ stocknum: "A9", simple_body: "Sedan", price: 5_000, show_on_dealer_website: false }),
          vehicleRow({ stocknum: "A10", simple_body: "Van", price: 9_000 }),
          vehicleRow({ stocknum: "A11", simple_body: "Ute", price: 0 }),
        ],
      },
      // Another tenant's cheaper car never counts for alpha.
      { config: tenantConfig({ slug: "beta" }), vehicles: [vehicleRow({ stocknum: "B1", simple_body: "Sedan", price: 1_500 })] },
      {
        config: tenantConfig({
          slug: "gamma",
          budget_finder: { body_types: ["ute", "ev", "bus"], deposit_quick_picks: "alternative" },
        }),
        vehicles: [
          vehicleRow({ stocknum: "G1", simple_body: "Ute", price: 30_000 }),
          vehicleRow({ stocknum: "G2", simple_body: "Hatch", simple_fuel: "Electric", price: 45_000 }),
          vehicleRow({ stocknum: "G3", simple_body: "SUV", price: 20_000 }),
        ],
      },
      {
        config: tenantConfig({ slug: "moto" }),
        vehicles: [vehicleRow({ stocknum: "M1", make: "Yamaha", model: "MT-07", item_type: "motorcycle", price: 11_000 })],
      },
      { config: tenantConfig({ slug: "empty" }) },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  const budget = (host: string, qs = "") => budgetLoader(t.args(`http://${host}/budget-finder${qs}`) as never).view;
  const range = (host: string, qs = "") =>
    priceRangeLoader(t.args(`http://${host}/budget-finder/price-range${qs}`) as never).view;
  /** The listing a view button links to, as its own loader counts it. */
  const listingCount = (host: string, href: string) => {
    const url = new URL(href, `http://${host}`);
    return (
      searchLoader(t.args(url.toString(), { params: { "*": url.pathname.replace(/^\/search\/?/, "") } }) as never) as ListingData
    ).count;
  };
  const thrownStatus = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return (e as { init?: { status?: number } }).init?.status;
    }
    return "no error";
  };

  it("starts at the spec's budget, 600 a month and 2000 deposit: $38,000, the cars priced above $1,000 and up to it", () => {
    const v = budget("alpha.localhost");
    expect([v.frequency, v.repayment, v.deposit, v.body]).toEqual(["monthly", 600, 2000, null]);
    expect(v.result).toMatchObject({
      estimate: 38_000,
      // A1 12,990, A2 24,500, A3 38,000 (at the budget), A8 1,000.50, A10 9,000; not A4 (a cent over), A5, A6 ($0),
      // A7 ($1,000: not above the floor), A9 (not on the website), nor beta's car.
      count: 5,
      disabled: false,
      buttonText: "View 5 cars",
      summary: "5 cars within your budget",
      message: null,
      cheapest: 1_000.5,
    });
    expect(v.result.href).toBe("/search/new-used-and-demo-cars?price=1000.01%3A38000");
    expect(listingCount("alpha.localhost", v.result.href!)).toBe(5);
    expect(v.quickPicks).toEqual([5_000, 10_000, 20_000, 30_000, 50_000, 70_000]);
  });

  it("weekly: 200 a week and 2000 deposit is $54,000", () => {
    const v = budget("alpha.localhost", "?frequency=weekly");
    expect([v.repayment, v.result.estimate, v.result.count]).toEqual([200, 54_000, 6]);
  });

  it("disables the view button a cent below the cheapest car, and enables it at its price (spec 02 §4)", () => {
    const below = budget("alpha.localhost", "?repayment=0&deposit=1000.49").result;
    expect(below).toMatchObject({
      estimate: 1_000.49,
      count: 0,
      disabled: true,
      buttonText: "0 cars found",
      message: "No cars found for this budget",
      href: null,
      cheapestText: "The most affordable car we have is $1,000.50.",
    });
    const at = budget("alpha.localhost", "?repayment=0&deposit=1000.5").result;
    expect([at.disabled, at.count, at.buttonText]).toEqual([false, 1, "View 1 car"]);
    expect(listingCount("alpha.localhost", at.href!)).toBe(1);
  });

  it("reads a non-number as 0 and clamps to 1,000,000 (spec 02 §5)", () => {
    const zero = budget("alpha.localhost", "?repayment=lots&deposit=");
    expect([zero.repayment, zero.deposit, zero.result.estimate, zero.result.disabled]).toEqual([0, 0, 0, true]);
    const top = budget("alpha.localhost", "?repayment=5000000&deposit=9999999");
    expect([top.repayment, top.deposit, top.result.estimate]).toEqual([1_000_000, 1_000_000, 61_000_000]);
    expect(top.result.count).toBe(7);
  });

  it("offers the stock's four bodies and names the chosen one's cars: 'No SUVs found for this budget'", () => {
    const v = budget("alpha.localhost");
    // SUV 3; then one each, by name descending (spec 02 §7). Hatch counts only A8: A6 and A7 are not above $1,000.
    expect(v.bodies.map((b) => b.key)).toEqual(["SUV", "Van", "Ute", "Sedan"]);
    const suv = budget("alpha.localhost", "?repayment=0&deposit=24499&body=suv");
    expect(suv.body).toBe("SUV");
    expect(suv.result).toMatchObject({
      disabled: true,
      buttonText: "0 SUVs found",
      message: "No SUVs found for this budget",
      cheapestText: "The most affordable SUV we have is $24,500.",
    });
    const fits = budget("alpha.localhost", "?repayment=0&deposit=24500&body=SUV").result;
    expect([fits.buttonText, fits.href]).toEqual(["View 1 SUV", "/search/new-used-and-demo-cars?body=SUV&price=1000.01%3A24500"]);
    expect(listingCount("alpha.localhost", fits.href!)).toBe(1);
    // A body beyond the four, chosen by a link, shows as a fifth choice.
    expect(budget("alpha.localhost", "?body=Hatch").bodies.map((b) => b.key)).toEqual(["SUV", "Van", "Ute", "Sedan", "Hatch"]);
    // A body the site does not have searches every body.
    const unknown = budget("alpha.localhost", "?body=Hovercraft");
    expect([unknown.body, unknown.result.count]).toEqual([null, 5]);
  });

  it("shows a dealer's own body list and quick picks; an electric car is found by its fuel", () => {
    const v = budget("gamma.localhost");
    expect(v.bodies).toEqual([
      { key: "ute", label: "Ute" },
      { key: "ev", label: "Electric" },
      { key: "bus", label: "Bus" },
    ]);
    expect(v.quickPicks).toEqual([300_000, 400_000, 500_000, 600_000, 700_000, 800_000]);
    expect(budget("gamma.localhost", "?deposit=50000&body=ev").result.buttonText).toBe("View 1 electric car");
    expect(budget("gamma.localhost", "?body=bus").result.message).toBe("No buses found for this budget");
  });

  it("calls a motorcycle dealer's stock motorcycles, and a site without stock disables the button", () => {
    expect(budget("moto.localhost", "?repayment=0&deposit=0").result.message).toBe("No motorcycles found for this budget");
    const empty = budget("empty.localhost");
    expect([empty.result.disabled, empty.result.message, empty.result.cheapestText, empty.bodies]).toEqual([
      true,
      "No cars found for this budget",
      null,
      [],
    ]);
  });

  it("answers 400 naming the parameter for what no shopper typed", () => {
    expect(thrownStatus(() => budgetLoader(t.args("http://alpha.localhost/budget-finder?frequency=yearly") as never))).toBe(400);
    expect(
      thrownStatus(() =>
        priceRangeLoader(t.args(`http://alpha.localhost/budget-finder/price-range?min=${"1".repeat(40)}`) as never),
      ),
    ).toBe(400);
  });

  it("the price-range page: the track over the stock's prices, thumbs at $5,000 and the top, the count between", () => {
    const v = range("alpha.localhost");
    // Prices $0 to $55,000: the track starts at the $1,000 floor; the default maximum, $250,000, is past its end.
    expect(v.result.track).toEqual({ min: 1_000, max: 55_000, step: 500 });
    expect(v.result.thumbs).toEqual([5_000, 55_000]);
    expect(v.result).toMatchObject({ count: 6, buttonText: "View 6 cars", summary: "6 cars in this price range" });
    expect(v.result.href).toBe("/search/new-used-and-demo-cars?price=5000%3A55000");
    expect(listingCount("alpha.localhost", v.result.href!)).toBe(6);
    // From the bottom of the track: $1,000.50 counts, $1,000 does not.
    const all = range("alpha.localhost", "?min=1000&max=55000");
    expect([all.result.count, all.result.href]).toEqual([7, "/search/new-used-and-demo-cars?price=1000.01%3A55000"]);
    expect(listingCount("alpha.localhost", all.result.href!)).toBe(7);
  });

  it("keeps the minimum below the maximum, on $500 steps, and disables the button for an empty range", () => {
    expect(range("alpha.localhost", "?min=30000&max=30000").result.thumbs).toEqual([29_500, 30_000]);
    expect(range("alpha.localhost", "?min=12345&max=99999").result.thumbs).toEqual([12_500, 55_000]);
    const none = range("alpha.localhost", "?min=39000&max=54500").result;
    expect([none.disabled, none.buttonText, none.message]).toEqual([true, "0 cars found", "No cars found in this price range"]);
    const suvs = range("alpha.localhost", "?body=SUV");
    expect([suvs.body, suvs.result.track, suvs.result.count]).toEqual(["SUV", { min: 24_500, max: 38_500, step: 500 }, 3]);
    // The track starts at the cheapest priced car, not at a car without a price (A11, $0).
    expect(range("alpha.localhost", "?body=Ute").result.track).toEqual({ min: 55_000, max: 55_500, step: 500 });
  });

  it("GET /api/budget-finder answers the result as JSON, cacheable; bad input is 400 naming the field", async () => {
    const res = (await apiLoader(
      t.args("http://alpha.localhost/api/budget-finder?repayment=0&deposit=9000") as never,
    )) as Response;
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=30");
    const body = (await res.json()) as BudgetResult;
    expect([body.estimate, body.count, body.buttonText]).toEqual([9_000, 2, "View 2 cars"]);
    const range = (await apiLoader(
      t.args("http://alpha.localhost/api/budget-finder/price-range?min=20000&max=40000&body=SUV") as never,
    )) as Response;
    expect(((await range.json()) as PriceRangeResult).count).toBe(3);
    const bad = (await apiLoader(t.args("http://alpha.localhost/api/budget-finder?frequency=daily") as never)) as Response;
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: "frequency: must be weekly or monthly" });
  });

  it("GET /api/budget-finder is limited per address: 120 a minute, then 429", async () => {
    const ask = () =>
      apiLoader(
        t.args("http://alpha.localhost/api/budget-finder", { client: { clientIp: "198.51.100.7" } }) as never,
      ) as Promise<Response>;
    for (let i = 0; i < 120; i++) expect((await ask()).status).toBe(200);
    const limited = await ask();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    // Another address is not held back.
    expect(((await apiLoader(t.args("http://alpha.localhost/api/budget-finder") as never)) as Response).status).toBe(200);
  });

  it("the home page carries the compact finder at the defaults", async () => {
    const d = await homeLoader(t.args("http://alpha.localhost/") as never);
    expect([d.budget.result.estimate, d.budget.result.count]).toEqual([38_000, 5]);
  });
});
