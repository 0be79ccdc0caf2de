import { describe, expect, it } from "vitest";
import { availability, breadcrumbJsonLd, vehicleJsonLd, vehicleMetaTags } from "./seo";

const v = {
  name: "2021 Toyota RAV4 GX",
  description: "A used 2021 Toyota RAV4 GX.",
  make: "Toyota",
  model: "RAV4",
  year: 2021,
  badge: "GX",
  vin: "JTMW43FV10D012345",
  km: 42000,
  colour: "White",
  body: "SUV",
  fuel: "Petrol",
  transmission: "Automatic",
  car_type: "used" as const,
  status: "in_stock" as const,
  stocknum: "ST1",
};
const ctx = {
  url: "https://cars.example.com.au/cars/x",
  imageUrl: "https://cars.example.com.au/images?src=%2Fdemo-photos%2Fa.svg&w=1200&fm=jpeg",
  price: 38990,
  seller: {
    name: "Harbourside Motors",
    telephone: "07 3000 0000",
    street: "1 Quay St",
    city: "Brisbane",
    state: "QLD",
    postcode: "4000",
  },
};

// Issue 4 §7: schema.org Car JSON-LD (make, model, vehicleIdentificationNumber,
// mileageFromOdometer in KMT, offers with the AUD price and availability).
describe("vehicleJsonLd", () => {
  it("describes the car and its offer", () => {
    const ld = vehicleJsonLd(v, ctx);
    expect(ld).toMatchObject({
      "@type": "Car",
      brand: { "@type": "Brand", name: "Toyota" },
      model: "RAV4",
      vehicleIdentificationNumber: "JTMW43FV10D012345",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 42000, unitCode: "KMT" },
      offers: { "@type": "Offer", price: 38990, priceCurrency: "AUD", availability: "https://schema.org/InStock" },
    });
  });
  it("leaves out what the car lacks, and the price when none is shown", () => {
    const ld = vehicleJsonLd({ ...v, vin: null }, { ...ctx, price: null });
    expect(ld).not.toHaveProperty("vehicleIdentificationNumber");
    expect(ld.offers).not.toHaveProperty("price");
  });
  it("maps stock statuses to availability (spec 01 §4)", () => {
    expect(availability("sold")).toBe("https://schema.org/SoldOut");
    expect(availability("coming_soon")).toBe("https://schema.org/PreOrder");
  });
});

describe("vehicleMetaTags", () => {
  it("has the canonical URL and the Open Graph and Twitter tags with the primary photo", () => {
    const tags = vehicleMetaTags(v, { ...ctx, title: "2021 Toyota RAV4 GX | Harbourside", siteName: "Harbourside" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: ctx.url });
    expect(tags).toContainEqual({ property: "og:image", content: ctx.imageUrl });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ property: "og:url", content: ctx.url });
  });

  it("leaves out the canonical link and the Open Graph URLs for a site with no domain (issue 8)", () => {
    const tags = vehicleMetaTags(v, { ...ctx, url: null, imageUrl: null, title: "t", siteName: "s" });
    const names = tags.map((t) => ("rel" in t ? t.rel : "property" in t ? t.property : "name" in t ? t.name : "title"));
    expect(names).not.toContain("canonical");
    expect(names).not.toContain("og:url");
    expect(names).not.toContain("og:image");
    expect(names).toContain("og:title");
    const ld = vehicleJsonLd(v, { ...ctx, url: null, imageUrl: null });
    expect(ld).not.toHaveProperty("url");
    expect(ld.offers).not.toHaveProperty("url");
  });
});

describe("breadcrumbJsonLd without a domain", () => {
  it("gives the crumbs' paths and no item for the page itself", () => {
    const ld = breadcrumbJsonLd(
      [
        { label: "Home", href: "/" },
        { label: "Car", href: null },
      ],
      null,
      null,
    );
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "/" },
      { "@type": "ListItem", position: 2, name: "Car" },
    ]);
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs with absolute URLs", () => {
    const ld = breadcrumbJsonLd(
      [
        { label: "Home", href: "/" },
        { label: "Car", href: null },
      ],
      "https://x.test",
      "https://x.test/cars/a",
    );
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://x.test/" },
      { "@type": "ListItem", position: 2, name: "Car", item: "https://x.test/cars/a" },
    ]);
  });
});
