import { describe, expect, it } from "vitest";
import { tenantConfig } from "../../../tests/setup/builders";
import { storedVehicle } from "../../../tests/setup/stored-vehicle";
import { buildVehiclePageModel } from "./page-model";

const NOW = Date.parse("2025-01-16T00:00:00Z");
const twoCities = tenantConfig({
  dealerships: [{ id: "d1", slug: "tm-dealer", name: "Test Motors" }],
  locations: [
    {
      id: "l1",
      name: "Test Motors Brisbane",
      slug: "tm-brisbane",
      primary: true,
      dealership_id: "d1",
      address: { street: "1 Test St", city: "Brisbane", state: "QLD", postcode: "4000", lat: -27.47, long: 153.02 },
      contact_detail: { phone: "07 3000 0000" },
    },
    {
      id: "l2",
      name: "Test Motors Gold Coast",
      slug: "tm-gc",
      dealership_id: "d1",
      address: { street: "2 Beach Rd", city: "Gold Coast", state: "QLD", postcode: "4217", lat: -28.0, long: 153.4 },
      contact_detail: { phone: "07 5500 1234" },
    },
  ],
  features: { phone_reveal: true, finance: true },
});

describe("buildVehiclePageModel", () => {
  it("announces the car's city when it is not the primary dealership's (spec 01 §2)", () => {
    const m = buildVehiclePageModel(twoCities, storedVehicle({ location_id: "l2" }), NOW);
    expect(m.locatedAt).toBe("Gold Coast");
    expect(m.location).toMatchObject({
      name: "Test Motors Gold Coast",
      directionsUrl: "https://www.google.com/maps/dir/?api=1&destination=-28,153.4",
    });
    expect(buildVehiclePageModel(twoCities, storedVehicle({ location_id: "l1" }), NOW).locatedAt).toBeNull();
  });

  it("masks the location's phone where the tenant reveals on click, with the reveal payload of spec 01 §7", () => {
    const m = buildVehiclePageModel(twoCities, storedVehicle({ location_id: "l2" }, { id: 42 }), NOW);
    // The number itself comes only from the reveal call (or the no-JavaScript reveal's page).
    expect(m.phone).toEqual({ number: null, masked: "07 5500 XXXX", revealRequired: true });
    expect(m.reveal).toEqual({ car_id: 42, dealership_id: "d1", website_id: "test-motors" });
    const revealed = buildVehiclePageModel(twoCities, storedVehicle({ location_id: "l2" }, { id: 42 }), NOW, {
      phoneRevealed: true,
    });
    expect(revealed.phone?.number).toBe("07 5500 1234");
  });

  it("shows a weekly estimate only where spec 02 §5 offers one: not on a reserved or coming-soon car", () => {
    const quoted = {
      price: 30_000,
      autograb_data: { average_market_price: 31_000 },
      youxQuote: { weeklyRepaymentAmount: 150, advertisedRate: 9.49, comparisonRate: 10.1 },
    };
    const model = (over: object) => buildVehiclePageModel(twoCities, storedVehicle({ ...quoted, ...over }), NOW);
    const weekly = model({}).weekly!;
    expect([weekly.weeklyRepaymentAmount, weekly.rates.interestRateText, weekly.rates.comparisonRateText]).toEqual([
      150,
      "9.49% p.a.",
      "10.10% p.a.",
    ]);
    expect(model({ reserved: true }).weekly).toBeNull();
    expect(model({ status: "coming_soon" }).weekly).toBeNull();
    // Without the tenant's finance feature, no estimate and no calculator.
    const off = tenantConfig({ ...twoCities, features: { ...twoCities.features, finance: false } });
    expect(buildVehiclePageModel(off, storedVehicle(quoted), NOW).weekly).toBeNull();
    expect(buildVehiclePageModel(off, storedVehicle(quoted), NOW).finance).toBeNull();
  });

  it("offers the calculator on an in-stock car of a finance tenant, with its price and a finance link (spec 02 §2, spec 01 §2)", () => {
    const m = buildVehiclePageModel(twoCities, storedVehicle({ price: 27_990, vin: "KNAPV81BMN1234567" }, { id: 42 }), NOW);
    expect(m.finance?.price).toBe(27_990);
    expect(m.finance?.applyHref).toMatch(/^\/finance\?.*car_id=42.*#finance-form$/);
    expect(m.finance?.applyHref).toContain("vehiclePriceBudget=27990");
    expect(m.finance?.applyHref).toContain("vin=KNAPV81BMN1234567");
    expect(m.finance?.disclaimer.length).toBeGreaterThan(197);
    expect(buildVehiclePageModel(twoCities, storedVehicle({ price: 0 }), NOW).finance?.price).toBeNull();
    expect(buildVehiclePageModel(twoCities, storedVehicle({ status: "sold" }), NOW).finance).toBeNull();
  });

  it("links the history report only where the tenant enables history_report and the car has a file (spec 01 §4)", () => {
    const file = "https://reports.example/a.pdf";
    const on = tenantConfig({ features: { history_report: true } });
    expect(buildVehiclePageModel(on, storedVehicle({ file }), NOW).historyReport).toBe(file);
    expect(buildVehiclePageModel(on, storedVehicle({ file: null }), NOW).historyReport).toBeNull();
    expect(buildVehiclePageModel(tenantConfig(), storedVehicle({ file }), NOW).historyReport).toBeNull();
  });

  it("shows a sold car as sold, with the sold banner and no favourite (spec 01 §4)", () => {
    const m = buildVehiclePageModel(tenantConfig(), storedVehicle({ status: "sold" }), NOW);
    expect(m.inStock).toBe(false);
    expect(m.banner).toEqual({ kind: "sold", text: "JUST SOLD" });
    expect(m.favourite.canSave).toBe(false);
  });

  it("offers spin first when the car has frames, and hides the fuel calculator for electric cars", () => {
    const m = buildVehiclePageModel(
      tenantConfig(),
      storedVehicle({ spin_images: ["/demo-photos/a.svg", "/demo-photos/b.svg"], fuel: "Electric" }),
      NOW,
    );
    expect(m.media.views).toEqual(["spin", "images"]);
    expect(m.fuel.show).toBe(false);
  });

  it("fills the configured info tabs, keeping Features only with features", () => {
    const m = buildVehiclePageModel(tenantConfig(), storedVehicle({ standardEquipment: [] }), NOW);
    expect(m.tabs.map((t) => t.label)).toEqual(["Dealer Comments", "What's Included", "Why Buy From Us?", "Protect Your Car"]);
    expect(m.featuresInTab).toBe(false);
    expect(m.comments.kind).toBe("pending");
  });
});
