import { describe, expect, it } from "vitest";
import { demoConfig } from "../../../tests/setup/demo-configs";
import { openingHoursSpecification } from "./seo";
import { departmentLinks, directionsUrl, licenceText, locationCard, locationPageTarget, visibleLocations } from "./location-view";

const kia = demoConfig("coralview-kia");
const grey = demoConfig("greywattle");
const loc = (cfg: typeof kia, slug: string) => cfg.locations.find((l) => l.slug === slug)!;
// Tuesday 24 November 2026, 10:00 in Brisbane.
const now = Date.parse("2026-11-24T00:00:00Z");

describe("location views (issue 12; spec 02 §2 locations)", () => {
  it("finds a page by location slug, or by dealership slug (its primary or first sales location)", () => {
    expect(locationPageTarget(kia, "coralview-kia-parts")).toMatchObject({ location: { id: "1013" }, dealership: null });
    expect(locationPageTarget(kia, "coralview-kia")).toMatchObject({ location: { id: "1011" }, dealership: { id: "101" } });
    expect(locationPageTarget(grey, "greywattle-toyota")?.location.slug).toBe("greywattle-toyota-springwood");
    expect(locationPageTarget(kia, "nowhere")).toBeNull();
    const hidden = { ...kia, locations: kia.locations.map((l) => ({ ...l, visible: l.id !== "1013" })) };
    expect(locationPageTarget(hidden, "coralview-kia-parts")).toBeNull();
  });

  it("switches between sales, service and parts of the same dealership, and not at all with one type", () => {
    expect(departmentLinks(kia, loc(kia, "coralview-kia-parts"))).toEqual([
      { label: "Sales", href: "/locations/coralview-kia-cleveland", current: false },
      { label: "Service", href: "/locations/coralview-kia-service", current: false },
      { label: "Parts", href: "/locations/coralview-kia-parts", current: true },
    ]);
    expect(departmentLinks(grey, loc(grey, "greywattle-toyota-service")).map((d) => d.label)).toEqual([
      "Sales",
      "Service & Parts",
    ]);
    expect(departmentLinks(grey, loc(grey, "greywattle-mg-mile-end"))).toEqual([]);
  });

  it("draws the card: DL and MRB only when flagged, the contact link by type, the stock link for sales", () => {
    const sales = locationCard(kia, loc(kia, "coralview-kia-cleveland"), { count: 10, average_rating: "4.6" }, now);
    expect(sales).toMatchObject({
      typeLabel: "Sales",
      locality: "Cleveland QLD 4163",
      phoneHref: "tel:0738214400",
      dealerLicence: "DL 3170824",
      repairer: null,
      rating: { count: 10, average_rating: "4.6" },
      stockHref: "/search/coralview-kia-cleveland",
      contact: { label: "Contact Us", href: "/contact-us/coralview-kia-cleveland" },
      openText: "Open now, closes 5:30 pm",
      isOpen: true,
    });
    const service = locationCard(kia, loc(kia, "coralview-kia-service"), { count: 10, average_rating: "4.0" }, now);
    expect(service).toMatchObject({
      repairer: "MVRL 48112",
      rating: null,
      stockHref: null,
      contact: { label: "Book a Service" },
    });
    const unflagged = { ...kia, location_numbers: { show_dealer_license_number: false, show_motor_vehicle_repairer: false } };
    expect(locationCard(unflagged, loc(kia, "coralview-kia-cleveland"), undefined, now)).toMatchObject({
      dealerLicence: null,
      rating: null,
    });
  });

  it("writes licence numbers once, keeping a state's own prefix", () => {
    expect(licenceText("DL", "3170824")).toBe("DL 3170824");
    expect(licenceText("DL", "LMCT 11842")).toBe("LMCT 11842");
    expect(licenceText("MRB", " ")).toBeNull();
    expect(licenceText("MRB", null)).toBeNull();
  });

  // Spec 02 §3 Location address: place_url (the location's own maps page), lat, long.
  // The location pages used to search for the name and address, ignoring
  // place_url; the one rule now serves them and the vehicle page alike.
  it("lists visible locations primary first, and links directions to the place_url, else to the coordinates", () => {
    expect(visibleLocations(grey)[0].primary).toBe(true);
    const cleveland = loc(kia, "coralview-kia-cleveland");
    expect(directionsUrl(cleveland)).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${cleveland.address.lat},${cleveland.address.long}`,
    );
    const placeUrl = "https://maps.google.com/?cid=123";
    expect(directionsUrl({ ...cleveland, address: { ...cleveland.address, place_url: placeUrl } })).toBe(placeUrl);
  });

  it("gives schema.org opening hours: each weekly period, a special open day and a closed day as 00:00-00:00", () => {
    const spec = openingHoursSpecification(loc(kia, "coralview-kia-service"), ["2026-12-24", "2026-12-25"]);
    expect(spec.filter((s) => "dayOfWeek" in s).map((s) => (s as { dayOfWeek: string }).dayOfWeek.split("/").pop())).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
    ]);
    expect(spec).toContainEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-12-24",
      validThrough: "2026-12-24",
      opens: "07:30",
      closes: "12:00",
    });
    expect(spec).toContainEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-12-25",
      validThrough: "2026-12-25",
      opens: "00:00",
      closes: "00:00",
    });
  });
});
